import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  applications,
  assessmentAnswers,
  assessmentAssignments as a,
  assessmentEvents,
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

export const findResultPage = async (
  db: Db,
  customerId: number,
  q: { pageIndex: number; pageSize: number; applicationId?: number | undefined; status?: number | undefined },
) => {
  const where = and(
    eq(a.customerId, customerId),
    q.applicationId ? eq(a.applicationId, q.applicationId) : undefined,
    q.status ? eq(a.status, q.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        assignment: a,
        nameEn: qn.nameEn,
        nameZh: qn.nameZh,
        displayName: users.displayName,
        phone: users.phone,
        email: users.email,
        snapshotName: sql<string | null>`${applications.resumeSnapshot}->'basic'->>'name'`,
      })
      .from(a)
      .innerJoin(qn, eq(qn.id, a.questionnaireId))
      .innerJoin(users, eq(users.id, a.userId))
      .leftJoin(applications, eq(applications.id, a.applicationId))
      .where(where)
      .orderBy(desc(a.createdAt), desc(a.id))
      .limit(q.pageSize)
      .offset((q.pageIndex - 1) * q.pageSize),
    db.select({ n: count() }).from(a).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** The typing answers (with their computed detail) of some assignments. */
export const findTypingDetails = (db: Db, assignmentIds: number[]) =>
  assignmentIds.length
    ? db
        .select({
          assignmentId: assessmentAnswers.assignmentId,
          questionId: assessmentAnswers.questionId,
          detail: assessmentAnswers.detail,
        })
        .from(assessmentAnswers)
        .innerJoin(qq, eq(qq.id, assessmentAnswers.questionId))
        .where(and(inArray(assessmentAnswers.assignmentId, assignmentIds), eq(qq.kind, 'typing')))
    : Promise.resolve([]);

export const findEventsOf = (db: Db, assignmentIds: number[]) =>
  assignmentIds.length
    ? db
        .select()
        .from(assessmentEvents)
        .where(inArray(assessmentEvents.assignmentId, assignmentIds))
        .orderBy(asc(assessmentEvents.occurredAt))
    : Promise.resolve([]);
