import { useRef } from 'react';
import { InterviewStatus, ZInterviewResult, type THrInterview } from '@tmp/contracts';
import { showServerErrors, useSchemaForm } from '../../../lib/form/form.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { formatRange } from '../../../lib/time-zone.ts';
import { timeIn } from '../hooks/use-interviews-page.ts';
import { useCancelHrInterview, useRecordInterviewResult } from './api.ts';
import type { TInterviewWeek } from './use-interview-week.ts';

/**
 * One interview opened from the week: its time in HR's zone (and as planned, when planned in another), the
 * offered times, and cancelling it with an optional reason.
 */
export const useInterviewDetail = (interview: THrInterview, week: TInterviewWeek) => {
  const { t } = useTranslation('hr');
  const language = useLanguage();
  const cancel = useCancelHrInterview();
  const reason = useRef('');
  return {
    when: timeIn(interview, language, week.viewerZone) ?? t('interviews.awaiting'),
    planned: interview.timeZone !== week.viewerZone ? timeIn(interview, language, interview.timeZone) : null,
    people: interview.interviewers.map((p) => `${p.name} <${p.email}>`).join(', '),
    slots: interview.slots.map((s) => ({
      id: s.id,
      time: formatRange(s.startsAt, s.endsAt, language, week.viewerZone),
      isTaken: s.isTaken,
    })),
    canCancel:
      interview.status === InterviewStatus.AwaitingBooking || interview.status === InterviewStatus.Scheduled,
    cancelling: cancel.isPending,
    cancelConfirm: {
      title: t('interviews.cancelTitle'),
      confirmText: t('interviews.cancel'),
      cancelText: t('interviews.keep'),
      danger: true,
    },
    /** The reason typed in the confirm dialog, sent if HR confirms. */
    setReason: (text: string) => (reason.current = text),
    cancel: () => {
      const text = reason.current.trim();
      reason.current = '';
      return cancel.mutateAsync({ id: interview.id, reason: text || undefined }).catch(() => undefined);
    },
  };
};

/** What the result form checks: the contract's rules but for the id, which the interview gives. */
const ZResultForm = ZInterviewResult.omit({ id: true });

/**
 * Recording the outcome and feedback once the interview has begun (as of when the week was read); an
 * interview cancelled takes none, and one recorded shows it.
 */
export const useInterviewResult = (interview: THrInterview, now: number) => {
  const record = useRecordInterviewResult();
  const form = useSchemaForm(ZResultForm, { defaultValues: { feedback: '' } });
  const started = interview.startsAt !== null && Date.parse(interview.startsAt) <= now;
  const state =
    interview.status === InterviewStatus.Cancelled
      ? 'none'
      : interview.result
        ? 'recorded'
        : started
          ? 'open'
          : 'later';
  return {
    state,
    form,
    pending: record.isPending,
    submit: (values: { result: 'pass' | 'fail'; feedback: string }) =>
      record.mutateAsync({ id: interview.id, ...values }).catch((error: unknown) => {
        showServerErrors(form, error, (path) => (path === 'result' || path === 'feedback' ? path : null));
      }),
  } as const;
};
