import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  assessmentAnswers,
  assessmentAssignments,
  assessmentEvents,
  questionnaires,
} from '../../db/schema/index.ts';

/** Assignments with their answers, results and the full-screen / tab-switch record. */
export const exportAssessmentData = async (db: Db, customerId: number, userId: number) => {
  const rows = await db
    .select({ a: assessmentAssignments, nameEn: questionnaires.nameEn, nameZh: questionnaires.nameZh })
    .from(assessmentAssignments)
    .innerJoin(questionnaires, eq(questionnaires.id, assessmentAssignments.questionnaireId))
    .where(and(eq(assessmentAssignments.customerId, customerId), eq(assessmentAssignments.userId, userId)));
  const ids = rows.map((r) => r.a.id);
  const [answers, events] = ids.length
    ? await Promise.all([
        db.select().from(assessmentAnswers).where(inArray(assessmentAnswers.assignmentId, ids)),
        db.select().from(assessmentEvents).where(inArray(assessmentEvents.assignmentId, ids)),
      ])
    : [[], []];
  return {
    assessments: rows.map(({ a, nameEn, nameZh }) => ({
      id: a.id,
      questionnaire: { en: nameEn, zh: nameZh },
      status: a.status,
      deadline: a.deadline,
      startedAt: a.startedAt,
      submittedAt: a.submittedAt,
      score: a.score,
      maxScore: a.maxScore,
      result: a.result,
      answers: answers
        .filter((x) => x.assignmentId === a.id)
        .map((x) => ({
          questionId: x.questionId,
          value: x.value,
          savedAt: x.savedAt,
          score: x.score,
          detail: x.detail,
        })),
      events: events.filter((e) => e.assignmentId === a.id).map((e) => ({ type: e.type, at: e.occurredAt })),
    })),
  };
};

/** Keeps scores and results (hiring records) but drops what the candidate wrote. */
export const eraseAssessmentAnswers = async (db: Db, customerId: number, userId: number) => {
  const ids = (
    await db
      .select({ id: assessmentAssignments.id })
      .from(assessmentAssignments)
      .where(and(eq(assessmentAssignments.customerId, customerId), eq(assessmentAssignments.userId, userId)))
  ).map((r) => r.id);
  if (ids.length)
    await db
      .update(assessmentAnswers)
      .set({ value: null })
      .where(inArray(assessmentAnswers.assignmentId, ids));
};
