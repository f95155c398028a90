import type { TAnswerValue, TQuestionView, TTypingLog } from '@tmp/contracts';

export const isTypingLog = (value: unknown): value is TTypingLog =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as TTypingLog).text === 'string' &&
  Array.isArray((value as TTypingLog).events);

/** Whether a question counts as answered (for the palette and the unanswered count before submitting). */
export const isAnswered = (question: TQuestionView, value: TAnswerValue | undefined): boolean => {
  if (value === null || value === undefined) return false;
  switch (question.kind) {
    case 'single':
      return typeof value === 'string' && value !== '';
    case 'multiple':
      return Array.isArray(value) && value.length > 0;
    case 'trueFalse':
      return typeof value === 'boolean';
    case 'fillIn':
      return Array.isArray(value) && value.some((v) => v.trim() !== '');
    case 'essay':
      return typeof value === 'string' && value.trim() !== '';
    case 'typing':
      return isTypingLog(value) && value.text.length > 0;
  }
};

export const countUnanswered = (
  questions: readonly TQuestionView[],
  values: Readonly<Record<number, { value: TAnswerValue } | undefined>>,
): number => questions.filter((q) => !isAnswered(q, values[q.id]?.value)).length;

/**
 * A fill-in title split around its blanks ('One hour has ____ minutes'), when it marks exactly as many
 * as the question has; otherwise null and the boxes go below the title.
 */
export const splitBlanks = (title: string, blanks: number): string[] | null => {
  const parts = title.split(/_{2,}/g);
  return parts.length - 1 === blanks ? parts : null;
};

/** The fill-in value resized to the question's blank count. */
export const fillInValues = (value: TAnswerValue | undefined, blanks: number): string[] =>
  Array.from({ length: blanks }, (_, i) =>
    Array.isArray(value) && typeof value[i] === 'string' ? value[i] : '',
  );
