import { configDefaults, defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Test files that replace a module (`vi.mock`) or load a fresh copy of one (`vi.resetModules`) to test its
 * state from the start: they run in a worker of their own (`vitest.isolated.config.ts`). The others share
 * their worker's loaded modules and jsdom window (see `webProject`); `src/test/shared-state.test.ts` fails
 * on a file that needs isolation and is not listed here.
 */
export const ISOLATED = ['src/app/leaving.test.ts', 'src/features/accounts/hooks/use-account-form.test.ts'];

/** The web's test project; `isolate` says whether each file gets its own modules and window. */
export const webProject = (
  name: string,
  files: { include: string[]; exclude?: string[] },
  isolate: boolean,
) =>
  defineProject({
    plugins: [react()],
    test: {
      name,
      environment: 'jsdom',
      include: files.include,
      exclude: [...configDefaults.exclude, ...(files.exclude ?? [])],
      setupFiles: ['src/test/setup.ts'],
      // The first test of a file also pays for transforming the lazily imported pages.
      testTimeout: 20_000,
      // Sharing a worker's modules and window saves each file about 1.6 s of jsdom start-up and as much
      // again of loading React, antd and antd-mobile (a quarter of the CPU in all). What a file leaves
      // behind (the document, storage, cookies, the app's stores, the language) is reset by the setup file.
      isolate,
    },
  });

export default webProject(
  'web',
  { include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'], exclude: ISOLATED },
  false,
);
