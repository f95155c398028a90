import { and, asc, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { AssessmentStatus } from '@tmp/contracts';
import type { Db } from '../../db/client.ts';
import { assessmentAssignments as a, questionnaires as qn } from '../../db/schema/index.ts';
import { customerEnabled } from '../customers/customer-status.ts';

export type TAssignment = typeof a.$inferSelect;
export type TNewAssignment = typeof a.$inferInsert;

/** Whose assignments: every query is scoped by customer and candidate. */
export interface TOwner {
  customerId: number;
  userId: number;
}

const itemColumns = {
  assignment: a,
  questionnaire: {
    nameEn: qn.nameEn,
    nameZh: qn.nameZh,
    descriptionEn: qn.descriptionEn,
    descriptionZh: qn.descriptionZh,
    passScore: qn.passScore,
  },
  questionCount: sql<number>`(SELECT count(*)::int FROM questionnaire_questions qq
    WHERE qq.questionnaire_id = ${a.questionnaireId})`,
  hasTypingTest: sql<boolean>`EXISTS (SELECT 1 FROM questionnaire_questions qq
    WHERE qq.questionnaire_id = ${a.questionnaireId} AND qq.kind = 'typing')`,
};

const selectItems = (db: Db) => db.select(itemColumns).from(a).innerJoin(qn, eq(qn.id, a.questionnaireId));

export type TAssignmentRow = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

const ownedBy = (owner: TOwner): SQL => and(eq(a.customerId, owner.customerId), eq(a.userId, owner.userId))!;

const isActionable = sql`${a.status} IN (${AssessmentStatus.ToDo}, ${AssessmentStatus.InProgress})`;

/** To do and in progress first, earliest deadline first; then the rest, most recent first. */
const listOrder = [
  desc(isActionable),
  asc(sql`CASE WHEN ${isActionable} THEN ${a.deadline} END`),
  desc(sql`coalesce(${a.submittedAt}, ${a.deadline})`),
  desc(a.id),
];

export const findAssignmentPage = async (
  db: Db,
  owner: TOwner,
  page: { pageIndex: number; pageSize: number; statuses?: number[] | undefined },
) => {
  const where = and(ownedBy(owner), page.statuses?.length ? inArray(a.status, page.statuses) : undefined);
  const [rows, [total]] = await Promise.all([
    selectItems(db)
      .where(where)
      .orderBy(...listOrder)
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db.select({ n: count() }).from(a).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const findAssignmentRow = async (db: Db, owner: TOwner, id: number) =>
  (
    await selectItems(db)
      .where(and(ownedBy(owner), eq(a.id, id)))
      .limit(1)
  )[0];

/** The assignment, locked for the rest of the transaction so that saves, submits and sweeps queue up. */
export const lockAssignment = async (tx: Db, owner: TOwner, id: number): Promise<TAssignment | undefined> =>
  (
    await tx
      .select()
      .from(a)
      .where(and(ownedBy(owner), eq(a.id, id)))
      .limit(1)
      .for('update')
  )[0];

export const insertAssignment = async (db: Db, row: TNewAssignment) =>
  (await db.insert(a).values(row).onConflictDoNothing().returning())[0];

export const markStarted = (tx: Db, customerId: number, id: number, startedAt: Date, endsAt: Date) =>
  tx
    .update(a)
    .set({ status: AssessmentStatus.InProgress, startedAt, endsAt, updatedAt: startedAt })
    .where(and(eq(a.customerId, customerId), eq(a.id, id), eq(a.status, AssessmentStatus.ToDo)));

export interface TSubmission {
  submittedAt: Date;
  autoSubmitted: boolean;
  score: number;
  maxScore: number;
  result: string;
  integrityFlags: string[];
}

export const markSubmitted = (tx: Db, customerId: number, id: number, s: TSubmission, now: Date) =>
  tx
    .update(a)
    .set({ status: AssessmentStatus.Submitted, ...s, updatedAt: now })
    .where(and(eq(a.customerId, customerId), eq(a.id, id), eq(a.status, AssessmentStatus.InProgress)));

/** Never-started assignments whose deadline passed become expired (decisions §5); all customers' without owner. */
export const expireOverdue = (db: Db, now: Date, owner?: TOwner) =>
  db
    .update(a)
    .set({ status: AssessmentStatus.Expired, updatedAt: now })
    .where(
      and(
        eq(a.status, AssessmentStatus.ToDo),
        lt(a.deadline, now),
        owner ? ownedBy(owner) : customerEnabled(a.customerId),
      ),
    );

/**
 * Assignments in progress whose time (plus grace) ran out before `cutoff`, with their owners. Without an
 * owner this looks across customers: the periodic sweep is the one caller that serves them all.
 */
export const findOverdueRunning = (db: Db, cutoff: Date, limit: number, owner?: TOwner) =>
  db
    .select({ id: a.id, customerId: a.customerId, userId: a.userId })
    .from(a)
    .where(
      and(
        eq(a.status, AssessmentStatus.InProgress),
        lt(a.endsAt, cutoff),
        owner ? ownedBy(owner) : customerEnabled(a.customerId),
      ),
    )
    .orderBy(asc(a.endsAt))
    .limit(limit);

export const addAntiCheatCount = (
  tx: Db,
  customerId: number,
  id: number,
  type: 'fullscreenExit' | 'tabSwitch',
  now: Date,
) =>
  tx
    .update(a)
    .set(
      type === 'fullscreenExit'
        ? { fullscreenExits: sql`${a.fullscreenExits} + 1`, updatedAt: now }
        : { tabSwitches: sql`${a.tabSwitches} + 1`, updatedAt: now },
    )
    .where(and(eq(a.customerId, customerId), eq(a.id, id)))
    .returning({ fullscreenExits: a.fullscreenExits, tabSwitches: a.tabSwitches });
