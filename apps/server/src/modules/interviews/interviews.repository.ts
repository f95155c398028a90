import { and, asc, desc, eq, exists, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { InterviewStatus } from '@tmp/contracts';
import type { Db } from '../../db/client.ts';
import { type THrScope, interviewsInScope } from '../../lib/hr-scope.ts';
import {
  applications,
  interviewPlanInterviewers,
  interviewPlans,
  interviewers,
  interviewSlots,
  interviews,
  jobs,
  users,
} from '../../db/schema/index.ts';
import { customerEnabled } from '../customers/customer-status.ts';

export type TInterviewRow = typeof interviews.$inferSelect;
export type TPlanRow = typeof interviewPlans.$inferSelect;
export type TSlotRow = typeof interviewSlots.$inferSelect;

export const insertPlan = async (tx: Db, plan: typeof interviewPlans.$inferInsert) =>
  (await tx.insert(interviewPlans).values(plan).returning())[0]!;

/** The interviewer rows for these people (one per email in the customer), created where missing. */
export const upsertInterviewers = async (
  tx: Db,
  customerId: number,
  people: Array<{ hrUserId: number | null; name: string; email: string }>,
) => {
  const rows = await tx
    .insert(interviewers)
    .values(people.map((p) => ({ customerId, ...p })))
    .onConflictDoUpdate({
      target: [interviewers.customerId, interviewers.email],
      set: {
        name: sql`excluded.name`,
        hrUserId: sql`coalesce(excluded.hr_user_id, interviewers.hr_user_id)`,
      },
    })
    .returning({ id: interviewers.id });
  return rows.map((r) => r.id);
};

/** The people named by email before (not HR users), most recent first. */
export const findNamedInterviewers = (db: Db, customerId: number) =>
  db
    .select({ name: interviewers.name, email: interviewers.email })
    .from(interviewers)
    .where(and(eq(interviewers.customerId, customerId), isNull(interviewers.hrUserId)))
    .orderBy(desc(interviewers.id))
    .limit(100);

export const linkInterviewers = (tx: Db, planId: number, interviewerIds: number[]) =>
  tx
    .insert(interviewPlanInterviewers)
    .values(interviewerIds.map((interviewerId) => ({ planId, interviewerId })));

export const insertSlots = (tx: Db, rows: Array<typeof interviewSlots.$inferInsert>) =>
  tx.insert(interviewSlots).values(rows).returning();

export const insertInterview = async (tx: Db, row: typeof interviews.$inferInsert) =>
  (await tx.insert(interviews).values(row).returning())[0]!;

export const findPlanInterviewers = (db: Db, customerId: number, planIds: number[]) =>
  planIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          planId: interviewPlanInterviewers.planId,
          id: interviewers.id,
          name: interviewers.name,
          email: interviewers.email,
        })
        .from(interviewPlanInterviewers)
        .innerJoin(interviewers, eq(interviewers.id, interviewPlanInterviewers.interviewerId))
        .where(
          and(eq(interviewers.customerId, customerId), inArray(interviewPlanInterviewers.planId, planIds)),
        )
        .orderBy(asc(interviewers.id));

export const findPlanSlots = (db: Db, customerId: number, planIds: number[]) =>
  planIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ slot: interviewSlots, heldBy: interviews.id })
        .from(interviewSlots)
        .leftJoin(interviews, eq(interviews.slotId, interviewSlots.id))
        .where(and(eq(interviewSlots.customerId, customerId), inArray(interviewSlots.planId, planIds)))
        .orderBy(asc(interviewSlots.startsAt));

/**
 * Locks the interviewers' rows, in id order so that two bookings never wait on each other: whoever
 * books a time for any of them waits here until the other's booking has committed.
 */
export const lockInterviewers = (tx: Db, customerId: number, ids: number[]) =>
  tx.execute(
    sql`SELECT id FROM interviewers WHERE customer_id = ${customerId} AND id IN ${ids} ORDER BY id FOR UPDATE`,
  );

/** An interview already scheduled for one of these interviewers that overlaps [startsAt, endsAt). */
export const findInterviewerClash = async (
  tx: Db,
  customerId: number,
  interviewerIds: number[],
  range: { startsAt: Date; endsAt: Date },
  exceptId: number,
) =>
  (
    await tx
      .select({ name: interviewers.name, startsAt: interviews.startsAt })
      .from(interviews)
      .innerJoin(interviewPlanInterviewers, eq(interviewPlanInterviewers.planId, interviews.planId))
      .innerJoin(interviewers, eq(interviewers.id, interviewPlanInterviewers.interviewerId))
      .where(
        and(
          eq(interviews.customerId, customerId),
          inArray(interviewPlanInterviewers.interviewerId, interviewerIds),
          eq(interviews.status, 2),
          ne(interviews.id, exceptId),
          lt(interviews.startsAt, range.endsAt),
          sql`${interviews.endsAt} > ${range.startsAt}`,
        ),
      )
      .limit(1)
  )[0];

export const lockInterview = async (tx: Db, customerId: number, id: number) =>
  (
    await tx
      .select()
      .from(interviews)
      .where(and(eq(interviews.customerId, customerId), eq(interviews.id, id)))
      .for('update')
  )[0];

/** The slot row, locked: bookings of one slot take turns. */
export const lockSlot = async (tx: Db, customerId: number, planId: number, slotId: number) =>
  (
    await tx
      .select()
      .from(interviewSlots)
      .where(
        and(
          eq(interviewSlots.customerId, customerId),
          eq(interviewSlots.planId, planId),
          eq(interviewSlots.id, slotId),
        ),
      )
      .for('update')
  )[0];

export const isSlotHeld = async (tx: Db, customerId: number, slotId: number) =>
  (
    await tx
      .select({ id: interviews.id })
      .from(interviews)
      .where(and(eq(interviews.customerId, customerId), eq(interviews.slotId, slotId)))
      .limit(1)
  ).length > 0;

export const updateInterview = async (
  tx: Db,
  customerId: number,
  id: number,
  set: Partial<typeof interviews.$inferInsert>,
) =>
  (
    await tx
      .update(interviews)
      .set(set)
      .where(and(eq(interviews.customerId, customerId), eq(interviews.id, id)))
      .returning()
  )[0]!;

/** Development fixtures only: a slot's times moved. */
export const shiftSlot = (tx: Db, customerId: number, id: number, range: { startsAt: Date; endsAt: Date }) =>
  tx
    .update(interviewSlots)
    .set(range)
    .where(and(eq(interviewSlots.customerId, customerId), eq(interviewSlots.id, id)));

const listColumns = {
  interview: interviews,
  plan: interviewPlans,
  titleEn: jobs.titleEn,
  titleZh: jobs.titleZh,
  jobId: jobs.id,
  candidateName: users.displayName,
};

const listQuery = (db: Db) =>
  db
    .select(listColumns)
    .from(interviews)
    .innerJoin(interviewPlans, eq(interviewPlans.id, interviews.planId))
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, interviews.userId));

export type TInterviewListRow = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

export const findInterviewView = async (db: Db, customerId: number, id: number, userId?: number) =>
  (
    await listQuery(db).where(
      and(
        eq(interviews.customerId, customerId),
        eq(interviews.id, id),
        userId === undefined ? undefined : eq(interviews.userId, userId),
      ),
    )
  )[0];

/** The candidate's interviews: open ones by time (unbooked first), then the closed ones. */
export const findUserInterviews = async (
  db: Db,
  customerId: number,
  userId: number,
  page: { offset: number; limit: number },
) => {
  const where = and(eq(interviews.customerId, customerId), eq(interviews.userId, userId));
  const [rows, [count]] = await Promise.all([
    listQuery(db)
      .where(where)
      .orderBy(
        sql`CASE WHEN ${interviews.status} IN (1, 2) THEN 0 ELSE 1 END`,
        sql`${interviews.startsAt} ASC NULLS FIRST`,
        desc(interviews.id),
      )
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(interviews)
      .where(where),
  ]);
  return { rows, count: count?.n ?? 0 };
};

export interface THrInterviewFilter {
  jobId?: number | undefined;
  scope?: THrScope | undefined;
  status?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/**
 * An interview in [from, to): booked or fixed there, or still waiting for its candidate with an offered
 * time there that nobody holds.
 */
const inWindow = (db: Db, from: Date | undefined, to: Date | undefined) =>
  or(
    and(from ? gte(interviews.startsAt, from) : undefined, to ? lt(interviews.startsAt, to) : undefined),
    and(
      eq(interviews.status, 1),
      exists(
        db
          .select({ one: sql`1` })
          .from(interviewSlots)
          .where(
            and(
              eq(interviewSlots.planId, interviews.planId),
              from ? gte(interviewSlots.startsAt, from) : undefined,
              to ? lt(interviewSlots.startsAt, to) : undefined,
              sql`NOT EXISTS (SELECT 1 FROM interviews held WHERE held.slot_id = ${interviewSlots.id})`,
            ),
          ),
      ),
    ),
  );

export const findCustomerInterviews = async (
  db: Db,
  customerId: number,
  filter: THrInterviewFilter,
  page: { offset: number; limit: number },
) => {
  const conditions: Array<SQL | undefined> = [
    eq(interviews.customerId, customerId),
    interviewsInScope(filter.scope, { applicationId: interviews.applicationId, planId: interviews.planId }),
    filter.jobId ? eq(applications.jobId, filter.jobId) : undefined,
    filter.status ? eq(interviews.status, filter.status) : undefined,
    filter.from || filter.to ? inWindow(db, filter.from, filter.to) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    listQuery(db)
      .where(where)
      .orderBy(sql`${interviews.startsAt} ASC NULLS FIRST`, desc(interviews.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .where(where),
  ]);
  return { rows, count: count?.n ?? 0 };
};

/**
 * Claims the scheduled interviews whose reminder is due (its time reached, the interview not yet begun),
 * marking them so that no other run sends it again.
 */
export const claimDueReminders = async (db: Db, hours: 24 | 1, now: Date) => {
  const column = hours === 24 ? interviews.reminded24hAt : interviews.reminded1hAt;
  const set = hours === 24 ? { reminded24hAt: now } : { reminded1hAt: now };
  return db
    .update(interviews)
    .set(set)
    .where(
      and(
        eq(interviews.status, 2),
        sql`${column} IS NULL`,
        sql`${interviews.startsAt} <= ${new Date(now.getTime() + hours * 3_600_000)}`,
        sql`${interviews.startsAt} > ${now}`,
        customerEnabled(interviews.customerId),
      ),
    )
    .returning({ id: interviews.id, sequence: interviews.sequence, customerId: interviews.customerId });
};

export const findInterviewById = async (db: Db, id: number) =>
  (await db.select().from(interviews).where(eq(interviews.id, id)))[0];

/**
 * Closes the open interviews of an application that closed: with `pastAsDone` (hired) a scheduled one that
 * has begun counts as done, the others are cancelled and free their time. Answers the rows changed.
 */
export const closeApplicationInterviewRows = async (
  tx: Db,
  customerId: number,
  applicationId: number,
  change: { now: Date; pastAsDone: boolean },
) => {
  const ofApplication = and(
    eq(interviews.customerId, customerId),
    eq(interviews.applicationId, applicationId),
  );
  const done = change.pastAsDone
    ? await tx
        .update(interviews)
        .set({ status: InterviewStatus.Completed, updatedAt: change.now })
        .where(
          and(
            ofApplication,
            eq(interviews.status, InterviewStatus.Scheduled),
            lt(interviews.startsAt, change.now),
          ),
        )
        .returning({ id: interviews.id, status: interviews.status, sequence: interviews.sequence })
    : [];
  const cancelled = await tx
    .update(interviews)
    .set({
      status: InterviewStatus.Cancelled,
      slotId: null,
      sequence: sql`${interviews.sequence} + 1`,
      updatedAt: change.now,
    })
    .where(
      and(
        ofApplication,
        inArray(interviews.status, [InterviewStatus.AwaitingBooking, InterviewStatus.Scheduled]),
      ),
    )
    .returning({ id: interviews.id, status: interviews.status, sequence: interviews.sequence });
  return [...done, ...cancelled];
};
