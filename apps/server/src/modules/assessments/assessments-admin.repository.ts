import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type THrScope, applicationsInScope } from '../../lib/hr-scope.ts';
import {
  applications,
  assessmentAnswers,
  assessmentAssignments as a,
  assessmentEvents,
  jobs,
  questionnaireQuestions as qq,
  questionnaires as qn,
  users,
} from '../../db/schema/index.ts';

// The subqueries name the outer table explicitly: in a one-table select drizzle leaves columns unqualified.
export const findCustomerQuestionnaires = (db: Db, customerId: number) =>
  db
    .select({
      id: qn.id,
      nameEn: qn.nameEn,
      nameZh: qn.nameZh,
      durationMinutes: qn.durationMinutes,
      questionCount: sql<number>`(SELECT count(*)::int FROM questionnaire_questions q WHERE q.questionnaire_id = "questionnaires"."id")`,
      hasTypingTest: sql<boolean>`EXISTS (SELECT 1 FROM questionnaire_questions q WHERE q.questionnaire_id = "questionnaires"."id" AND q.kind = 'typing')`,
    })
    .from(qn)
    .where(eq(qn.customerId, customerId))
    .orderBy(asc(qn.id));

export const isPinTaken = async (db: Db, customerId: number, pin: string) =>
  (
    await db
      .select({ id: a.id })
      .from(a)
      .where(and(eq(a.customerId, customerId), eq(a.pinNumber, pin)))
      .limit(1)
  ).length > 0;

const resultColumns = {
  assignment: a,
  nameEn: qn.nameEn,
  nameZh: qn.nameZh,
  passScore: qn.passScore,
  displayName: users.displayName,
  phone: users.phone,
  email: users.email,
  snapshotName: sql<string | null>`${applications.resumeSnapshot}->'basic'->>'name'`,
  jobId: applications.jobId,
  titleEn: jobs.titleEn,
  titleZh: jobs.titleZh,
};

const selectResults = (db: Db) =>
  db
    .select(resultColumns)
    .from(a)
    .innerJoin(qn, eq(qn.id, a.questionnaireId))
    .innerJoin(users, eq(users.id, a.userId))
    .leftJoin(applications, eq(applications.id, a.applicationId))
    .leftJoin(jobs, eq(jobs.id, applications.jobId));

export type TResultRow = Awaited<ReturnType<ReturnType<typeof selectResults>['execute']>>[number];

export const findResultPage = async (
  db: Db,
  customerId: number,
  q: {
    pageIndex: number;
    pageSize: number;
    applicationId?: number | undefined;
    jobId?: number | undefined;
    status?: number | undefined;
    scope?: THrScope | undefined;
  },
) => {
  const where = and(
    eq(a.customerId, customerId),
    applicationsInScope(q.scope && { ...q.scope, interviewer: null }, a.applicationId),
    q.applicationId ? eq(a.applicationId, q.applicationId) : undefined,
    q.status ? eq(a.status, q.status) : undefined,
    q.jobId
      ? inArray(
          a.applicationId,
          db
            .select({ id: applications.id })
            .from(applications)
            .where(and(eq(applications.customerId, customerId), eq(applications.jobId, q.jobId))),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectResults(db)
      .where(where)
      .orderBy(desc(a.createdAt), desc(a.id))
      .limit(q.pageSize)
      .offset((q.pageIndex - 1) * q.pageSize),
    db.select({ n: count() }).from(a).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const findResultRow = async (
  db: Db,
  customerId: number,
  id: number,
): Promise<TResultRow | undefined> =>
  (
    await selectResults(db)
      .where(and(eq(a.customerId, customerId), eq(a.id, id)))
      .limit(1)
  )[0];

/** Moves a not yet started assignment to another status; undefined when it was not in one of `from`. */
export const moveUnstarted = async (
  db: Db,
  customerId: number,
  id: number,
  change: { from: number[]; to: number; now: Date },
) =>
  (
    await db
      .update(a)
      .set({ status: change.to, updatedAt: change.now })
      .where(
        and(eq(a.customerId, customerId), eq(a.id, id), inArray(a.status, change.from), isNull(a.startedAt)),
      )
      .returning({ id: a.id, status: a.status })
  )[0];

export const lockAssignmentForHr = async (tx: Db, customerId: number, id: number) =>
  (
    await tx
      .select()
      .from(a)
      .where(and(eq(a.customerId, customerId), eq(a.id, id)))
      .for('update')
      .limit(1)
  )[0];

export const setEssayScore = (
  tx: Db,
  customerId: number,
  assignmentId: number,
  questionId: number,
  score: number,
) =>
  tx
    .update(assessmentAnswers)
    .set({ score })
    .where(
      and(
        eq(assessmentAnswers.customerId, customerId),
        eq(assessmentAnswers.assignmentId, assignmentId),
        eq(assessmentAnswers.questionId, questionId),
      ),
    );

export const setTotals = (
  tx: Db,
  customerId: number,
  id: number,
  totals: { score: number; result: string },
  now: Date,
) =>
  tx
    .update(a)
    .set({ score: totals.score, result: totals.result, updatedAt: now })
    .where(and(eq(a.customerId, customerId), eq(a.id, id)));

/** The typing answers (with their computed detail) of some assignments. */
export const findTypingDetails = (db: Db, customerId: number, assignmentIds: number[]) =>
  assignmentIds.length
    ? db
        .select({
          assignmentId: assessmentAnswers.assignmentId,
          questionId: assessmentAnswers.questionId,
          detail: assessmentAnswers.detail,
        })
        .from(assessmentAnswers)
        .innerJoin(qq, eq(qq.id, assessmentAnswers.questionId))
        .where(
          and(
            eq(assessmentAnswers.customerId, customerId),
            inArray(assessmentAnswers.assignmentId, assignmentIds),
            eq(qq.kind, 'typing'),
          ),
        )
    : Promise.resolve([]);

export const findEventsOf = (db: Db, customerId: number, assignmentIds: number[]) =>
  assignmentIds.length
    ? db
        .select()
        .from(assessmentEvents)
        .where(
          and(
            eq(assessmentEvents.customerId, customerId),
            inArray(assessmentEvents.assignmentId, assignmentIds),
          ),
        )
        .orderBy(asc(assessmentEvents.occurredAt))
    : Promise.resolve([]);

/** Cancels the assessments of an application that closed which were not started yet; answers how many. */
export const cancelApplicationAssignments = async (
  tx: Db,
  customerId: number,
  applicationId: number,
  change: { from: number[]; to: number; now: Date },
) =>
  (
    await tx
      .update(a)
      .set({ status: change.to, updatedAt: change.now })
      .where(
        and(
          eq(a.customerId, customerId),
          eq(a.applicationId, applicationId),
          inArray(a.status, change.from),
          isNull(a.startedAt),
        ),
      )
      .returning({ id: a.id })
  ).length;
