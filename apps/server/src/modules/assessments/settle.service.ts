import { ASSESSMENT_GRACE_SECONDS, AssessmentStatus, type TQuestionKind } from '@tmp/contracts';
import type { Db } from '../../db/client.ts';
import type { TDeps } from '../../lib/deps.ts';
import {
  findAnswers,
  findQuestionnaire,
  findQuestions,
  findTypingReceipts,
  setAnswerScore,
  type TQuestion,
} from './answers.repository.ts';
import {
  expireOverdue,
  findOverdueRunning,
  lockAssignment,
  markSubmitted,
  type TAssignment,
  type TOwner,
} from './assessments.repository.ts';
import { scoreAnswer, totalScores, type TAnswerScore, type TScorableQuestion } from './scoring.ts';

// The server owns the clock (decisions §5): whatever time decided is applied before anything else is
// read or written, lazily on each call and by a periodic sweep, so no one has to come back for it.

export const GRACE_MS = ASSESSMENT_GRACE_SECONDS * 1000;
/** Allowance for the network between the browser's last keystroke and the server's clock. */
const TYPING_TOLERANCE_MS = 2000;
const SWEEP_BATCH = 100;

export const toScorable = (q: TQuestion): TScorableQuestion => ({
  id: q.id,
  kind: q.kind as TQuestionKind,
  points: q.points,
  options: q.options,
  blanks: q.blanks,
  typing: q.typing,
  answerKey: q.answerKey,
});

/** Whether the time of an assignment in progress, grace included, is over. */
export const isTimeUp = (a: TAssignment, now: Date): boolean =>
  a.endsAt !== null && now.getTime() > a.endsAt.getTime() + GRACE_MS;

/**
 * Scores what was saved and marks the assignment submitted; the caller holds its lock. At time-up the
 * submission is dated when time ran out.
 */
export const finalise = async (tx: Db, a: TAssignment, now: Date, auto: boolean): Promise<void> => {
  const [questionnaire, rows, answers, receipts] = await Promise.all([
    findQuestionnaire(tx, a.customerId, a.questionnaireId),
    findQuestions(tx, a.customerId, a.questionnaireId),
    findAnswers(tx, a.customerId, a.id),
    findTypingReceipts(tx, a.customerId, a.id),
  ]);
  const questions = rows.map(toScorable);
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
  const scores = new Map<number, TAnswerScore>();
  const flags = new Set<string>();
  for (const q of questions) {
    const answer = byQuestion.get(q.id);
    const sinceStart = answer && a.startedAt ? answer.savedAt.getTime() - a.startedAt.getTime() : 0;
    const scored = scoreAnswer(q, answer?.value, {
      maxTypingMs: sinceStart + TYPING_TOLERANCE_MS,
      typingReceipts: receipts.get(q.id) ?? [],
    });
    scores.set(q.id, scored);
    scored.typing?.flags.forEach((flag) => flags.add(`typing.${flag}`));
    if (answer)
      await setAnswerScore(
        tx,
        a.customerId,
        answer.id,
        scored.score,
        scored.typing ? { ...scored.typing } : null,
      );
  }
  const totals = totalScores(questions, scores, questionnaire?.passScore ?? null);
  const submittedAt = auto && a.endsAt ? a.endsAt : now;
  await markSubmitted(
    tx,
    a.customerId,
    a.id,
    { ...totals, submittedAt, autoSubmitted: auto, integrityFlags: [...flags] },
    now,
  );
};

/** Submits one overdue assignment with what was saved, unless someone else already did. */
const submitOverdue = (deps: TDeps, owner: TOwner, id: number) =>
  deps.db.transaction(async (tx) => {
    const a = await lockAssignment(tx, owner, id);
    const now = deps.now();
    if (a?.status === AssessmentStatus.InProgress && isTimeUp(a, now)) await finalise(tx, a, now, true);
  });

const settle = async (deps: TDeps, owner?: TOwner): Promise<number> => {
  const now = deps.now();
  await expireOverdue(deps.db, now, owner);
  const overdue = await findOverdueRunning(deps.db, new Date(now.getTime() - GRACE_MS), SWEEP_BATCH, owner);
  for (const row of overdue) await submitOverdue(deps, row, row.id);
  return overdue.length;
};

/** Applies time to one candidate's assignments before a call reads or writes them. */
export const settleOwner = async (deps: TDeps, owner: TOwner): Promise<void> => {
  await settle(deps, owner);
};

/** The periodic sweep over every customer: expires and auto-submits what time decided. */
export const sweepAssessments = async (deps: TDeps): Promise<number> => {
  let submitted = 0;
  // A bounded number of batches per run; whatever is left waits for the next run.
  for (let round = 0; round < 10; round += 1) {
    const batch = await settle(deps);
    submitted += batch;
    if (batch < SWEEP_BATCH) break;
  }
  return submitted;
};
