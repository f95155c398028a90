import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { TEnvelope, TPageRenderer } from '@tmp/contracts';
import { buildApp, type TAppOptions } from '../app.ts';
import { createTestDatabase, type TTestDatabase } from './test-db.ts';

export interface TTestClock {
  now: () => Date;
  /** Moves the server's clock forward. */
  advance: (ms: number) => void;
  /**
   * Stops the clock (until `thaw`), for a test that counts whole seconds: a busy machine would otherwise
   * let one pass between two requests.
   */
  freeze: () => void;
  thaw: () => void;
}

export interface TTestContext {
  app: FastifyInstance;
  database: TTestDatabase;
  clock: TTestClock;
}

const createClock = (): TTestClock => {
  let offset = 0;
  let frozenAt: number | undefined;
  return {
    now: () => new Date((frozenAt ?? Date.now()) + offset),
    advance: (ms) => (offset += ms),
    freeze: () => (frozenAt = Date.now()),
    thaw: () => (frozenAt = undefined),
  };
};

/** The real server, ready, with the tests' settings: silent, no job workers, uploads in a new temporary folder. */
export const startTestApp = async (
  opts: Omit<TAppOptions, 'env'> & { env?: Partial<TAppOptions['env']> },
): Promise<FastifyInstance> => {
  const app = await buildApp({
    logger: false,
    jobWorkers: false,
    ...opts,
    env: {
      LOG_LEVEL: 'silent',
      DEV_OUTBOX: false,
      TRUST_PROXY: false,
      NODE_ENV: 'test',
      UPLOAD_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-uploads-')),
      ...opts.env,
    },
  });
  await app.ready();
  return app;
};

/** Starts the real server on a seeded database of its own for the test file; closes both afterwards. */
export const useTestApp = (
  opts: {
    webDist?: string;
    devOutbox?: boolean;
    /** Renders the public pages (see `loadWebPageRenderer`); read when the app starts. */
    pageRenderer?: () => Promise<TPageRenderer>;
    /** Extra settings; a function is read when the app starts (after earlier `beforeAll` hooks). */
    env?: Partial<TAppOptions['env']> | (() => Partial<TAppOptions['env']>);
  } = {},
): TTestContext => {
  const ctx = { clock: createClock() } as TTestContext;
  beforeAll(async () => {
    ctx.database = await createTestDatabase();
    ctx.app = await startTestApp({
      env: {
        DEV_OUTBOX: opts.devOutbox ?? false,
        ...(typeof opts.env === 'function' ? opts.env() : opts.env),
      },
      db: ctx.database.db,
      listen: ctx.database.listen,
      webDist: opts.webDist,
      pageRenderer: await opts.pageRenderer?.(),
      now: ctx.clock.now,
    });
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.destroy();
  });
  return ctx;
};

export interface TApiCall {
  method?: 'GET' | 'POST';
  url: string;
  query?: Record<string, string | string[]>;
  body?: unknown;
  customerid?: number | string | null;
  lang?: 'en-us' | 'zh-cn';
  headers?: Record<string, string>;
  /** Client address; each call gets a different one unless given, so per-IP limits don't interfere. */
  ip?: string;
}

let addressSeq = 0;
const nextAddress = () => `198.51.100.${(addressSeq++ % 250) + 1}`;

/** Calls the API as the web client does (customerid and lang headers), returning status, headers and envelope. */
export const callApi = async <T = unknown>(app: FastifyInstance, call: TApiCall) => {
  const headers: Record<string, string> = { lang: call.lang ?? 'en-us', ...call.headers };
  if (call.customerid !== null) headers.customerid = String(call.customerid ?? 1);
  const options: InjectOptions = {
    method: call.method ?? 'GET',
    url: call.url,
    headers,
    remoteAddress: call.ip ?? nextAddress(),
    ...(call.query ? { query: call.query } : {}),
    ...(call.body !== undefined ? { payload: call.body as InjectOptions['payload'] } : {}),
  };
  const res = await app.inject(options);
  return { status: res.statusCode, headers: res.headers, body: res.json() as TEnvelope<T> };
};
