import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // The first test of a file also pays for transforming the lazily imported pages.
    testTimeout: 20_000,
    // The UI and routing libraries are loaded as one bundled file each rather than hundreds of modules, in
    // every test file's fresh environment (about a sixth of the CPU of a file drawing a screen). antd-mobile
    // stays out: its CommonJS build, which the bundler would pick, imports its stylesheets.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: ['antd', '@ant-design/icons', 'dayjs', 'react-router', '@tanstack/react-query', 'zod'],
        },
      },
    },
  },
});
