import {
  AssessmentStatus,
  translate,
  ZTypingResult,
  type TAssessmentClock,
  type TAssessmentItem,
  type TAssessmentOutcome,
  type TAssessmentResult,
  type TLang,
  type TQuestionKind,
  type TQuestionView,
  type TSavedAnswer,
  type TTypingResult,
  pickLang,
} from '@tmp/contracts';
import type { TAnswer, TQuestion } from './answers.repository.ts';
import type { TAssignment, TAssignmentRow } from './assessments.repository.ts';

// What the candidate sees of an assignment; correct answers and HR's flags never leave the server.

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const pick = pickLang;

export const durationText = (minutes: number, lang: TLang): string =>
  translate('assessments.duration', lang).replace('{minutes}', String(minutes));

const statusName = (status: number, lang: TLang): string =>
  translate(`assessments.status.${status}` as Parameters<typeof translate>[0], lang);

const resultName = (result: string | null, lang: TLang): string | null =>
  result ? translate(`assessments.result.${result}` as Parameters<typeof translate>[0], lang) : null;

/** Whole seconds left by the server's clock while in progress; null otherwise. */
export const remainingSeconds = (a: Pick<TAssignment, 'status' | 'endsAt'>, now: Date): number | null =>
  a.status === AssessmentStatus.InProgress && a.endsAt
    ? Math.max(0, Math.ceil((a.endsAt.getTime() - now.getTime()) / 1000))
    : null;

export const toItem = (row: TAssignmentRow, lang: TLang, now: Date): TAssessmentItem => {
  const { assignment: a, questionnaire: q } = row;
  return {
    id: a.id,
    questionnaireId: a.questionnaireId,
    questionnairename: pick(lang, q.nameEn, q.nameZh),
    description: pick(lang, q.descriptionEn, q.descriptionZh),
    duration: durationText(a.durationMinutes, lang),
    durationMinutes: a.durationMinutes,
    status: a.status,
    statusName: statusName(a.status, lang),
    deadline: a.deadline.toISOString(),
    startedAt: iso(a.startedAt),
    endsAt: iso(a.endsAt),
    submittedAt: iso(a.submittedAt),
    remainingSeconds: remainingSeconds(a, now),
    questionCount: row.questionCount,
    hasTypingTest: row.hasTypingTest,
    applicationId: a.applicationId,
    score: a.score,
    maxScore: a.maxScore,
    result: a.result as TAssessmentResult | null,
    resultName: resultName(a.result, lang),
  };
};

export const toQuestionView = (q: TQuestion, index: number, lang: TLang): TQuestionView => ({
  id: q.id,
  kind: q.kind as TQuestionKind,
  no: index + 1,
  title: pick(lang, q.titleEn, q.titleZh),
  points: q.points,
  options: q.options.map((o) => ({ key: o.key, text: pick(lang, o.en, o.zh) })),
  blanks: q.blanks,
  typing: q.typing
    ? { language: q.typing.language, passage: q.typing.passage, durationSeconds: q.typing.durationSeconds }
    : null,
});

export const toSavedAnswer = (answer: TAnswer): TSavedAnswer => ({
  questionId: answer.questionId,
  value: answer.value ?? null,
  clientSeq: answer.clientSeq,
  savedAt: answer.savedAt.toISOString(),
});

export const toClock = (
  a: Pick<TAssignment, 'id' | 'status' | 'startedAt' | 'endsAt'>,
  now: Date,
): TAssessmentClock => ({
  id: a.id,
  status: a.status,
  startedAt: iso(a.startedAt),
  endsAt: iso(a.endsAt),
  remainingSeconds: remainingSeconds(a, now),
  serverTime: now.toISOString(),
});

/** The typing results stored at submission, without the flags meant for HR. */
export const toTypingResults = (answers: readonly TAnswer[]): TTypingResult[] =>
  answers.flatMap((answer) => {
    const parsed = ZTypingResult.safeParse({ ...answer.detail, questionId: answer.questionId });
    return answer.detail && parsed.success ? [parsed.data] : [];
  });

export const toOutcome = (a: TAssignment, answers: readonly TAnswer[], lang: TLang): TAssessmentOutcome => ({
  id: a.id,
  status: a.status,
  submittedAt: (a.submittedAt ?? a.updatedAt).toISOString(),
  autoSubmitted: a.autoSubmitted,
  score: a.score ?? 0,
  maxScore: a.maxScore ?? 0,
  result: (a.result ?? 'completed') as TAssessmentResult,
  resultName: resultName(a.result ?? 'completed', lang) ?? '',
  typing: toTypingResults(answers),
});
