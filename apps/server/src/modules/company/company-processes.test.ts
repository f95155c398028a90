// @postgres
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { Role, type TCompanySettings, type TRuntimeConfig } from '@tmp/contracts';
import { openDatabase, type TDatabase } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { bearer, HR_EMAIL, tokenFor } from '../../test/accounts-helpers.ts';
import { multipartFile } from '../../test/files.ts';
import { callApi, startTestApp, useTestApp } from '../../test/test-app.ts';

// Two server processes of one PostgreSQL database (run with DATABASE_URL set; CI's second run does), sharing
// one uploads folder as processes behind a load balancer share their storage.
const UPLOAD_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-logos-'));
const ctx = useTestApp({ env: { UPLOAD_DIR } });
const opened: Array<{ app: FastifyInstance; database: TDatabase }> = [];

const secondProcess = async () => {
  const database = await openDatabase({ databaseUrl: ctx.database.url!, dataDir: 'memory', poolMax: 2 });
  const app = await startTestApp({ db: database.db, listen: database.listen, env: { UPLOAD_DIR } });
  opened.push({ app, database });
  return app;
};

afterAll(async () => {
  for (const { app, database } of opened) {
    await app.close();
    await database.close();
  }
});

const configOf = async (app: FastifyInstance) =>
  (await app.inject({ url: '/config.json', headers: { host: 'email.localhost' } })).json<TRuntimeConfig>();

/** Reads /config.json until `done` holds, for at most 3 s (the notice arrives in milliseconds). */
const configWithin = async (app: FastifyInstance, done: (config: TRuntimeConfig) => boolean) => {
  const until = Date.now() + 3_000;
  let config = await configOf(app);
  while (!done(config) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    config = await configOf(app);
  }
  return config;
};

describe.skipIf(!process.env.DATABASE_URL)('company settings saved through one server process', () => {
  it('show on another process at once, long before its 30 s customer cache runs out', async () => {
    await ctx.database.db
      .update(users)
      .set({ roles: [Role.HrManager, Role.CustomerAdmin] })
      .where(and(eq(users.customerId, 2), eq(users.email, HR_EMAIL)));
    const token = await tokenFor(ctx.app, HR_EMAIL, 2);
    const other = await secondProcess();
    expect(await configOf(other)).toMatchObject({ brandColor: '#0f6b5c' });

    const current = await callApi<TCompanySettings>(ctx.app, {
      url: '/api/hr/Company/GetSettings',
      headers: bearer(token),
      customerid: 2,
    });
    const { logo: _logo, ...input } = current.body.data;
    const saved = await callApi(ctx.app, {
      method: 'POST',
      url: '/api/hr/Company/SaveSettings',
      body: { ...input, brandColor: '#8a1c1c', tagline: { en: 'Ships on Fridays.', zh: '周五发货。' } },
      headers: bearer(token),
      customerid: 2,
    });
    expect(saved.body.code).toBe(0);
    expect(await configWithin(other, (c) => c.brandColor === '#8a1c1c')).toMatchObject({
      brandColor: '#8a1c1c',
      tagline: { en: 'Ships on Fridays.', zh: '周五发货。' },
    });

    const canvas = createCanvas(64, 32);
    canvas.getContext('2d').fillRect(0, 0, 64, 32);
    const form = multipartFile('logo.png', canvas.toBuffer('image/png'), 'image/png');
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/hr/Company/UploadLogo',
      payload: form.payload,
      headers: { ...bearer(token), customerid: '2', 'content-type': form.contentType },
    });
    const { logo } = uploaded.json<{ data: { logo: string } }>().data;
    expect((await configWithin(other, (c) => c.logo === logo)).logo).toBe(logo);
    const served = await other.inject({ url: logo, headers: { host: 'email.localhost' } });
    expect({ status: served.statusCode, type: served.headers['content-type'] }).toEqual({
      status: 200,
      type: 'image/png',
    });
  });
});
