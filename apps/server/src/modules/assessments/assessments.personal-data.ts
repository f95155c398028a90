import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assessmentAnswers, assessmentAssignments, questionnaires } from '../../db/schema/index.ts';
import { toSavedAnswer, toTypingResults } from './assessments.view.ts';

/**
 * The candidate's assessments as their own exam pages show them: the answers they gave, the totals (score,
 * maximum, result), the typing metrics and the full-screen / tab-switch counts. Never what is kept for HR:
 * per-question scores (they would reveal the answer key of a questionnaire every candidate shares), the
 * typing log's integrity flags and details, or the timed anti-cheat record.
 */
export const exportAssessmentData = async (db: Db, customerId: number, userId: number) => {
  const rows = await db
    .select({ a: assessmentAssignments, nameEn: questionnaires.nameEn, nameZh: questionnaires.nameZh })
    .from(assessmentAssignments)
    .innerJoin(questionnaires, eq(questionnaires.id, assessmentAssignments.questionnaireId))
    .where(and(eq(assessmentAssignments.customerId, customerId), eq(assessmentAssignments.userId, userId)));
  const ids = rows.map((r) => r.a.id);
  const answers = ids.length
    ? await db.select().from(assessmentAnswers).where(inArray(assessmentAnswers.assignmentId, ids))
    : [];
  return {
    assessments: rows.map(({ a, nameEn, nameZh }) => {
      const mine = answers.filter((x) => x.assignmentId === a.id);
      return {
        id: a.id,
        questionnaire: { en: nameEn, zh: nameZh },
        status: a.status,
        durationMinutes: a.durationMinutes,
        deadline: a.deadline,
        startedAt: a.startedAt,
        endsAt: a.endsAt,
        submittedAt: a.submittedAt,
        autoSubmitted: a.autoSubmitted,
        score: a.score,
        maxScore: a.maxScore,
        result: a.result,
        typing: toTypingResults(mine),
        fullscreenExits: a.fullscreenExits,
        tabSwitches: a.tabSwitches,
        answers: mine.map(toSavedAnswer),
      };
    }),
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
