import { useRef } from 'react';
import { InterviewStatus, ZInterviewResult, type THrInterview } from '@tmp/contracts';
import { showServerErrors, useSchemaForm } from '../../../lib/form/form.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { zoneLabel } from '../../../lib/time-zone.ts';
import { useCancelHrInterview, useRecordInterviewResult } from './api.ts';
import type { TInterviewWeek } from './use-interview-week.ts';

/** An interview's time read in `zone`, naming the zone (with its offset on that day). */
const timeIn = (week: TInterviewWeek, interview: THrInterview, zone: string) =>
  interview.startsAt && interview.endsAt
    ? `${week.formatRange(interview.startsAt, interview.endsAt, zone)} · ${zoneLabel(zone, new Date(interview.startsAt))}`
    : null;

/**
 * One interview opened from the week: its time in HR's zone (and as planned, when planned in another), the
 * offered times, and cancelling it with an optional reason.
 */
export const useInterviewDetail = (interview: THrInterview, week: TInterviewWeek) => {
  const { t } = useTranslation('hr');
  const cancel = useCancelHrInterview();
  const reason = useRef('');
  return {
    when: timeIn(week, interview, week.viewerZone) ?? t('interviews.awaiting'),
    planned: interview.timeZone !== week.viewerZone ? timeIn(week, interview, interview.timeZone) : null,
    people: interview.interviewers.map((p) => `${p.name} <${p.email}>`).join(', '),
    slots: interview.slots.map((s) => ({
      id: s.id,
      time: week.formatRange(s.startsAt, s.endsAt, week.viewerZone),
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
