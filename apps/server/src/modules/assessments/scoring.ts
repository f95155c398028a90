import {
  ESSAY_MAX_LENGTH,
  FILL_IN_MAX_LENGTH,
  ZTypingLog,
  type TAssessmentResult,
  type TQuestionKind,
} from '@tmp/contracts';
import type { TAnswerKey, TQuestionOption, TTypingConfig } from '../../db/schema/index.ts';
import { computeTypingMetrics, type TTypingMetrics } from './typing-metrics.ts';
import type { TTypingReceipt } from './typing-receipts.ts';

/** What scoring needs of a question. */
export interface TScorableQuestion {
  id: number;
  kind: TQuestionKind;
  points: number;
  options: TQuestionOption[];
  blanks: number;
  typing: TTypingConfig | null;
  answerKey: TAnswerKey;
}

export interface TAnswerScore {
  /** Points awarded; null while a person has to review it (an essay). */
  score: number | null;
  /** Typing metrics with their flags, kept for HR. */
  typing: TTypingMetrics | null;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;
const isString = (v: unknown): v is string => typeof v === 'string';
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);
const optionKeys = (q: TScorableQuestion) => new Set(q.options.map((o) => o.key));

/** Whether a value has the shape of an answer to this question (null clears any answer). */
export const answerFits = (q: TScorableQuestion, value: unknown): boolean => {
  if (value === null) return true;
  switch (q.kind) {
    case 'single':
      return isString(value) && optionKeys(q).has(value);
    case 'multiple':
      return (
        isStringArray(value) &&
        new Set(value).size === value.length &&
        value.every((key) => optionKeys(q).has(key))
      );
    case 'trueFalse':
      return typeof value === 'boolean';
    case 'fillIn':
      return (
        isStringArray(value) && value.length <= q.blanks && value.every((v) => v.length <= FILL_IN_MAX_LENGTH)
      );
    case 'essay':
      return isString(value) && value.length <= ESSAY_MAX_LENGTH;
    case 'typing':
      return ZTypingLog.safeParse(value).success;
  }
};

/** Fill-in answers match whatever the case, width (full-width letters) and spacing. */
export const normaliseBlank = (text: string): string =>
  text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

const fillInShare = (q: TScorableQuestion, value: unknown): number => {
  const accepted = Array.isArray(q.answerKey) ? (q.answerKey as string[][]) : [];
  const given = isStringArray(value) ? value : [];
  if (q.blanks <= 0) return 0;
  const right = accepted.filter((options, i) =>
    options.some((option) => normaliseBlank(option) === normaliseBlank(given[i] ?? '')),
  ).length;
  return right / q.blanks;
};

/** Share of the points an objective answer earns: all or nothing, except fill-in (per blank). */
const objectiveShare = (q: TScorableQuestion, value: unknown): number => {
  switch (q.kind) {
    case 'single':
    case 'trueFalse':
      return value !== null && value === q.answerKey ? 1 : 0;
    case 'multiple':
      return isStringArray(value) && isStringArray(q.answerKey) && sameSet(value, q.answerKey) ? 1 : 0;
    case 'fillIn':
      return fillInShare(q, value);
    default:
      return 0;
  }
};

export interface TScoringContext {
  /** The longest a typing log may plausibly span (see computeTypingMetrics). */
  maxTypingMs: number;
  /** The server's receipts of this answer's autosaves, to see whether the log was typed over time. */
  typingReceipts?: readonly TTypingReceipt[];
}

const scoreTyping = (q: TScorableQuestion, value: unknown, ctx: TScoringContext): TAnswerScore => {
  const parsed = ZTypingLog.safeParse(value);
  if (!q.typing || !parsed.success) return { score: 0, typing: null };
  const limit = Math.min(ctx.maxTypingMs, q.typing.durationSeconds * 1000 + 2000);
  const metrics = computeTypingMetrics(q.typing.passage, q.typing.language, parsed.data, {
    maxElapsedMs: limit,
    ...(ctx.typingReceipts && { receipts: ctx.typingReceipts }),
  });
  // Full marks need the target speed over the whole passage: speed share times the share typed correctly.
  // A log with input-method text in an English test, or whose text reached the server all at once rather
  // than autosave by autosave while it was typed, is kept for HR but earns nothing.
  const speedShare = q.typing.targetSpeed > 0 ? Math.min(1, metrics.speed / q.typing.targetSpeed) : 1;
  const earnsNothing = metrics.flags.some((flag) => flag === 'imeInEnglish' || flag === 'notAutosaved');
  const share = earnsNothing ? 0 : speedShare * metrics.completion;
  return { score: round2(q.points * share), typing: metrics };
};

/** Points for one answer (undefined value: not answered). */
export const scoreAnswer = (q: TScorableQuestion, value: unknown, ctx: TScoringContext): TAnswerScore => {
  if (q.kind === 'typing') return scoreTyping(q, value, ctx);
  if (q.kind === 'essay') {
    const answered = isString(value) && value.trim() !== '';
    return { score: answered ? null : 0, typing: null };
  }
  return { score: round2(q.points * objectiveShare(q, value ?? null)), typing: null };
};

export interface TAssessmentTotals {
  score: number;
  maxScore: number;
  result: TAssessmentResult;
}

/** The totals of a submission: an answered essay leaves it awaiting review; otherwise the pass mark decides. */
export const totalScores = (
  questions: readonly TScorableQuestion[],
  scores: ReadonlyMap<number, TAnswerScore>,
  passScore: number | null,
): TAssessmentTotals => {
  const maxScore = round2(questions.reduce((sum, q) => sum + q.points, 0));
  const awarded = questions.map((q) => scores.get(q.id)?.score);
  const score = round2(awarded.reduce<number>((sum, s) => sum + (s ?? 0), 0));
  const result: TAssessmentResult = awarded.some((s) => s === null)
    ? 'pendingReview'
    : passScore === null
      ? 'completed'
      : score >= passScore
        ? 'passed'
        : 'failed';
  return { score, maxScore, result };
};
