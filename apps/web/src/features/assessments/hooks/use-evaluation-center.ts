import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { AssessmentStatus, type TAssessmentItem } from '@tmp/contracts';
import { copyText } from '../../../lib/clipboard.ts';
import { getAssessmentPin, useToDoAssessments, useUserAssessments } from '../api/exam.ts';
import { useAssessmentFormat } from './use-assessment-format.ts';

const PAGE_SIZE = 10;
const DONE_STATUSES = [
  AssessmentStatus.Submitted,
  AssessmentStatus.Expired,
  AssessmentStatus.Cancelled,
  AssessmentStatus.Absent,
];

/** What the main button of a card does, by status; the assignments with one have a PIN too. */
const ACTIONS: Partial<Record<number, 'start' | 'continue' | 'result'>> = {
  [AssessmentStatus.ToDo]: 'start',
  [AssessmentStatus.InProgress]: 'continue',
  [AssessmentStatus.Submitted]: 'result',
};

type TListQuery = Pick<UseQueryResult<{ list: TAssessmentItem[] }>, 'isPending' | 'error' | 'data'>;

/**
 * A tab's list: a spinner, the error, the empty text, or the cards, each with its facts (deadline, duration,
 * questions, then when submitted or when the time ends), its main button and whether it has a PIN.
 */
const useCardList = (query: TListQuery, empty: string) => {
  const { t } = useTranslation('assessments');
  const navigate = useNavigate();
  const format = useAssessmentFormat();
  if (query.isPending) return { state: 'loading' as const };
  if (query.error) return { state: 'error' as const, text: query.error.message };
  const items = query.data?.list ?? [];
  if (!items.length) return { state: 'empty' as const, text: empty };
  const cards = items.map((item) => {
    const action = ACTIONS[item.status];
    const facts: Array<[string, string]> = [
      [t('card.deadline'), format.dateTime(item.deadline)],
      [t('card.duration'), item.duration],
      [t('card.questions'), String(item.questionCount)],
    ];
    if (item.status === AssessmentStatus.Submitted) {
      facts.push([t('card.submittedAt'), format.dateTime(item.submittedAt)]);
    } else if (item.startedAt) facts.push([t('card.endsAt'), format.dateTime(item.endsAt)]);
    return {
      item,
      facts,
      hasPin: action !== undefined,
      action: action && {
        label: t(`card.action.${action}`),
        primary: action !== 'result',
        go: () => void navigate(`/onlineTest?id=${item.id}`),
      },
    };
  });
  return { state: 'ready' as const, cards };
};

export type TCardListView = ReturnType<typeof useCardList>;

/**
 * /evaluation: the "to do" tab (all of it) and the "done" tab (a page at a time, with a pager when there is
 * more than one page).
 */
export const useEvaluationCenter = () => {
  const { t } = useTranslation('assessments');
  const [page, setPage] = useState(1);
  const todo = useToDoAssessments();
  const done = useUserAssessments({ pageIndex: page, pageSize: PAGE_SIZE, status: DONE_STATUSES });
  const doneTotal = done.data?.recordcount ?? 0;
  const pages = Math.ceil(doneTotal / PAGE_SIZE);
  return {
    title: t('center.title'),
    subtitle: t('center.subtitle'),
    todo: {
      label: t('center.todoTab', { count: todo.data?.recordcount ?? 0 }),
      list: useCardList(todo, t('center.todoEmpty')),
    },
    done: {
      label: t('center.doneTab', { count: doneTotal }),
      list: useCardList(done, t('center.doneEmpty')),
    },
    pager:
      pages > 1
        ? {
            current: page,
            /** Undefined on the first page, likewise `next` on the last. */
            previous: page > 1 ? () => setPage(page - 1) : undefined,
            next: page < pages ? () => setPage(page + 1) : undefined,
            previousLabel: t('center.previous'),
            nextLabel: t('center.next'),
            position: t('center.page', { page, pages }),
          }
        : undefined,
  };
};

/** An assignment's PIN: fetched on demand, shown, copied. */
export const usePin = (id: number) => {
  const { t } = useTranslation('assessments');
  const [pin, setPin] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const reveal = async (): Promise<string | null> => {
    if (pin) return pin;
    setLoading(true);
    try {
      const data = await getAssessmentPin(id);
      setPin(data.pinNumber);
      return data.pinNumber;
    } catch {
      return null;
    } finally {
      setLoading(false);
    }
  };
  return {
    label: t('pin.label'),
    showLabel: t('pin.show'),
    copyLabel: t('pin.copy'),
    pin,
    loading,
    reveal: () => void reveal(),
    /** What copying came to, for a toast; null when the PIN could not be fetched (the client said why). */
    copy: async (): Promise<{ ok: boolean; title: string } | null> => {
      const value = await reveal();
      if (!value) return null;
      const ok = await copyText(value);
      return { ok, title: t(ok ? 'pin.copySuccess' : 'pin.copyFailed') };
    },
  };
};
