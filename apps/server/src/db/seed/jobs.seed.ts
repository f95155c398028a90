import type { Db } from '../client.ts';
import { jobs } from '../schema/index.ts';
import { chunk } from './batch.ts';
import { generateJob, type TJobContext, type TJobInsert } from './job-generator.ts';
import { createRandom } from './prng.ts';

/** Requisitions per customer: customer 1 is the main, busy portal; customer 2 a smaller one. */
export const JOB_COUNTS: Record<number, number> = { 1: 260, 2: 72 };

export const generateJobs = (ctx: TJobContext, count: number): TJobInsert[] => {
  // A fixed seed per customer: the demo data is the same on every machine and every run.
  const rng = createRandom(20_261_120 + ctx.customerId);
  return Array.from({ length: count }, () => generateJob(rng, ctx));
};

/** Inserts a customer's jobs, 100 rows per statement to keep seeding fast on the embedded database. */
export const seedJobs = async (db: Db, ctx: TJobContext): Promise<number> => {
  const rows = generateJobs(ctx, JOB_COUNTS[ctx.customerId] ?? 0);
  for (const batch of chunk(rows, 100)) await db.insert(jobs).values(batch);
  return rows.length;
};
