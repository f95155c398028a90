import { expect, test } from '@playwright/test';
import {
  FIRST_VISIT_JS_BUDGET,
  FIRST_VISIT_LANGUAGES,
  FIRST_VISIT_REQUEST_BUDGET,
  firstVisitPages,
  measureFirstVisit,
  overBudget,
  type TFirstVisitDevice,
} from '../fixtures/first-visit.ts';

// The first-visit budgets (issue 15): what a browser downloads before a public page is interactive, counted
// from the responses it received — sizes only, no timing. The desktop project visits as a desktop browser,
// the mobile project as a phone (a phone's user agent, so the server sends the phone's page).
const CHUNK_PARTS = new Set(['home', 'position', 'detail', 'desktop', 'mobile']);

test.describe('first visit', { tag: '@phone' }, () => {
  let jobId = 0;
  test.beforeAll(async ({ request }) => {
    const list = await (await request.get('/position')).text();
    jobId = Number(/\/detail\?id=(\d+)/.exec(list)?.[1]);
    expect(jobId).toBeGreaterThan(0);
  });

  // Each language loads its own texts and its UI kit's locale, which must not bring another page's code.
  for (const language of FIRST_VISIT_LANGUAGES)
    for (const target of firstVisitPages(0)) {
      test(`${target.page} in ${language} stays within the JS and request budgets`, async ({
        browser,
        baseURL,
      }, info) => {
        const device: TFirstVisitDevice = info.project.name === 'mobile' ? 'mobile' : 'desktop';
        const visit = await measureFirstVisit(
          browser,
          baseURL!,
          device,
          target.page === '/detail' ? firstVisitPages(jobId)[2]! : target,
          async (page) => {
            // The skin the server chose by the user agent is the one shown: no switch of skins on the way.
            await expect(page.locator(`.site-shell--${device}`)).toBeVisible();
            // The page is in the browser's language.
            await expect(page.locator('html')).toHaveAttribute('lang', language);
          },
          language,
        );
        const scripts = visit.files.filter((f) => f.type === 'script').map((f) => f.url);
        info.annotations.push({
          type: 'first visit',
          description: `${(visit.jsGzip / 1024).toFixed(1)} KB gzip JS, ${visit.requests} requests: ${scripts.join(' ')}`,
        });
        expect(visit.jsGzip).toBeGreaterThan(0);
        // The first-visit chunks are named by the pages and the device that need them
        // (`position-desktop-<hash>.js`, `home-position-mobile-<hash>.js`): none of another page or device.
        const page = target.page.slice(1);
        const foreign = scripts.filter((url) => {
          const parts = /\/([a-z-]+?)-[\w-]{8}\.js$/.exec(url)?.[1]?.split('-') ?? [];
          if (!parts.length || !parts.every((part) => CHUNK_PARTS.has(part))) return false;
          const pages = parts.filter((part) => part !== 'desktop' && part !== 'mobile');
          const devices = parts.filter((part) => part === 'desktop' || part === 'mobile');
          return (pages.length > 0 && !pages.includes(page)) || devices.some((d) => d !== device);
        });
        expect(foreign).toEqual([]);
        expect(overBudget([visit])).toEqual([]);
        expect(visit.jsGzip).toBeLessThanOrEqual(FIRST_VISIT_JS_BUDGET[device]);
        expect(visit.requests).toBeLessThanOrEqual(FIRST_VISIT_REQUEST_BUDGET);
      });
    }
});
