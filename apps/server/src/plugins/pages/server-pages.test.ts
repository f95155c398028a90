import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  getPositionDetailRoute,
  hrGetCompanySettingsRoute,
  hrSaveCompanySettingsRoute,
  Role,
  type TCompanySettings,
  hrSetJobOnlineRoute,
  queryPagingPositionsRoute,
  type TPage,
  type TPositionDetail,
  type TPositionListItem,
} from '@tmp/contracts';
import { users } from '../../db/schema/index.ts';
import { bearer, HR_EMAIL, tokenFor } from '../../test/accounts-helpers.ts';
import { loadWebPageRenderer } from '../../test/page-renderer.ts';
import { fillTemplate } from './server-pages.ts';
import { callApi, useTestApp } from '../../test/test-app.ts';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <link rel="preload" href="/config.json" as="fetch" crossorigin />',
    '    <title>TMP</title>',
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    '    <script type="module" src="/assets/app.js"></script>',
    '  </body>',
    '</html>',
  ].join('\n'),
);

const ctx = useTestApp({ webDist, pageRenderer: loadWebPageRenderer });

const HOSTS = { 1: 'localhost', 2: 'email.localhost' } as const;
type TCustomerId = keyof typeof HOSTS;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

const page = (url: string, customer: TCustomerId = 1, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    url,
    headers: { host: HOSTS[customer], accept: 'text/html', 'user-agent': DESKTOP, ...headers },
  });

/** Text as React writes it into HTML. */
const inHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** The markup the app renders into its root element (not the head, not the hydration state). */
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1];

const list = async (customerid: TCustomerId, lang: 'en-us' | 'zh-cn', pageIndex = 1) =>
  (
    await callApi<TPage<TPositionListItem>>(ctx.app, {
      method: 'POST',
      url: queryPagingPositionsRoute.path,
      body: { pageIndex, pageSize: 10 },
      customerid,
      lang,
    })
  ).body.data;

const detail = async (id: number, customerid: TCustomerId, lang: 'en-us' | 'zh-cn') =>
  (
    await callApi<TPositionDetail>(ctx.app, {
      url: getPositionDetailRoute.path,
      query: { id: String(id) },
      customerid,
      lang,
    })
  ).body.data;

const cardTitles = (html: string) =>
  [...(rootOf(html) ?? '').matchAll(/<h2 class="position-card__title">([^<]*)<\/h2>/g)].map((m) => m[1]);

describe('server-rendered job list', () => {
  it("answers the host customer's first page with real job and paging links, and its hydration state", async () => {
    const expected = await list(1, 'en-us');
    const res = await page('/position');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const root = rootOf(res.body)!;
    expect(cardTitles(res.body)).toEqual(expected.list.map((job) => inHtml(job.title)));
    for (const job of expected.list) expect(root).toContain(`href="/detail?id=${job.id}"`);
    expect(root).toContain(inHtml(`${expected.recordcount} open positions`));
    expect(root).toContain('href="/position?page=2"');
    expect(root).toContain('site-shell--desktop');
    expect(res.body).toContain('<body class="pc">');
    expect(res.body).not.toContain('href="/config.json"');
    const state = JSON.parse(
      /<script type="application\/json" id="page-state">(.*?)<\/script>/.exec(res.body)![1]!,
    );
    expect(state).toMatchObject({ language: 'en-US', device: 'desktop', config: { customerid: 1 } });
  });

  it('honours the page and filters of the URL', async () => {
    const second = await list(1, 'en-us', 2);
    const res = await page('/position?page=2');
    expect(cardTitles(res.body)).toEqual(second.list.map((job) => inHtml(job.title)));
    expect(rootOf(res.body)).toContain('href="/position?page=3"');
    expect(rootOf(res.body)).toContain('href="/position"');
  });

  it('speaks Chinese when the lang query, the cookie or the browser asks for it', async () => {
    const zh = (await list(1, 'zh-cn')).list.map((job) => inHtml(job.title));
    for (const [url, headers] of [
      ['/position?lang=zh-CN', {}],
      ['/position', { cookie: 'TMP-language=zh-CN' }],
      ['/position', { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' }],
    ] as const) {
      const res = await page(url, 1, headers);
      expect(res.body).toContain('<html lang="zh-CN"');
      expect(cardTitles(res.body)).toEqual(zh);
      expect(rootOf(res.body)).toContain('职位');
    }
    const en = await page('/position', 1, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(en.body).toContain('<html lang="en-US"');
  });

  it("serves each customer's own jobs on its host", async () => {
    const own = await list(2, 'en-us');
    const other = (await list(1, 'en-us')).list.map((job) => job.id);
    const html = (await page('/position', 2)).body;
    expect(cardTitles(html)).toEqual(own.list.map((job) => inHtml(job.title)));
    const linked = [...rootOf(html)!.matchAll(/href="\/detail\?id=(\d+)"/g)].map((m) => Number(m[1]));
    expect(linked).toEqual(own.list.map((job) => job.id));
    expect(linked.some((id) => other.includes(id))).toBe(false);
  });

  it('draws the phone layout for a phone, with the next page as a link for browsers without scripts', async () => {
    const res = await page('/position', 1, { 'user-agent': IPHONE });
    const root = rootOf(res.body)!;
    expect(root).toContain('site-shell--mobile');
    expect(root).not.toContain('site-shell--desktop');
    expect(res.body).toContain('<body class="phone">');
    expect(root).toMatch(/<noscript><a class="jobs-results__page-link" href="\/position\?page=2">/);
    const hinted = await page('/position', 1, { 'sec-ch-ua-mobile': '?1' });
    expect(rootOf(hinted.body)).toContain('site-shell--mobile');
  });

  it("renders a protected link's list page at once, and leaves its sign-in form to the app", async () => {
    // The first render of such a page in this process: nothing of the sign-in dialog's code is loaded yet.
    for (const agent of [IPHONE, DESKTOP]) {
      const res = await page(`/position?redirect=${encodeURIComponent('/apply')}`, 2, {
        'user-agent': agent,
      });
      const root = rootOf(res.body);
      expect(root).toContain('position-card__title');
      // A sign-in form in the HTML would be sent by the browser itself before the app has started.
      expect(root).not.toMatch(/account-(sheet|dialog|form)/);
    }
  });

  it('leaves signed-in visitors and other pages to the browser', async () => {
    const signedIn = await page('/position', 1, { cookie: 'TMP-token=abcdTOKENTOKENwxyz' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('<div id="root"></div>');
    const resume = await page('/resume');
    expect(resume.body).toContain('<div id="root"></div>');
  });
});

describe('server-rendered home page', () => {
  it('answers the newest jobs as links in the request language', async () => {
    const newest = (await list(1, 'zh-cn')).list[0]!;
    const res = await page('/home?lang=zh-CN');
    const root = rootOf(res.body)!;
    expect(res.body).toContain('<html lang="zh-CN"');
    expect(root).toContain(`href="/detail?id=${newest.id}"`);
    expect(root).toContain(inHtml(newest.title));
  });

  it("is drawn in the customer's brand colour and tagline on both devices, and follows a change at once", async () => {
    const brandOf = async (ua: string) => {
      const root = rootOf((await page('/home', 2, { 'user-agent': ua })).body)!;
      return {
        colour: /--brand:(#[0-9a-f]{6})/.exec(root)?.[1],
        tagline: root.includes('Ships on Fridays.'),
      };
    };
    for (const ua of [DESKTOP, IPHONE])
      expect(await brandOf(ua)).toEqual({ colour: '#0f6b5c', tagline: false });
    await ctx.database.db
      .update(users)
      .set({ roles: [Role.HrManager, Role.CustomerAdmin] })
      .where(and(eq(users.customerId, 2), eq(users.email, HR_EMAIL)));
    const token = await tokenFor(ctx.app, HR_EMAIL, 2);
    const settings = await callApi<TCompanySettings>(ctx.app, {
      url: hrGetCompanySettingsRoute.path,
      headers: bearer(token),
      customerid: 2,
    });
    const { logo: _logo, ...input } = settings.body.data;
    const saved = await callApi(ctx.app, {
      method: 'POST',
      url: hrSaveCompanySettingsRoute.path,
      body: { ...input, brandColor: '#8a1c1c', tagline: { en: 'Ships on Fridays.', zh: '周五发货。' } },
      headers: bearer(token),
      customerid: 2,
    });
    expect(saved.body.code).toBe(0);
    for (const ua of [DESKTOP, IPHONE])
      expect(await brandOf(ua)).toEqual({ colour: '#8a1c1c', tagline: true });
  });
});

describe('server-rendered job page', () => {
  it('answers the whole job in both languages on both devices', async () => {
    const id = (await list(2, 'en-us')).list[0]!.id;
    for (const lang of ['en-us', 'zh-cn'] as const) {
      const job = await detail(id, 2, lang);
      for (const agent of [DESKTOP, IPHONE]) {
        const res = await page(`/detail?id=${id}&lang=${lang}`, 2, { 'user-agent': agent });
        const root = rootOf(res.body)!;
        expect(root).toContain(`>${inHtml(job.title)}</h1>`);
        expect(root).toContain(job.description);
        expect(root).toContain(inHtml(job.categoryName));
        expect(root).toContain(agent === IPHONE ? 'detail-mobile' : 'detail-hero');
      }
    }
  });

  it('changes at once when HR takes the job offline', async () => {
    const hr = await tokenFor(ctx.app, HR_EMAIL, 1);
    const id = (await list(1, 'en-us')).list[1]!.id;
    const job = await detail(id, 1, 'en-us');
    const setOnline = (isOnline: boolean) =>
      callApi(ctx.app, {
        method: 'POST',
        url: hrSetJobOnlineRoute.path,
        headers: bearer(hr),
        customerid: 1,
        body: { id, isOnline },
      });
    const before = await page(`/detail?id=${id}`);
    expect(rootOf(before.body)).toContain(job.description);
    // A second visit is served from the cache: the same page.
    expect((await page(`/detail?id=${id}`)).body).toBe(before.body);
    expect((await page('/position')).body).toContain(`href="/detail?id=${id}"`);
    expect((await setOnline(false)).body.code).toBe(0);
    const offline = await page(`/detail?id=${id}`);
    expect(offline.statusCode).toBe(410);
    const after = rootOf(offline.body)!;
    expect(after).toContain('This requisition is offline');
    expect(after).not.toContain(job.description);
    expect((await page('/position')).body).not.toContain(`href="/detail?id=${id}"`);
    expect((await setOnline(true)).body.code).toBe(0);
    expect(rootOf((await page(`/detail?id=${id}`)).body)).toContain(job.description);
  });
});

describe('the page around a render', () => {
  const template =
    '<html lang="en"><head><link rel="stylesheet" crossorigin href="/assets/index-a.css">' +
    '<link rel="stylesheet" crossorigin href="/assets/other-b.css"></head><body><div id="root"></div></body></html>';
  const render = {
    html: '<main>jobs</main>',
    head: '<style data-href="/assets/index-a.css">.a{color:red}</style><link rel="stylesheet" crossorigin href="/assets/index-a.css" disabled>',
    state: '{}',
  };

  it("drops the template's link to a stylesheet the render put in the page, and keeps the others", () => {
    const page = fillTemplate(template, render, 'zh-CN', 'mobile');
    expect(page).toContain('<html lang="zh-CN"');
    expect(page).toContain('<style data-href="/assets/index-a.css">.a{color:red}</style>');
    // Only the disabled link (not fetched) names the inlined file: the app's loader then skips it.
    expect(page.match(/<link[^>]*href="\/assets\/index-a\.css"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/index-a.css" disabled>',
    ]);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/other-b.css">');
    expect(page).toContain('<body class="phone"><div id="root"><main>jobs</main></div>');
  });
});
