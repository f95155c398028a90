import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationEvents, applications, jobs, offers, sourceLogs } from '../../db/schema/index.ts';

/** Applications with their snapshots and histories, offers, and the visits logged for the user. */
export const exportApplicationData = async (db: Db, customerId: number, userId: number) => {
  const apps = await db
    .select({ application: applications, titleEn: jobs.titleEn, titleZh: jobs.titleZh })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.customerId, customerId), eq(applications.userId, userId)));
  const ids = apps.map((a) => a.application.id);
  const [events, offerRows, visits] = await Promise.all([
    ids.length
      ? db.select().from(applicationEvents).where(inArray(applicationEvents.applicationId, ids))
      : Promise.resolve([]),
    db
      .select()
      .from(offers)
      .where(and(eq(offers.customerId, customerId), eq(offers.userId, userId))),
    db
      .select()
      .from(sourceLogs)
      .where(and(eq(sourceLogs.customerId, customerId), eq(sourceLogs.userId, userId))),
  ]);
  return {
    applications: apps.map(({ application: a, titleEn, titleZh }) => ({
      id: a.id,
      position: { id: a.jobId, titleEn, titleZh },
      status: a.status,
      appliedAt: a.createdAt,
      resumeAsSubmitted: a.resumeSnapshot,
      history: events
        .filter((e) => e.applicationId === a.id)
        .map((e) => ({ status: e.status, note: e.note, at: e.createdAt })),
    })),
    offers: offerRows.map(({ customerId: _c, createdBy: _b, ...o }) => o),
    visits: visits.map((v) => ({
      sourceId: v.sourceId,
      recommendCode: v.recommendCode,
      jobId: v.jobId,
      url: v.url,
      at: v.createdAt,
    })),
  };
};

/** Keeps applications (hiring records) without the person: snapshots reduced to a placeholder name. */
export const anonymiseApplicationData = async (
  db: Db,
  customerId: number,
  userId: number,
  placeholderName: string,
) => {
  await db
    .update(applications)
    .set({
      resumeSnapshot: {
        basic: { name: placeholderName },
        other: {},
        workHistory: [],
        education: [],
        additional: {},
        skills: [],
        homeOffice: {},
      },
    })
    .where(and(eq(applications.customerId, customerId), eq(applications.userId, userId)));
  await db
    .update(sourceLogs)
    .set({ userId: null })
    .where(and(eq(sourceLogs.customerId, customerId), eq(sourceLogs.userId, userId)));
};
