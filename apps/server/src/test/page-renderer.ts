import path from 'node:path';
import type { TPageRenderer } from '@tmp/contracts';

/**
 * The web app's page renderer from its source (the production server imports its build instead): tests of
 * server-rendered pages need no web build.
 */
export const loadWebPageRenderer = async (): Promise<TPageRenderer> => {
  const entry = path.resolve(import.meta.dirname, '..', '..', '..', 'web', 'src', 'entry-server.tsx');
  const module = (await import(/* @vite-ignore */ entry)) as {
    createPageRenderer: (options: object) => Promise<TPageRenderer>;
  };
  return module.createPageRenderer({});
};
