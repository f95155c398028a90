import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobFavorites } from '../../db/schema/index.ts';

export interface TFavoriteOwner {
  customerId: number;
  userId: number;
}

const ofOwner = (owner: TFavoriteOwner) =>
  and(eq(jobFavorites.customerId, owner.customerId), eq(jobFavorites.userId, owner.userId));

/** Serialises one candidate's saves, so that the count checked is the count written. */
export const lockOwner = (db: Db, owner: TFavoriteOwner) =>
  db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`favorites:${owner.customerId}:${owner.userId}`}))`);

export const countFavorites = async (db: Db, owner: TFavoriteOwner) =>
  (await db.select({ n: count() }).from(jobFavorites).where(ofOwner(owner)))[0]?.n ?? 0;

export const hasFavorite = async (db: Db, owner: TFavoriteOwner, jobId: number) =>
  (
    await db
      .select({ jobId: jobFavorites.jobId })
      .from(jobFavorites)
      .where(and(ofOwner(owner), eq(jobFavorites.jobId, jobId)))
      .limit(1)
  ).length > 0;

export const insertFavorite = (db: Db, owner: TFavoriteOwner, jobId: number, at: Date) =>
  db
    .insert(jobFavorites)
    .values({ ...owner, jobId, createdAt: at })
    .onConflictDoNothing();

export const deleteFavorite = (db: Db, owner: TFavoriteOwner, jobId: number) =>
  db.delete(jobFavorites).where(and(ofOwner(owner), eq(jobFavorites.jobId, jobId)));

export const findFavoritePage = async (
  db: Db,
  owner: TFavoriteOwner,
  q: { pageIndex: number; pageSize: number; jobIds?: number[] | undefined },
) => {
  const where = and(ofOwner(owner), q.jobIds ? inArray(jobFavorites.jobId, q.jobIds) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ jobId: jobFavorites.jobId, createdAt: jobFavorites.createdAt })
      .from(jobFavorites)
      .where(where)
      .orderBy(desc(jobFavorites.createdAt), desc(jobFavorites.jobId))
      .limit(q.pageSize)
      .offset((q.pageIndex - 1) * q.pageSize),
    db.select({ n: count() }).from(jobFavorites).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** Every saved job of a candidate, for the personal-data archive. */
export const findAllFavorites = (db: Db, owner: TFavoriteOwner) =>
  db
    .select({ jobId: jobFavorites.jobId, createdAt: jobFavorites.createdAt })
    .from(jobFavorites)
    .where(ofOwner(owner))
    .orderBy(desc(jobFavorites.createdAt));
