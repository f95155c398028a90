import zlib from 'node:zlib';
import acceptNegotiator from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheOwner } from '../db/replica.ts';

/**
 * Public answers every visitor gets alike (the job list and its searches, a job's detail, the reference
 * lists) kept for a moment per database, customer, scope, route, language and validated input: the
 * serialized envelope, and each compressed form once a client asked for it. A hit costs no query, no
 * serialization and no compression. A write through the repositories drops the customer's scope at once
 * (`invalidateSharedResponses`), so this process never serves a job HR changed; another API process sees the
 * change within TTL_MS.
 */
export const TTL_MS = 30_000;
/** Distinct answers kept per customer and scope (keywords make the space unbounded); the oldest go first. */
const MAX_ENTRIES = 5_000;
/** As the compress plugin (plugins/security.ts): smaller answers are sent as they are. */
const COMPRESS_THRESHOLD = 1024;
const ENCODINGS = ['br', 'gzip', 'deflate'] as const;
type TEncoding = (typeof ENCODINGS)[number];
/** As @fastify/compress: `*` and `x-gzip` count as gzip. */
const GZIP_ALIAS = /\*|x-gzip/gu;

/** What a cached answer depends on besides customer and language. */
export type TResponseScope = 'jobs' | 'reference';

interface TEntry {
  json: string;
  bytes: number;
  at: number;
  encoded: Partial<Record<TEncoding, Buffer>>;
}

type TScopeCache = Map<string, Promise<TEntry>>;
const caches = new WeakMap<object, Map<string, TScopeCache>>();
/**
 * A read replica may not have a write yet: for REPLICA_LAG_MS after a write, answers read from a replica are
 * sent but not kept, so a lagging replica's answer is never served for a whole TTL.
 */
const REPLICA_LAG_MS = 10_000;
const lastWrites = new WeakMap<object, Map<string, number>>();

const scopeCache = (db: object, customerId: number, scope: TResponseScope): TScopeCache => {
  const owner = cacheOwner(db);
  let perDb = caches.get(owner);
  if (!perDb) caches.set(owner, (perDb = new Map()));
  const name = `${customerId}:${scope}`;
  let perScope = perDb.get(name);
  if (!perScope) perDb.set(name, (perScope = new Map()));
  return perScope;
};

/** Drops every cached answer of this customer in this scope (after a job or a reference list changed). */
export const invalidateSharedResponses = (db: object, customerId: number, scope: TResponseScope): void => {
  const owner = cacheOwner(db);
  caches.get(owner)?.delete(`${customerId}:${scope}`);
  let writes = lastWrites.get(owner);
  if (!writes) lastWrites.set(owner, (writes = new Map()));
  writes.set(`${customerId}:${scope}`, Date.now());
};

const replicaMayLag = (db: object, customerId: number, scope: TResponseScope, now: number): boolean => {
  const owner = cacheOwner(db);
  if (owner === db) return false;
  const written = lastWrites.get(owner)?.get(`${customerId}:${scope}`);
  return written !== undefined && now - written < REPLICA_LAG_MS;
};

const compress = (encoding: TEncoding, json: string): Buffer =>
  encoding === 'br'
    ? zlib.brotliCompressSync(json, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        },
      })
    : encoding === 'gzip'
      ? zlib.gzipSync(json)
      : zlib.deflateSync(json);

const negotiate = (req: FastifyRequest): TEncoding | undefined => {
  const header = req.headers['accept-encoding'];
  if (header === undefined || req.headers['x-no-compression'] !== undefined) return undefined;
  return (acceptNegotiator.negotiate(header.toLowerCase().replace(GZIP_ALIAS, 'gzip'), [...ENCODINGS]) ??
    undefined) as TEncoding | undefined;
};

const send = (req: FastifyRequest, reply: FastifyReply, entry: TEntry): FastifyReply => {
  void reply.type('application/json; charset=utf-8');
  const encoding = entry.bytes >= COMPRESS_THRESHOLD ? negotiate(req) : undefined;
  if (!encoding) return reply.send(entry.json);
  const body = (entry.encoded[encoding] ??= compress(encoding, entry.json));
  void reply.header('vary', 'accept-encoding').header('content-encoding', encoding);
  return reply.send(body);
};

/**
 * Answers from the cache, or runs `produce` (concurrent callers of one key share one run) and caches its
 * serialized envelope. A refusal (a thrown AppError) is never cached.
 */
export const sendShared = async (
  req: FastifyRequest,
  reply: FastifyReply,
  opts: { db: object; customerId: number; scope: TResponseScope; key: string },
  produce: () => Promise<unknown>,
): Promise<FastifyReply> => {
  const now = Date.now();
  if (replicaMayLag(opts.db, opts.customerId, opts.scope, now)) return reply.send(await produce());
  const cache = scopeCache(opts.db, opts.customerId, opts.scope);
  const hit = cache.get(opts.key);
  if (hit) {
    const entry = await hit;
    if (now - entry.at < TTL_MS) return send(req, reply, entry);
    if (cache.get(opts.key) === hit) cache.delete(opts.key);
  }
  const pending = produce().then((envelope): TEntry => {
    const json = reply.serialize(envelope) as string;
    return { json, bytes: Buffer.byteLength(json), at: now, encoded: {} };
  });
  cache.set(opts.key, pending);
  pending.catch(() => {
    if (cache.get(opts.key) === pending) cache.delete(opts.key);
  });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return send(req, reply, await pending);
};
