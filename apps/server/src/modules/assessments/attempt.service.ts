import {
  AppErrorCode,
  AssessmentStatus,
  type TAnswerInput,
  type TAnswersBody,
  type TAssessmentClock,
  type TAssessmentEventType,
  type TAssessmentOutcome,
  type TLang,
  type TSaveAnswersResult,
  type TTypingLog,
} from '@tmp/contracts';
import type { Db } from '../../db/client.ts';
import type { TDeps } from '../../lib/deps.ts';
import {
  findAnswers,
  findQuestions,
  findStoredSeqs,
  insertAntiCheatEvent,
  insertTypingReceipts,
  saveWhileRunning,
  upsertAnswers,
  type TAnswerWrite,
  type TReceiptWrite,
} from './answers.repository.ts';
import { cachedQuestionnaireOf, cachedQuestions } from './attempt-cache.ts';
import {
  addAntiCheatCount,
  lockAssignment,
  markStarted,
  type TAssignment,
  type TOwner,
} from './assessments.repository.ts';
import { toClock, toOutcome } from './assessments.view.ts';
import { answerFits, type TScorableQuestion } from './scoring.ts';
import { assessmentNotFound, refusal, timeUp } from './assessments.errors.ts';
import { finalise, GRACE_MS, isTimeUp, settleOwner, toScorable } from './settle.service.ts';
import { typingReceiptOf } from './typing-receipts.ts';

/** Runs `fn` on the caller's assignment under its lock, after applying what time already decided. */
const withAssignment = async <T>(
  deps: TDeps,
  owner: TOwner,
  id: number,
  fn: (tx: Db, a: TAssignment, now: Date) => Promise<T>,
): Promise<T> => {
  await settleOwner(deps, owner);
  return deps.db.transaction(async (tx) => {
    const a = await lockAssignment(tx, owner, id);
    if (!a) throw assessmentNotFound();
    return fn(tx, a, deps.now());
  });
};

/** Refuses any write unless the assignment is in progress and its time (plus grace) is not over. */
const assertRunning = (a: TAssignment, now: Date): void => {
  switch (a.status) {
    case AssessmentStatus.InProgress:
      if (isTimeUp(a, now)) throw timeUp();
      return;
    case AssessmentStatus.ToDo:
      throw refusal(AppErrorCode.AssessmentNotStarted, 'assessments.notStarted');
    case AssessmentStatus.Submitted:
      throw a.autoSubmitted
        ? timeUp()
        : refusal(AppErrorCode.AssessmentSubmitted, 'assessments.alreadySubmitted');
    case AssessmentStatus.Expired:
      throw refusal(AppErrorCode.AssessmentExpired, 'assessments.expired');
    default:
      throw refusal(AppErrorCode.AssessmentUnavailable, 'assessments.unavailable');
  }
};

/** Starts the server's clock; starting again answers the same deadline (decisions §5). */
export const startAssessment = (deps: TDeps, owner: TOwner, id: number): Promise<TAssessmentClock> =>
  withAssignment(deps, owner, id, async (tx, a, now) => {
    if (a.status === AssessmentStatus.InProgress) {
      assertRunning(a, now);
      return toClock(a, now);
    }
    if (a.status !== AssessmentStatus.ToDo) assertRunning(a, now);
    if (a.deadline < now) throw refusal(AppErrorCode.AssessmentExpired, 'assessments.expired');
    const endsAt = new Date(now.getTime() + a.durationMinutes * 60_000);
    await markStarted(tx, a.customerId, a.id, now, endsAt);
    return toClock({ ...a, status: AssessmentStatus.InProgress, startedAt: now, endsAt }, now);
  });

/** An English typing test is typed key by key: text committed by an input method is not accepted. */
const typesWithInputMethod = (question: TScorableQuestion, value: unknown): boolean =>
  question.kind === 'typing' &&
  question.typing?.language === 'en' &&
  ((value as TTypingLog | null)?.events ?? []).some((e) => e.type === 'commit');

/** Checks every answer against its question and keeps, per question, the highest clientSeq of the call. */
const pickAnswers = (
  questions: ReadonlyMap<number, TScorableQuestion>,
  answers: readonly TAnswerInput[],
): TAnswerWrite[] => {
  const newest = new Map<number, TAnswerWrite>();
  for (const answer of answers) {
    const question = questions.get(answer.questionId);
    if (!question || !answerFits(question, answer.value)) {
      throw refusal(AppErrorCode.AssessmentBadAnswer, 'assessments.badAnswer', {
        questionId: answer.questionId,
      });
    }
    if (typesWithInputMethod(question, answer.value)) {
      throw refusal(AppErrorCode.AssessmentBadAnswer, 'assessments.typingInputMethod', {
        questionId: answer.questionId,
      });
    }
    const kept = newest.get(answer.questionId);
    if (!kept || kept.clientSeq < answer.clientSeq) newest.set(answer.questionId, answer);
  }
  return [...newest.values()];
};

/** A receipt of each typing answer of a save, so scoring can see the log grew while it was typed. */
const typingReceipts = (
  questions: ReadonlyMap<number, TScorableQuestion>,
  writes: readonly TAnswerWrite[],
): TReceiptWrite[] =>
  writes.flatMap((w) => {
    if (questions.get(w.questionId)?.kind !== 'typing' || w.value === null) return [];
    const receipt = typingReceiptOf(w.value as TTypingLog);
    return receipt ? [{ questionId: w.questionId, ...receipt }] : [];
  });

const checkAnswers = async (tx: Db, a: TAssignment, answers: readonly TAnswerInput[]) => {
  if (answers.length === 0) return { writes: [], receipts: [] };
  const questions = new Map(
    (await findQuestions(tx, a.customerId, a.questionnaireId)).map((q) => [q.id, toScorable(q)]),
  );
  const writes = pickAnswers(questions, answers);
  return { writes, receipts: typingReceipts(questions, writes) };
};

const storeAnswers = async (tx: Db, a: TAssignment, answers: readonly TAnswerInput[], now: Date) => {
  const { writes, receipts } = await checkAnswers(tx, a, answers);
  const scope = { customerId: a.customerId, assignmentId: a.id };
  await upsertAnswers(tx, scope, writes, now);
  await insertTypingReceipts(tx, scope, receipts, now);
  return writes.map((w) => w.questionId);
};

/**
 * The autosave of an assessment in progress, in one statement (answers.repository.ts `saveWhileRunning`):
 * the questions and the assignment's questionnaire come from memory, the statement checks the time, locks
 * and writes. Anything else (not the caller's, not running, out of time, an answer that does not fit)
 * answers undefined, and the full path below gives the same answer it always did.
 */
const saveWhileInProgress = async (
  deps: TDeps,
  owner: TOwner,
  body: TAnswersBody,
): Promise<TSaveAnswersResult | undefined> => {
  const questionnaireId = await cachedQuestionnaireOf(deps.db, owner, body.id);
  if (questionnaireId === undefined) return undefined;
  let writes: TAnswerWrite[];
  let receipts: TReceiptWrite[];
  try {
    const questions = body.answers.length
      ? await cachedQuestions(deps.db, owner.customerId, questionnaireId)
      : new Map<number, TScorableQuestion>();
    writes = pickAnswers(questions, body.answers);
    receipts = typingReceipts(questions, writes);
  } catch {
    return undefined;
  }
  const now = deps.now();
  const saved = await saveWhileRunning(
    deps.db,
    { customerId: owner.customerId, userId: owner.userId, assignmentId: body.id },
    writes,
    { now, graceMs: GRACE_MS, inProgress: AssessmentStatus.InProgress },
    receipts,
  );
  return saved && { ...toClock(saved, now), saved: saved.saved };
};

/** Autosave: refused after time-up (plus grace); a late or repeated save never replaces a newer answer. */
export const saveAnswers = async (
  deps: TDeps,
  owner: TOwner,
  body: TAnswersBody,
): Promise<TSaveAnswersResult> =>
  (await saveWhileInProgress(deps, owner, body)) ??
  withAssignment(deps, owner, body.id, async (tx, a, now) => {
    assertRunning(a, now);
    const questionIds = await storeAnswers(tx, a, body.answers, now);
    const saved = questionIds.length ? await findStoredSeqs(tx, a.customerId, a.id, questionIds) : [];
    return { ...toClock(a, now), saved };
  });

const outcomeOf = async (tx: Db, a: TAssignment, lang: TLang) =>
  toOutcome(a, await findAnswers(tx, a.customerId, a.id), lang);

/**
 * Saves the last answers and submits. Submitting again answers the stored result and changes nothing;
 * after the server submitted at time-up it is refused with 'Test time is up' and that result as data.
 */
export const submitAssessment = (deps: TDeps, owner: TOwner, body: TAnswersBody, lang: TLang) =>
  withAssignment(deps, owner, body.id, async (tx, a, now): Promise<TAssessmentOutcome> => {
    if (a.status === AssessmentStatus.Submitted) {
      const outcome = await outcomeOf(tx, a, lang);
      if (!a.autoSubmitted) return outcome;
      throw timeUp(outcome);
    }
    assertRunning(a, now);
    await storeAnswers(tx, a, body.answers, now);
    await finalise(tx, a, now, false);
    const submitted = await lockAssignment(tx, owner, a.id);
    return outcomeOf(tx, submitted!, lang);
  });

/** Anti-cheat record: counted and kept with both clocks while the assessment is in progress. */
export const recordAntiCheatEvent = (
  deps: TDeps,
  owner: TOwner,
  body: { id: number; type: TAssessmentEventType; clientAt?: number | undefined },
) =>
  withAssignment(deps, owner, body.id, async (tx, a, now) => {
    const counts = { fullscreenExits: a.fullscreenExits, tabSwitches: a.tabSwitches };
    if (a.status !== AssessmentStatus.InProgress || isTimeUp(a, now)) return { recorded: false, ...counts };
    await insertAntiCheatEvent(tx, {
      customerId: a.customerId,
      assignmentId: a.id,
      type: body.type,
      occurredAt: now,
      clientAt: body.clientAt ?? null,
    });
    const [updated] = await addAntiCheatCount(tx, a.customerId, a.id, body.type, now);
    return { recorded: true, ...(updated ?? counts) };
  });
