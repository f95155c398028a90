import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8089);
// A fresh folder per run, so the server seeds a fresh embedded database; workers inherit the same one.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'tmp-portal-e2e-'));

/** Debian's Chromium; the tests never download a browser. */
const launchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './specs',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list']],
  // CI shares a two-core machine with the server, two browsers and the database: a step that takes a second
  // on a quiet machine can take several there. Timeouts are not speed checks (those are in `npm run bench`).
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions,
  },
  // Each journey runs once, on the desktop, unless the device changes what it checks: a journey tagged
  // `@phone` (a kit-drawn screen, the shells, the first-visit pages, the phone's sheets) runs on both, one
  // tagged `@phone-only` on the phone alone (`@desktop` only says what an untagged journey does anyway).
  // Unit renders draw every screen on both devices.
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      grep: /@phone\b/,
      use: { browserName: 'chromium', viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    // The server as production runs it: compiled, then started from dist/. CI builds once for every step
    // and says so with E2E_SKIP_BUILD=1.
    command: `${process.env.E2E_SKIP_BUILD ? '' : 'npm run build -w apps/server && '}npm run start -w apps/server`,
    cwd: '..',
    url: `http://localhost:${PORT}/config.json`,
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      DEV_OUTBOX: '1',
      NODE_ENV: 'development',
      RATE_LIMIT_FACTOR: '50',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
