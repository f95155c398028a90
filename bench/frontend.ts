// Front end: the JS and CSS a first visit to /position loads (desktop and phone), counted from what the
// browser actually fetched, and Lighthouse mobile scores for /position and /detail.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright';
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

export interface TVisit {
  device: 'desktop' | 'mobile';
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  cssGzip: number;
  /** Bytes on the wire for every response of the visit (compressed bodies and headers). */
  transferred: number;
  requests: number;
  files: Array<{ url: string; type: string; raw: number; gzip: number }>;
}

export type TLighthouseResult =
  | {
      page: string;
      performance: number;
      accessibility: number;
      bestPractices: number;
      lcpMs: number;
      tbtMs: number;
      fcpMs: number;
    }
  | { page: string; error: string };

export interface TFrontendReport {
  visits: TVisit[];
  lighthouse: TLighthouseResult[];
}

/**
 * The most JS (gzip, level 9) a first visit to /position may load, just above what the build loads today:
 * the bench fails above it, so a change that pulls another page's or device's code into the first visit
 * is caught. Lower it when the figure drops; raise it only with the reason in docs/performance.md.
 */
export const FIRST_VISIT_JS_BUDGET: Record<TVisit['device'], number> = {
  desktop: 395 * 1024,
  mobile: 255 * 1024,
};

/** The visits that loaded more JS than their budget, as messages. */
export const overBudget = (visits: TVisit[]): string[] =>
  visits
    .filter((v) => v.jsGzip > FIRST_VISIT_JS_BUDGET[v.device])
    .map(
      (v) =>
        `first visit /position (${v.device}): ${(v.jsGzip / 1024).toFixed(1)} KB gzip of JS, budget ${FIRST_VISIT_JS_BUDGET[v.device] / 1024} KB`,
    );

const gzipSize = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;

const visit = async (base: string, device: TVisit['device']): Promise<TVisit> => {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext(
      device === 'mobile'
        ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
        : { viewport: { width: 1280, height: 800 } },
    );
    const page = await context.newPage();
    const responses: Array<Promise<TVisit['files'][number] & { wire: number }>> = [];
    page.on('response', (res) => {
      responses.push(
        (async () => {
          const type = res.request().resourceType();
          const body = await res.body().catch(() => Buffer.alloc(0));
          const sizes = await res
            .request()
            .sizes()
            .catch(() => ({ responseBodySize: 0, responseHeadersSize: 0 }));
          return {
            url: new URL(res.url()).pathname,
            type,
            raw: body.length,
            gzip: gzipSize(body),
            wire: sizes.responseBodySize + sizes.responseHeadersSize,
          };
        })(),
      );
    });
    await page.goto(`${base}/position`, { waitUntil: 'networkidle' });
    // On a busy machine the network can fall idle between two waves of chunks: count the visit once the
    // job list is on screen and nothing is loading any more.
    await page.locator('.position-card').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(responses);
    const sum = (type: string, k: 'raw' | 'gzip') =>
      files.filter((f) => f.type === type).reduce((n, f) => n + f[k], 0);
    return {
      device,
      jsRaw: sum('script', 'raw'),
      jsGzip: sum('script', 'gzip'),
      cssRaw: sum('stylesheet', 'raw'),
      cssGzip: sum('stylesheet', 'gzip'),
      transferred: files.reduce((n, f) => n + f.wire, 0),
      requests: files.length,
      files: files
        .filter((f) => f.type === 'script' || f.type === 'stylesheet')
        .map(({ url, type, raw, gzip }) => ({ url, type, raw, gzip })),
    };
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
  const visits = [await visit(base, 'desktop'), await visit(base, 'mobile')];
  for (const v of visits)
    log(
      `first visit /position (${v.device}): JS ${(v.jsGzip / 1024).toFixed(1)} KB gzip, CSS ${(v.cssGzip / 1024).toFixed(1)} KB gzip`,
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
