import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { registerReplica } from '../db/replica.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** A read replica for public, read-only pages (the primary when none is configured). */
    readDb: Db;
  }
}

export const dbPlugin = fp<{ db: Db; readDb?: Db | undefined }>(
  async (app, opts) => {
    const readDb = opts.readDb ?? opts.db;
    registerReplica(readDb, opts.db);
    app.decorate('db', opts.db);
    app.decorate('readDb', readDb);
  },
  { name: 'db' },
);
