// Front end: the JS and CSS a first visit to /home, /position and /detail loads (desktop and phone), counted
// from what the browser actually fetched, and Lighthouse mobile scores for /position and /detail.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import {
  FIRST_VISIT_JS_BUDGET,
  FIRST_VISIT_REQUEST_BUDGET,
  firstVisitPages,
  measureFirstVisit,
  overBudget,
  type TFirstVisit,
} from '../e2e/fixtures/first-visit.ts';
import { ROOT } from './processes.ts';

/** Debian's Chromium with the flags the e2e tests use; nothing is downloaded. */
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type TVisit = TFirstVisit;

export type TLighthouseResult =
  | {
      page: string;
      performance: number;
      accessibility: number;
      bestPractices: number;
      lcpMs: number;
      tbtMs: number;
      fcpMs: number;
      cls: number;
    }
  | { page: string; error: string };

export interface TFrontendReport {
  visits: TVisit[];
  lighthouse: TLighthouseResult[];
}

// The budgets and the way a first visit is counted are shared with the CI check (e2e/specs/first-visit.spec.ts).
export { FIRST_VISIT_JS_BUDGET, FIRST_VISIT_REQUEST_BUDGET, overBudget };

const visit = async (
  base: string,
  device: TVisit['device'],
  target: ReturnType<typeof firstVisitPages>[number],
) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    return await measureFirstVisit(browser, base, device, target);
  } finally {
    await browser.close();
  }
};

const lighthouse = (url: string, page: string): Promise<TLighthouseResult> => {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lh-')), 'report.json');
  const args = [
    url,
    '--output=json',
    `--output-path=${out}`,
    '--only-categories=performance,accessibility,best-practices',
    '--form-factor=mobile',
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
  ];
  return new Promise((resolve) => {
    execFile(
      path.join(ROOT, 'node_modules', '.bin', 'lighthouse'),
      args,
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, timeout: 180_000 },
      (err, _stdout, stderr) => {
        try {
          if (err && !fs.existsSync(out)) throw new Error((stderr || err.message).trim().split('\n').pop());
          const lhr = JSON.parse(fs.readFileSync(out, 'utf8')) as {
            runtimeError?: { message: string };
            categories: Record<string, { score: number | null }>;
            audits: Record<string, { numericValue?: number }>;
          };
          if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
          const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
          const ms = (k: string) => Math.round(lhr.audits[k]?.numericValue ?? 0);
          resolve({
            page,
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            lcpMs: ms('largest-contentful-paint'),
            tbtMs: ms('total-blocking-time'),
            fcpMs: ms('first-contentful-paint'),
            cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
          });
        } catch (e) {
          resolve({ page, error: e instanceof Error ? e.message : String(e) });
        } finally {
          fs.rmSync(path.dirname(out), { recursive: true, force: true });
        }
      },
    );
  });
};

export const measureFrontend = async (
  base: string,
  jobId: number,
  opts: { lighthouse: boolean },
  log: (s: string) => void,
): Promise<TFrontendReport> => {
  const visits: TVisit[] = [];
  for (const target of firstVisitPages(jobId))
    for (const device of ['desktop', 'mobile'] as const) visits.push(await visit(base, device, target));
  for (const v of visits)
    log(
      `first visit ${v.page} (${v.device}): JS ${(v.jsGzip / 1024).toFixed(1)} KB gzip, CSS ${(v.cssGzip / 1024).toFixed(1)} KB gzip, ${v.requests} requests`,
    );
  const scores: TLighthouseResult[] = [];
  if (opts.lighthouse) {
    for (const [page, url] of [
      ['/position', `${base}/position`],
      ['/detail', `${base}/detail?id=${jobId}`],
    ] as const) {
      const r = await lighthouse(url, page);
      log(
        'error' in r ? `lighthouse ${page}: ${r.error}` : `lighthouse ${page}: performance ${r.performance}`,
      );
      scores.push(r);
    }
  }
  return { visits, lighthouse: scores };
};
