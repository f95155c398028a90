import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type TDatabase } from '../../db/client.ts';
import { bearer, DEMO_PHONE, tokenFor } from '../../test/accounts-helpers.ts';
import { callApi, startTestApp, useTestApp } from '../../test/test-app.ts';

// Two server processes of one PostgreSQL database: run with DATABASE_URL set (CI's second run does).
const ctx = useTestApp();
const opened: Array<{ app: FastifyInstance; database: TDatabase }> = [];

/** A second process of the same database, with its clock stopped: a kept session never ages there. */
const secondProcess = async () => {
  const database = await openDatabase({ databaseUrl: ctx.database.url!, dataDir: 'memory', poolMax: 2 });
  const stopped = new Date();
  const app = await startTestApp({ db: database.db, listen: database.listen, now: () => stopped });
  opened.push({ app, database });
  return app;
};

afterAll(async () => {
  for (const { app, database } of opened) {
    await app.close();
    await database.close();
  }
});

const userInfo = (app: FastifyInstance, token: string) =>
  callApi(app, { url: '/api/user/user/GetUserInfo', headers: bearer(token) });

/** Asks until the answer is 401, for at most `ms`; answers the last status. */
const statusWithin = async (app: FastifyInstance, token: string, ms: number) => {
  const until = Date.now() + ms;
  let status = (await userInfo(app, token)).status;
  while (status !== 401 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    status = (await userInfo(app, token)).status;
  }
  return status;
};

describe.skipIf(!process.env.DATABASE_URL)('a session revoked through one server process', () => {
  it('is refused at once by another process that kept it in memory', async () => {
    const other = await secondProcess();
    const token = await tokenFor(ctx.app, DEMO_PHONE);
    expect((await userInfo(ctx.app, token)).status).toBe(200);
    expect((await userInfo(other, token)).status).toBe(200);
    const out = await callApi(ctx.app, {
      method: 'POST',
      url: '/api/user/Account/Logout',
      headers: bearer(token),
    });
    expect(out.body.code).toBe(0);
    expect((await userInfo(ctx.app, token)).status).toBe(401);
    // The other process's clock is stopped, so only the notice can make it read the session again.
    expect(await statusWithin(other, token, 3_000)).toBe(401);
    // A token that was not revoked stays valid there.
    const kept = await tokenFor(ctx.app, DEMO_PHONE);
    expect((await userInfo(other, kept)).status).toBe(200);
  });
});
