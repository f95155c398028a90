import { defineProject } from 'vitest/config';

export default defineProject({
  // Node would pick the phone UI kit's CommonJS build, whose modules require their stylesheets.
  resolve: { alias: [{ find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' }] },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Migrates and seeds once per run; each file's database is a copy (src/test/global-setup.ts).
    globalSetup: ['src/test/global-setup.ts'],
    // Server-rendered pages are tested with the web app's renderer from its source; the phone UI kit's
    // modules import their stylesheets, so they go through Vite rather than Node.
    server: { deps: { inline: ['antd-mobile'] } },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
