import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  assessmentAnswers as ans,
  assessmentEvents,
  assessmentTypingReceipts as receipts,
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
  customerId: number,
  id: number,
  score: number | null,
  detail: Record<string, unknown> | null,
) =>
  tx
    .update(ans)
    .set({ score, detail })
    .where(and(eq(ans.customerId, customerId), eq(ans.id, id)));

/** A receipt of one autosave of a typing answer (typing-receipts.ts), before its time is added. */
export interface TReceiptWrite {
  questionId: number;
  events: number;
  lastAt: number;
  digest: string;
}

export const insertTypingReceipts = async (
  db: Db,
  scope: { customerId: number; assignmentId: number },
  rows: readonly TReceiptWrite[],
  receivedAt: Date,
) => {
  if (rows.length === 0) return;
  await db.insert(receipts).values(rows.map((row) => ({ ...scope, ...row, receivedAt })));
};

/** The receipts of an assignment's typing answers, per question, in the order they arrived. */
export const findTypingReceipts = async (db: Db, customerId: number, assignmentId: number) => {
  const rows = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.customerId, customerId), eq(receipts.assignmentId, assignmentId)))
    .orderBy(asc(receipts.receivedAt), asc(receipts.id));
  const byQuestion = new Map<
    number,
    Array<{ receivedAt: number; events: number; lastAt: number; digest: string }>
  >();
  for (const row of rows) {
    const list = byQuestion.get(row.questionId) ?? [];
    list.push({
      receivedAt: row.receivedAt.getTime(),
      events: row.events,
      lastAt: row.lastAt,
      digest: row.digest,
    });
    byQuestion.set(row.questionId, list);
  }
  return byQuestion;
};

export const insertAntiCheatEvent = (tx: Db, row: typeof assessmentEvents.$inferInsert) =>
  tx.insert(assessmentEvents).values(row);

export interface TRunningSave {
  id: number;
  status: number;
  startedAt: Date | null;
  endsAt: Date | null;
  saved: Array<{ questionId: number; clientSeq: number }>;
}

const toDate = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(v as string));

/**
 * The autosave in one statement: locks the caller's assignment, writes only while it is in progress and its
 * time (plus grace) not over, and keeps per question the answer with the highest clientSeq (a late save
 * leaves the stored answer as it is). Keeps a receipt of each typing answer received, whichever clientSeq
 * wins (it records what the browser had sent by then). Answers the assignment's clock and the clientSeq
 * now stored per question; no row when nothing was written because the assignment is not the caller's,
 * not in progress or out of time (the caller then takes the full path, which says why).
 */
export const saveWhileRunning = async (
  db: Db,
  scope: { customerId: number; userId: number; assignmentId: number },
  answers: readonly TAnswerWrite[],
  at: { now: Date; graceMs: number; inProgress: number },
  typingReceipts: readonly TReceiptWrite[] = [],
): Promise<TRunningSave | undefined> => {
  const incoming = JSON.stringify(answers.map((w) => [w.questionId, w.clientSeq, w.value]));
  const receiptRows = JSON.stringify(typingReceipts.map((r) => [r.questionId, r.events, r.lastAt, r.digest]));
  const now = at.now.toISOString();
  const result = await db.execute(sql`
    WITH locked AS (
      SELECT id, status, started_at, ends_at FROM assessment_assignments
      WHERE id = ${scope.assignmentId} AND customer_id = ${scope.customerId} AND user_id = ${scope.userId}
      FOR UPDATE
    ), running AS (
      SELECT * FROM locked
      WHERE status = ${at.inProgress}
        AND (ends_at IS NULL OR ends_at >= ${now}::timestamptz - make_interval(secs => ${at.graceMs / 1000}))
    ), incoming AS (
      SELECT (e->>0)::int AS question_id, (e->>1)::bigint AS client_seq, e->2 AS value
      FROM jsonb_array_elements(${incoming}::jsonb) AS e
    ), written AS (
      INSERT INTO assessment_answers AS s (customer_id, assignment_id, question_id, value, client_seq, saved_at)
      SELECT ${scope.customerId}, running.id, incoming.question_id, incoming.value, incoming.client_seq,
        ${now}::timestamptz
      FROM running, incoming
      ON CONFLICT (assignment_id, question_id) DO UPDATE SET
        value = CASE WHEN s.client_seq < excluded.client_seq THEN excluded.value ELSE s.value END,
        saved_at = CASE WHEN s.client_seq < excluded.client_seq THEN excluded.saved_at ELSE s.saved_at END,
        client_seq = GREATEST(s.client_seq, excluded.client_seq)
      RETURNING question_id, client_seq
    ), receipts AS (
      INSERT INTO assessment_typing_receipts
        (customer_id, assignment_id, question_id, received_at, events, last_at, digest)
      SELECT ${scope.customerId}, running.id, (r->>0)::int, ${now}::timestamptz, (r->>1)::int,
        (r->>2)::float8, r->>3
      FROM running, jsonb_array_elements(${receiptRows}::jsonb) AS r
    )
    SELECT running.id, running.status, running.started_at, running.ends_at,
      (SELECT coalesce(json_agg(json_build_object('questionId', w.question_id, 'clientSeq', w.client_seq)
        ORDER BY w.question_id), '[]'::json) FROM written w) AS saved
    FROM running`);
  const row = (result as unknown as { rows: Array<Record<string, unknown>> }).rows[0];
  if (!row) return undefined;
  const saved = typeof row.saved === 'string' ? JSON.parse(row.saved) : row.saved;
  return {
    id: Number(row.id),
    status: Number(row.status),
    startedAt: toDate(row.started_at),
    endsAt: toDate(row.ends_at),
    saved: (saved as Array<{ questionId: number; clientSeq: number }>).map((s) => ({
      questionId: Number(s.questionId),
      clientSeq: Number(s.clientSeq),
    })),
  };
};
