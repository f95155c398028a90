import path from 'node:path';
import { serverFile } from './paths.ts';
import { parseTrustProxy } from './trust-proxy.ts';
import {
  ALIYUN_SMS_DEFAULT_ENDPOINT,
  readSmsSettings,
  TENCENT_SMS_DEFAULT_ENDPOINT,
  TENCENT_SMS_DEFAULT_REGION,
} from '../adapters/sms/sms-settings.ts';
import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** An origin alone: http(s), a host, maybe a port; no path, query or credentials. */
const isOrigin = (value: string) => {
  const url = URL.parse(value);
  return (
    !!url &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    !url.username &&
    !url.password &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash
  );
};

const ZEnv = z.object({
  /**
   * Production unless told otherwise, whoever starts the process (`node dist/server.js` included): the demo
   * (`npm start`), `npm run dev` and the browser journeys say `development`; tests say `test`.
   */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /**
   * Where visitors reach the portal (`https://careers.example.com`): the origin of every link in messages and
   * pages of a customer that has no public URL of its own. Default: http://localhost:PORT (the demo).
   */
  PUBLIC_URL: z.string().refine(isOrigin, 'an origin like https://careers.example.com (no path)').optional(),
  /** PostgreSQL server; when unset the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
  /**
   * A read replica of DATABASE_URL (streaming replication); when set, the public job pages and reference
   * lists read from it and everything else from the primary.
   */
  DATABASE_READ_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Uploaded files (local storage); defaults to DATA_DIR/uploads. */
  UPLOAD_DIR: z.string().optional(),
  /** Serve the development outbox (/api/dev/*). Never enable in production. */
  DEV_OUTBOX: flag,
  /** Seed the demo data into an empty database: on by default in development, refused in production. */
  SEED_DEMO: z.enum(['0', '1', 'true', 'false', '']).optional(),
  /** Apply the migrations at start (default); `0` when an operator runs `admin migrate` before upgrades. */
  MIGRATE_ON_START: z
    .enum(['0', '1', 'true', 'false', ''])
    .optional()
    .transform((v) => v !== '0' && v !== 'false'),
  /**
   * A staging setting: lets production run with the test outboxes (email and SMS kept in the database, sent
   * to nobody) instead of SMTP_URL and a real SMS provider. Logged as a warning at every start.
   */
  MESSAGES_OUTBOX: flag,
  /** How many API processes serve this database (all of them); more than one needs shared upload storage. */
  PROCESSES: z.coerce.number().int().min(1).max(1000).default(1),
  /** UPLOAD_DIR is one volume every process mounts (NFS and the like), so local storage may serve several. */
  UPLOAD_DIR_SHARED: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Built single-page app to serve; empty to serve the API alone. */
  WEB_DIST: z.string().optional(),
  /** Forwarding proxies trusted for the client's address: a hop count or their addresses (trust-proxy.ts). */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (parsed !== undefined) return parsed;
      ctx.addIssue({
        code: 'custom',
        message: 'a hop count (1) or proxy addresses and CIDRs (10.0.0.0/8,…)',
      });
      return z.NEVER;
    }),
  /** Serve Prometheus metrics at GET /metrics on PORT, to requests with METRICS_TOKEN. */
  METRICS: flag,
  /** The bearer token a scraper sends for /metrics on PORT (Authorization: Bearer <token>). */
  METRICS_TOKEN: z.string().min(32).optional(),
  /** Serve Prometheus metrics at GET /metrics on this port of its own (kept off the public network). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /**
   * Check every response against its contract in production too (always on elsewhere); costs a zod parse
   * per response.
   */
  VALIDATE_RESPONSES: flag,
  /** SMTP server for email (nodemailer URL); unset: emails go to the database outbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('no-reply@localhost'),
  /**
   * Multiplies every per-IP limit. Keep 1 in production; a test run whose many simulated users all come
   * from one address raises it. Per-account limits (sign-in failures, SMS codes) never change.
   */
  RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  /**
   * Redis, for every feature that needs one: today the per-IP limits shared by every API process. Unset:
   * each process counts on its own.
   */
  REDIS_URL: z.string().url().optional(),
  /**
   * Key that seals HR authenticator secrets and hashes recovery codes (any long random string, the same for
   * every API process). Unset: a development key, fine for the demo but not for a deployment.
   */
  SECOND_FACTOR_KEY: z.string().min(32).optional(),
  /** Uploaded files in an S3-compatible bucket instead of UPLOAD_DIR. */
  STORAGE_S3_BUCKET: z.string().min(3).optional(),
  /** The store's address for a non-AWS store (MinIO, Ceph, OSS...); unset: AWS for the region. */
  STORAGE_S3_ENDPOINT: z.string().url().optional(),
  STORAGE_S3_REGION: z.string().default('us-east-1'),
  /** Unset: the SDK's own chain (instance role, AWS_* variables, shared config). */
  STORAGE_S3_ACCESS_KEY_ID: z.string().optional(),
  STORAGE_S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path rather than the host name, as most self-hosted stores need. */
  STORAGE_S3_FORCE_PATH_STYLE: flag,
  /** Who sends text messages: the database outbox (default), Aliyun SMS or Tencent Cloud SMS. */
  SMS_PROVIDER: z.enum(['outbox', 'aliyun', 'tencent']).default('outbox'),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_SMS_ENDPOINT: z.string().url().default(ALIYUN_SMS_DEFAULT_ENDPOINT),
  /** The approved template of each kind of message: `code:SMS_123,offer:SMS_456,…` (README lists the kinds). */
  ALIYUN_SMS_TEMPLATES: z.string().optional(),
  TENCENT_SMS_SECRET_ID: z.string().optional(),
  TENCENT_SMS_SECRET_KEY: z.string().optional(),
  TENCENT_SMS_SDK_APP_ID: z.string().optional(),
  TENCENT_SMS_REGION: z.string().default(TENCENT_SMS_DEFAULT_REGION),
  TENCENT_SMS_ENDPOINT: z.string().url().default(TENCENT_SMS_DEFAULT_ENDPOINT),
  /** Like ALIYUN_SMS_TEMPLATES, with Tencent's template ids: `code:1234567,offer:1234568,…`. */
  TENCENT_SMS_TEMPLATES: z.string().optional(),
});

/** The chosen SMS provider has its keys and a template for every kind of message. */
const ZEnvChecked = ZEnv.superRefine((env, ctx) => {
  for (const message of readSmsSettings(env).problems)
    ctx.addIssue({ code: 'custom', path: ['SMS_PROVIDER'], message });
});

export type TEnv = Omit<z.infer<typeof ZEnv>, 'PUBLIC_URL' | 'SEED_DEMO'> & {
  UPLOAD_DIR: string;
  PUBLIC_URL: string;
  SEED_DEMO: boolean;
};

/** One error for every problem found, one line each, so a start names them all at once. */
const configurationError = (lines: string[]) =>
  new Error(
    lines.length === 1
      ? `Invalid configuration: ${lines[0]}`
      : `Invalid configuration (${lines.length} problems):\n${lines.map((line) => `  - ${line}`).join('\n')}`,
  );

/** Settings that contradict each other or the mode; each line says what to change. */
const refusals = (data: z.infer<typeof ZEnv>, source: NodeJS.ProcessEnv): string[] => {
  const production = data.NODE_ENV === 'production';
  const lines: string[] = [];
  if (data.DEV_OUTBOX && production) {
    lines.push(
      'DEV_OUTBOX=1 serves every SMS code and captcha answer to anyone; ' +
        'it cannot run with NODE_ENV=production. Unset DEV_OUTBOX (or use NODE_ENV=development).',
    );
  }
  if (production && (data.SEED_DEMO === '1' || data.SEED_DEMO === 'true')) {
    lines.push(
      'SEED_DEMO=1 would add the demo customers, whose published logins anyone can use; it cannot run with ' +
        'NODE_ENV=production. Unset SEED_DEMO (create customers with `admin customer:create`).',
    );
  }
  if (data.METRICS && !data.METRICS_TOKEN) {
    lines.push(
      "METRICS=1 would serve /metrics to anyone on the portal's port; set " +
        'METRICS_TOKEN (32+ characters, sent by the scraper as "Authorization: Bearer <token>"), ' +
        'or serve metrics on a port of their own with METRICS_PORT instead.',
    );
  }
  if (source.RATE_LIMIT_REDIS_URL !== undefined) {
    lines.push(
      'RATE_LIMIT_REDIS_URL is no longer read; set REDIS_URL to the same address instead, or the ' +
        'processes would each count the per-IP limits on their own.',
    );
  }
  lines.push(...processRefusals(data));
  return lines;
};

/** Several API processes need one database server and uploads every process can read. */
const processRefusals = (data: z.infer<typeof ZEnv>): string[] => {
  if (data.PROCESSES === 1) return [];
  const lines: string[] = [];
  if (!data.DATABASE_URL) {
    lines.push(
      `PROCESSES=${data.PROCESSES} needs DATABASE_URL: the embedded database serves one process; ` +
        'set DATABASE_URL to a PostgreSQL server (or PROCESSES=1).',
    );
  }
  if (!data.STORAGE_S3_BUCKET && !data.UPLOAD_DIR_SHARED) {
    lines.push(
      `PROCESSES=${data.PROCESSES} with uploads on this machine's disk: a file saved by one process is ` +
        'missing on the others. Set STORAGE_S3_BUCKET (an S3-compatible bucket), or UPLOAD_DIR_SHARED=1 ' +
        'when UPLOAD_DIR is one volume every process mounts.',
    );
  }
  return lines;
};

/** The only reader of process.env: parsed and validated once at start. */
export const readEnv = (source: NodeJS.ProcessEnv = process.env): TEnv => {
  const parsed = ZEnvChecked.safeParse(source);
  if (!parsed.success) {
    throw configurationError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const problems = refusals(parsed.data, source);
  if (problems.length > 0) throw configurationError(problems);
  const { SEED_DEMO, NODE_ENV } = parsed.data;
  return {
    ...parsed.data,
    // The demo's customers and logins are public: seeded by default in development and tests only.
    SEED_DEMO: SEED_DEMO === '1' || SEED_DEMO === 'true' || (!SEED_DEMO && NODE_ENV !== 'production'),
    UPLOAD_DIR: parsed.data.UPLOAD_DIR ?? path.join(parsed.data.DATA_DIR, 'uploads'),
    PUBLIC_URL: new URL(parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).origin,
  };
};

/**
 * What a production start lacks, one line per setting, naming the variable and what to set (empty outside
 * production). A customer with phone accounts needs a real SMS provider: the caller looks in the database.
 */
export const productionGaps = (
  facts: { hasPhoneAccounts: boolean },
  source: NodeJS.ProcessEnv = process.env,
): string[] => {
  const env = readEnv(source);
  if (env.NODE_ENV !== 'production') return [];
  const gaps: string[] = [];
  if (!env.SECOND_FACTOR_KEY) {
    gaps.push(
      'SECOND_FACTOR_KEY is not set: set it to a long random string (32+ characters, e.g. `openssl rand ' +
        '-base64 48`), the same for every process; it seals HR authenticator secrets.',
    );
  }
  if (!source.PUBLIC_URL) {
    gaps.push(
      'PUBLIC_URL is not set: set it to the origin visitors reach the portal at (https://careers.example.com), ' +
        'or links in messages point at localhost.',
    );
  }
  if (env.MESSAGES_OUTBOX) return gaps;
  if (!env.SMTP_URL) {
    gaps.push(
      'SMTP_URL is not set: set it to the mail server (smtps://user:password@smtp.example.com:465), or ' +
        'emails stay in the database outbox (MESSAGES_OUTBOX=1 allows that on a staging server).',
    );
  }
  if (facts.hasPhoneAccounts && env.SMS_PROVIDER === 'outbox') {
    gaps.push(
      'SMS_PROVIDER is not set: a customer has phone accounts, so set SMS_PROVIDER=aliyun or tencent with ' +
        'its keys, or sign-in codes stay in the database outbox (MESSAGES_OUTBOX=1 allows that on staging).',
    );
  }
  return gaps;
};

/** The error a production start with gaps stops on: every missing setting at once. */
export const productionGapsError = (gaps: string[]) =>
  new Error(
    `Cannot start in production without ${gaps.length === 1 ? 'this setting' : `these ${gaps.length} settings`}:\n` +
      gaps.map((gap) => `  - ${gap}`).join('\n'),
  );

export const defaultWebDist = (): string => serverFile('..', 'web', 'dist');

/** The S3-compatible bucket for uploaded files, when one is configured. */
export const s3StorageConfig = (
  env: Partial<
    Pick<
      TEnv,
      | 'STORAGE_S3_BUCKET'
      | 'STORAGE_S3_ENDPOINT'
      | 'STORAGE_S3_REGION'
      | 'STORAGE_S3_ACCESS_KEY_ID'
      | 'STORAGE_S3_SECRET_ACCESS_KEY'
      | 'STORAGE_S3_FORCE_PATH_STYLE'
    >
  >,
) =>
  env.STORAGE_S3_BUCKET
    ? {
        bucket: env.STORAGE_S3_BUCKET,
        region: env.STORAGE_S3_REGION ?? 'us-east-1',
        endpoint: env.STORAGE_S3_ENDPOINT,
        accessKeyId: env.STORAGE_S3_ACCESS_KEY_ID,
        secretAccessKey: env.STORAGE_S3_SECRET_ACCESS_KEY,
        forcePathStyle: env.STORAGE_S3_FORCE_PATH_STYLE,
      }
    : undefined;
