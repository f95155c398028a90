import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongestFirst } from './apps/server/vitest.config.ts';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web', 'apps/web/vitest.isolated.config.ts'],
    // Vitest keeps a core free by default (one worker on a two-core machine); its own process is mostly idle
    // while test files run, so every core runs a file.
    maxWorkers: os.availableParallelism(),
    // The server's longest files start first (the order is the run's, not a project's).
    sequence: { sequencer: LongestFirst },
  },
});
