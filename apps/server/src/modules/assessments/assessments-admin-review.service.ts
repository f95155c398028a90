import {
  AppErrorCode,
  AssessmentStatus,
  translate,
  pickLang,
  type TEssayScoresInput,
  type THrAnsweredQuestion,
  type THrAssessmentDetail,
  type TLang,
  type TMessageKey,
} from '@tmp/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { TClosingStep } from '../applications/application-status.service.ts';
import type { TCustomer } from '../customers/customers.service.ts';
import { notifyCandidate } from '../notifications/notifications.service.ts';
import {
  cancelApplicationAssignments,
  findResultRow,
  lockAssignmentForHr,
  moveUnstarted,
  setEssayScore,
  setTotals,
} from './assessments-admin.repository.ts';
import { findResultExtras, toHrResult } from './assessments-admin.service.ts';
import { assessmentNotFound } from './assessments.errors.ts';
import {
  findAnswers,
  findQuestionnaire,
  findQuestions,
  type TAnswer,
  type TQuestion,
} from './answers.repository.ts';
import { totalScores, type TAnswerScore } from './scoring.ts';
import { settleOwner, toScorable } from './settle.service.ts';

const NOT_STARTED = [AssessmentStatus.ToDo, AssessmentStatus.Expired];

/** The row of one of the customer's assignments, with time applied first (an overdue one is expired). */
const loadRow = async (deps: TDeps, customerId: number, id: number) => {
  const before = await findResultRow(deps.db, customerId, id);
  if (!before) throw assessmentNotFound();
  await settleOwner(deps, { customerId, userId: before.assignment.userId });
  return (await findResultRow(deps.db, customerId, id))!;
};

/** A typing answer is shown as the text typed; its keystroke log stays on the server. */
const answerView = (q: TQuestion, answer: TAnswer | undefined): unknown => {
  if (!answer || answer.value === null || answer.value === undefined) return null;
  if (q.kind !== 'typing') return answer.value;
  const text = (answer.value as { text?: unknown }).text;
  return { text: typeof text === 'string' ? text : '' };
};

const toAnsweredQuestion = (
  lang: TLang,
  q: TQuestion,
  no: number,
  answer: TAnswer | undefined,
  isSubmitted: boolean,
): THrAnsweredQuestion => ({
  id: q.id,
  no,
  kind: q.kind as THrAnsweredQuestion['kind'],
  title: pickLang(lang, q.titleEn, q.titleZh),
  points: q.points,
  options: q.options.map((o) => ({ key: o.key, text: pickLang(lang, o.en, o.zh) })),
  answer: answerView(q, answer),
  correctAnswer: q.answerKey ?? null,
  // Scores are awarded at submission; an unanswered question then counts 0.
  score: answer ? answer.score : isSubmitted ? 0 : null,
});

/** Everything HR needs to judge one assignment: its result, every answer and the anti-cheat record. */
export const getResultDetail = async (
  deps: TDeps,
  customerId: number,
  id: number,
  lang: TLang,
): Promise<THrAssessmentDetail> => {
  const row = await loadRow(deps, customerId, id);
  const a = row.assignment;
  const [[typing, events], questions, answers] = await Promise.all([
    findResultExtras(deps, customerId, [id]),
    a.startedAt ? findQuestions(deps.db, customerId, a.questionnaireId) : Promise.resolve([]),
    a.startedAt ? findAnswers(deps.db, customerId, id) : Promise.resolve([]),
  ]);
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
  return {
    ...toHrResult(row, lang, typing, events),
    passScore: row.passScore,
    questions: questions.map((q, i) =>
      toAnsweredQuestion(lang, q, i + 1, byQuestion.get(q.id), a.status === AssessmentStatus.Submitted),
    ),
  };
};

const moveTo = async (
  deps: TDeps,
  customerId: number,
  id: number,
  move: { from: number[]; to: number; refusal: TMessageKey },
  lang: TLang,
) => {
  const row = await loadRow(deps, customerId, id);
  const moved = await moveUnstarted(deps.db, customerId, id, {
    from: move.from,
    to: move.to,
    now: deps.now(),
  });
  if (!moved) throw new AppError(AppErrorCode.AssessmentNotCancellable, move.refusal);
  const statusName = translate(`assessments.status.${move.to}` as TMessageKey, lang);
  return { row, result: { id, status: move.to, statusName } };
};

/** Cancels an assignment the candidate has not started, and tells the candidate. */
export const cancelAssignment = async (deps: TDeps, customer: TCustomer, id: number, lang: TLang) => {
  const { row, result } = await moveTo(
    deps,
    customer.id,
    id,
    { from: [AssessmentStatus.ToDo], to: AssessmentStatus.Cancelled, refusal: 'hr.cancelStarted' },
    lang,
  );
  await notifyCandidate(deps, customer, row.assignment.userId, 'hr.notifyAssessmentCancelled', {
    en: { name: row.nameEn },
    zh: { name: row.nameZh },
  });
  return result;
};

/** Records that the candidate did not take an assessment they were given (to do or already expired). */
export const markAbsent = async (deps: TDeps, customerId: number, id: number, lang: TLang) =>
  (
    await moveTo(
      deps,
      customerId,
      id,
      { from: NOT_STARTED, to: AssessmentStatus.Absent, refusal: 'hr.absentStarted' },
      lang,
    )
  ).result;

const scoreRefusal = (key: TMessageKey, params: Record<string, string | number>) =>
  new AppError(AppErrorCode.EssayScoreInvalid, key, { params });

/** Checks every score against its question before anything is written. */
const checkScores = (input: TEssayScoresInput, questions: TQuestion[], answers: Map<number, TAnswer>) => {
  for (const { questionId, score } of input.scores) {
    const index = questions.findIndex((q) => q.id === questionId);
    const q = questions[index];
    if (!q) throw new AppError(AppErrorCode.Validation, 'common.invalid', { status: 400 });
    const no = index + 1;
    if (q.kind !== 'essay') throw scoreRefusal('hr.notEssay', { no });
    const value = answers.get(q.id)?.value;
    if (typeof value !== 'string' || value.trim() === '') throw scoreRefusal('hr.essayUnanswered', { no });
    if (score > q.points) throw scoreRefusal('hr.essayScoreMax', { no, points: q.points });
  }
};

/** Scores essay answers of a submitted assessment and recomputes its totals and result. */
export const scoreEssays = (deps: TDeps, customerId: number, input: TEssayScoresInput, lang: TLang) =>
  deps.db.transaction(async (tx) => {
    const a = await lockAssignmentForHr(tx, customerId, input.id);
    if (!a) throw assessmentNotFound();
    if (a.status !== AssessmentStatus.Submitted) {
      throw new AppError(AppErrorCode.AssessmentNotReviewable, 'hr.essayNotSubmitted');
    }
    const [questionnaire, questions, answers] = await Promise.all([
      findQuestionnaire(tx, customerId, a.questionnaireId),
      findQuestions(tx, customerId, a.questionnaireId),
      findAnswers(tx, customerId, a.id),
    ]);
    const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
    checkScores(input, questions, byQuestion);
    const scores = new Map<number, TAnswerScore>(
      answers.map((answer) => [answer.questionId, { score: answer.score, typing: null }]),
    );
    for (const { questionId, score } of input.scores) {
      const rounded = Math.round(score * 100) / 100;
      await setEssayScore(tx, customerId, a.id, questionId, rounded);
      scores.set(questionId, { score: rounded, typing: null });
    }
    const totals = totalScores(questions.map(toScorable), scores, questionnaire?.passScore ?? null);
    await setTotals(tx, customerId, a.id, totals, deps.now());
    const resultName = translate(`assessments.result.${totals.result}` as TMessageKey, lang);
    return { id: a.id, ...totals, resultName };
  });

/**
 * Cancels the not yet started assessments of an application that closed, inside its transaction; the
 * candidate is told in the application's closing message. Answers how many.
 */
export const cancelAssessmentsOfClosedApplication = (
  tx: Db,
  deps: TDeps,
  customerId: number,
  applicationId: number,
) =>
  cancelApplicationAssignments(tx, customerId, applicationId, {
    from: [AssessmentStatus.ToDo],
    to: AssessmentStatus.Cancelled,
    now: deps.now(),
  });

/** The assessments' part of closing an application (applications' `closeWithApplication`, app.ts). */
export const cancelAssessmentsWithApplication: TClosingStep = async (tx, deps, customerId, closing) => ({
  assessmentsCancelled: await cancelAssessmentsOfClosedApplication(
    tx,
    deps,
    customerId,
    closing.applicationId,
  ),
});
