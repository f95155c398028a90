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
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      // Keyboard-only journeys are a desktop concern.
      testIgnore: /keyboard\.spec\.ts/,
      use: { browserName: 'chromium', viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    // The server as production runs it: compiled, then started from dist/.
    command: 'npm run build -w apps/server && npm run start -w apps/server',
    cwd: '..',
    url: `http://localhost:${PORT}/config.json`,
    env: { PORT: String(PORT), DATA_DIR: process.env.E2E_DATA_DIR, DEV_OUTBOX: '1', RATE_LIMIT_FACTOR: '50' },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
