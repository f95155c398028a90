import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export const dbPlugin = fp<{ db: Db }>(
  async (app, opts) => {
    app.decorate('db', opts.db);
  },
  { name: 'db' },
);
