import type { TAdapters } from '../adapters/index.ts';
import type { Db } from '../db/client.ts';

/** What services need from the outside world; tests pass a clock they can move. */
export interface TDeps {
  db: Db;
  now: () => Date;
  adapters: TAdapters;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: TDeps;
  }
}
