import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type TSchema = typeof schema;
/** One database type for both drivers: the services never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, TSchema>;

export interface TDatabase {
  db: Db;
  driver: 'pglite' | 'pg';
  close: () => Promise<void>;
  /** Connections of the PostgreSQL pool (absent for the embedded database), for the metrics. */
  poolStats?: () => TPoolStats;
  /**
   * Hears what other processes of the same PostgreSQL database announce with `pg_notify(channel, …)`
   * (absent for the embedded database: one process only). Resolves to the function that stops listening.
   */
  listen?: TListen;
  /** The embedded database's files as one archive (absent on the PostgreSQL server), for `loadDataDir`. */
  dumpDataDir?: () => Promise<Blob>;
}

/**
 * Listens on a channel over a connection of its own. `onMessage` gets each payload; `onGap` is called when
 * the connection was lost and made again, since what was announced in between never arrives.
 */
export type TListen = (
  channel: string,
  handlers: { onMessage: (payload: string) => void; onGap: () => void },
) => Promise<() => Promise<void>>;

export interface TPoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface TDatabaseOptions {
  /** PostgreSQL server URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; 'memory' keeps it in memory (tests). */
  dataDir: string;
  /** The embedded database starts as a copy of this archive (`dumpDataDir`): tests start migrated and seeded. */
  loadDataDir?: Blob | undefined;
  poolMax?: number;
  /** Told when a PostgreSQL connection breaks (the server restarted, the network dropped). */
  onConnectionError?: (err: Error) => void;
}

/** Error codes of a database server that cannot be reached or has dropped the connection (not a bad query). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // terminated by an administrator
  '57P02', // crash shutdown
  '57P03', // cannot connect now (starting up or shutting down)
  '53300', // too many connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)|not queryable/;

/** True when the error (or one it wraps) means the database is out of reach for now: answer 503, not 500. */
export const isDatabaseUnavailable = (err: unknown): boolean => {
  let current = err;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
};

const openPool = (opts: TDatabaseOptions & { databaseUrl: string }): TDatabase => {
  const pool = new pg.Pool({
    connectionString: opts.databaseUrl,
    max: opts.poolMax ?? 20,
    // A database that does not answer must not hold requests: waiting for a connection fails after 5 s.
    connectionTimeoutMillis: 5_000,
    // Notices a server that vanished without closing the connection, rather than hours later.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // A dropped connection must never crash the process. The pool listens on idle clients only; a client
  // that is checked out (inside a transaction) needs its own listener. The query in flight fails (503),
  // and the pool replaces the broken client when it is released.
  pool.on('error', (err) => opts.onConnectionError?.(err));
  pool.on('connect', (client) => client.on('error', (err) => opts.onConnectionError?.(err)));
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    driver: 'pg',
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, handlers) => listenOn(opts, channel, handlers),
  };
};

const LISTEN_RETRY_MS = 1_000;

const listenOn = async (
  opts: TDatabaseOptions & { databaseUrl: string },
  channel: string,
  handlers: Parameters<TListen>[1],
) => {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: opts.databaseUrl, keepAlive: true });
    let live = false;
    next.on('notification', (msg) => {
      if (msg.channel === channel) handlers.onMessage(msg.payload ?? '');
    });
    const lost = (err?: Error) => {
      if (err) opts.onConnectionError?.(err);
      if (!live || stopped) return;
      live = false;
      client = undefined;
      retryLater();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await next.end().catch(() => undefined);
      throw err;
    }
    if (stopped) return void (await next.end().catch(() => undefined));
    live = true;
    client = next;
  };
  const retryLater = () => {
    retry = setTimeout(() => {
      connect().then(handlers.onGap, (err: Error) => {
        opts.onConnectionError?.(err);
        if (!stopped) retryLater();
      });
    }, LISTEN_RETRY_MS);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
};

export const openDatabase = async (opts: TDatabaseOptions): Promise<TDatabase> => {
  if (opts.databaseUrl) return openPool({ ...opts, databaseUrl: opts.databaseUrl });
  const inMemory = opts.dataDir === 'memory';
  if (!inMemory) fs.mkdirSync(opts.dataDir, { recursive: true });
  const unlock = inMemory ? () => undefined : lockDataDir(opts.dataDir);
  try {
    const client = await PGlite.create({
      ...(inMemory ? {} : { dataDir: opts.dataDir }),
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
      extensions: { pg_trgm },
    });
    return {
      db: drizzlePglite(client, { schema }) as unknown as Db,
      driver: 'pglite',
      dumpDataDir: () => client.dumpDataDir('none'),
      close: () => client.close().finally(unlock),
    };
  } catch (err) {
    unlock();
    throw err;
  }
};
