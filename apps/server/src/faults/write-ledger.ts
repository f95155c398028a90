import type { TQuestionView } from '@tmp/contracts';
import { answerFor, applyTo, myApplications, readExam, saveAnswer } from './portal-client.ts';

/** A signed-in candidate in the middle of a written exam, with a resume that any job accepts. */
export interface TExamSession {
  token: string;
  examId: number;
  questions: TQuestionView[];
  resume: object;
}

/**
 * What the client sent and what the server acknowledged: every acknowledged write must be found after
 * a crash; an unacknowledged one may or may not have landed.
 */
export interface TWriteLedger {
  /** Value sent with each clientSeq (unique across the test). */
  sentValues: Map<number, unknown>;
  /** Question -> the highest clientSeq the server said it holds. */
  heldSeq: Map<number, number>;
  /** Acknowledged application id -> position. */
  applications: Map<number, number>;
  acknowledged: number;
  nextSeq: number;
}

export const newLedger = (): TWriteLedger => ({
  sentValues: new Map(),
  heldSeq: new Map(),
  applications: new Map(),
  acknowledged: 0,
  nextSeq: Date.now() * 1000,
});

/** Notes the seqs the server says it now holds. */
export const recordHeld = (ledger: TWriteLedger, saved: Array<{ questionId: number; clientSeq: number }>) => {
  for (const held of saved) {
    ledger.heldSeq.set(held.questionId, Math.max(ledger.heldSeq.get(held.questionId) ?? 0, held.clientSeq));
  }
};

/** A new answer to the question with a clientSeq of its own, remembered as sent. */
export const nextAnswer = (ledger: TWriteLedger, question: TQuestionView) => {
  const clientSeq = (ledger.nextSeq += 1);
  const value = answerFor(question, clientSeq);
  ledger.sentValues.set(clientSeq, value);
  return { questionId: question.id, value, clientSeq };
};

/** One autosave of one question; true when the server acknowledged it. */
export const saveAndRecord = async (
  baseUrl: string,
  session: TExamSession,
  ledger: TWriteLedger,
  question: TQuestionView,
): Promise<boolean> => {
  const res = await saveAnswer(baseUrl, session.token, session.examId, nextAnswer(ledger, question));
  if (res.status !== 200 || res.body.code !== 0) throw new Error(`save refused: ${res.text}`);
  recordHeld(ledger, res.body.data.saved);
  ledger.acknowledged += 1;
  return true;
};

/** One application to the position; true when the server acknowledged it. */
export const applyAndRecord = async (
  baseUrl: string,
  session: TExamSession,
  ledger: TWriteLedger,
  positionId: number,
): Promise<boolean> => {
  const res = await applyTo(baseUrl, session.token, session.resume, positionId);
  const applicationId = res.body.data?.applicationId;
  if (res.status !== 200 || res.body.code !== 0 || !applicationId)
    throw new Error(`apply refused: ${res.text}`);
  ledger.applications.set(applicationId, positionId);
  ledger.acknowledged += 1;
  return true;
};

/** Every acknowledged write that the server no longer shows, described; empty when all are there. */
export const findMissingWrites = async (baseUrl: string, session: TExamSession, ledger: TWriteLedger) => {
  const missing: string[] = [];
  const { answers } = await readExam(baseUrl, session.token, session.examId);
  for (const [questionId, seq] of ledger.heldSeq) {
    const stored = answers.find((answer) => answer.questionId === questionId);
    if (!stored || stored.clientSeq < seq) {
      missing.push(`answer to question ${questionId}: acknowledged seq ${seq}, found ${stored?.clientSeq}`);
    } else if (JSON.stringify(stored.value) !== JSON.stringify(ledger.sentValues.get(stored.clientSeq))) {
      missing.push(`answer to question ${questionId}: value of seq ${stored.clientSeq} differs`);
    }
  }
  const records = await myApplications(baseUrl, session.token);
  for (const [applicationId, positionId] of ledger.applications) {
    if (!records.some((record) => record.id === applicationId && record.positionId === positionId)) {
      missing.push(`application ${applicationId} to position ${positionId}`);
    }
  }
  return missing;
};
