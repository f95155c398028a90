import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { TResume } from '@tmp/contracts';
import type { Db } from '../../db/client.ts';
import { resumeFieldSettings, resumeFiles, resumes } from '../../db/schema/index.ts';

export const findResume = async (db: Db, customerId: number, userId: number) =>
  (
    await db
      .select()
      .from(resumes)
      .where(and(eq(resumes.customerId, customerId), eq(resumes.userId, userId)))
      .limit(1)
  )[0];

export const upsertResume = async (db: Db, customerId: number, userId: number, data: TResume, now: Date) =>
  (
    await db
      .insert(resumes)
      .values({ customerId, userId, data, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [resumes.customerId, resumes.userId], set: { data, updatedAt: now } })
      .returning({ updatedAt: resumes.updatedAt })
  )[0]!;

export const findFieldSettings = (db: Db, customerId: number) =>
  db.select().from(resumeFieldSettings).where(eq(resumeFieldSettings.customerId, customerId));

export const findResumeFiles = (db: Db, customerId: number, userId: number) =>
  db
    .select()
    .from(resumeFiles)
    .where(and(eq(resumeFiles.customerId, customerId), eq(resumeFiles.userId, userId)))
    .orderBy(asc(resumeFiles.createdAt), asc(resumeFiles.id));

export const countResumeFiles = async (db: Db, customerId: number, userId: number) =>
  (
    await db
      .select({ n: count() })
      .from(resumeFiles)
      .where(and(eq(resumeFiles.customerId, customerId), eq(resumeFiles.userId, userId)))
  )[0]?.n ?? 0;

export const findResumeFile = async (db: Db, customerId: number, userId: number, id: number) =>
  (
    await db
      .select()
      .from(resumeFiles)
      .where(
        and(eq(resumeFiles.customerId, customerId), eq(resumeFiles.userId, userId), eq(resumeFiles.id, id)),
      )
      .limit(1)
  )[0];

/**
 * Queues the candidate's file uploads for the rest of the transaction (a lock per user, held until commit),
 * so the count read after it stays true until the insert: simultaneous uploads cannot pass the limit.
 */
export const lockUserResumeFiles = (tx: Db, userId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('resume_files'), ${userId})`);

export const insertResumeFile = async (db: Db, row: typeof resumeFiles.$inferInsert) =>
  (await db.insert(resumeFiles).values(row).returning())[0]!;

export const deleteResumeFile = (db: Db, customerId: number, id: number) =>
  db.delete(resumeFiles).where(and(eq(resumeFiles.customerId, customerId), eq(resumeFiles.id, id)));

export const findCustomerResumeFile = async (db: Db, customerId: number, id: number) =>
  (
    await db
      .select()
      .from(resumeFiles)
      .where(and(eq(resumeFiles.customerId, customerId), eq(resumeFiles.id, id)))
      .limit(1)
  )[0];

export const replaceFieldSettings = async (
  db: Db,
  customerId: number,
  rows: Array<{ fieldKey: string; isEnabled: number; isRequired: number }>,
) => {
  await db.delete(resumeFieldSettings).where(eq(resumeFieldSettings.customerId, customerId));
  if (rows.length) await db.insert(resumeFieldSettings).values(rows.map((r) => ({ ...r, customerId })));
};
