import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  assessmentAnswers as ans,
  assessmentEvents,
  questionnaireQuestions as qq,
  questionnaires,
} from '../../db/schema/index.ts';

export type TQuestion = typeof qq.$inferSelect;
export type TAnswer = typeof ans.$inferSelect;

export const findQuestionnaire = async (db: Db, customerId: number, id: number) =>
  (
    await db
      .select()
      .from(questionnaires)
      .where(and(eq(questionnaires.customerId, customerId), eq(questionnaires.id, id)))
      .limit(1)
  )[0];

/** The questions in order, with their answer keys: callers must not pass those to a candidate. */
export const findQuestions = (db: Db, customerId: number, questionnaireId: number): Promise<TQuestion[]> =>
  db
    .select()
    .from(qq)
    .where(and(eq(qq.customerId, customerId), eq(qq.questionnaireId, questionnaireId)))
    .orderBy(asc(qq.sort), asc(qq.id));

export const findAnswers = (db: Db, customerId: number, assignmentId: number): Promise<TAnswer[]> =>
  db
    .select()
    .from(ans)
    .where(and(eq(ans.customerId, customerId), eq(ans.assignmentId, assignmentId)))
    .orderBy(asc(ans.questionId));

export interface TAnswerWrite {
  questionId: number;
  value: unknown;
  clientSeq: number;
}

/**
 * Writes answers; a row changes only when the incoming clientSeq is higher than the stored one, so a save
 * that arrives late never overwrites a newer one. At most one entry per question per call.
 */
export const upsertAnswers = async (
  db: Db,
  scope: { customerId: number; assignmentId: number },
  answers: readonly TAnswerWrite[],
  savedAt: Date,
) => {
  if (answers.length === 0) return;
  await db
    .insert(ans)
    .values(answers.map((answer) => ({ ...scope, ...answer, savedAt })))
    .onConflictDoUpdate({
      target: [ans.assignmentId, ans.questionId],
      set: {
        value: sql`excluded.value`,
        clientSeq: sql`excluded.client_seq`,
        savedAt: sql`excluded.saved_at`,
      },
      setWhere: sql`${ans.clientSeq} < excluded.client_seq`,
    });
};

export const findStoredSeqs = (db: Db, customerId: number, assignmentId: number, questionIds: number[]) =>
  db
    .select({ questionId: ans.questionId, clientSeq: ans.clientSeq })
    .from(ans)
    .where(
      and(
        eq(ans.customerId, customerId),
        eq(ans.assignmentId, assignmentId),
        inArray(ans.questionId, questionIds),
      ),
    )
    .orderBy(asc(ans.questionId));

export const setAnswerScore = (
  tx: Db,
  id: number,
  score: number | null,
  detail: Record<string, unknown> | null,
) => tx.update(ans).set({ score, detail }).where(eq(ans.id, id));

export const insertAntiCheatEvent = (tx: Db, row: typeof assessmentEvents.$inferInsert) =>
  tx.insert(assessmentEvents).values(row);
