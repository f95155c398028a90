import type { TAdapters } from '../adapters/index.ts';
import type { Db } from '../db/client.ts';
import type { TJobChanges } from './job-changes.ts';
import type { TJobQueue } from './job-queue.ts';
import type { TSecretBox } from '../modules/accounts/second-factor.crypto.ts';

/** What services need from the outside world; tests pass a clock they can move. */
export interface TDeps {
  db: Db;
  now: () => Date;
  adapters: TAdapters;
  /** Work done later or again on failure: messages, reminders, sweeps. */
  jobs: TJobQueue;
  /** Seals authenticator secrets and hashes recovery codes with the server's key. */
  secretBox: TSecretBox;
  /** Announces that HR changed a customer's jobs (cached public pages are dropped). */
  jobChanges: TJobChanges;
  /** The deployment's public origin (PUBLIC_URL): links of customers without one of their own start here. */
  publicUrl: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: TDeps;
  }
}
