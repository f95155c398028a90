import {
  INTERVIEW_CHANGE_CUTOFF_HOURS,
  INTERVIEW_STATUS_NAMES,
  pickText,
  type THrInterview,
  type TInterview,
  type TLang,
} from '@tmp/contracts';
import type { TInterviewListRow, TSlotRow } from './interviews.repository.ts';

export const HOUR_MS = 3_600_000;
export type TPeople = Array<{ planId: number; name: string; email: string }>;
export type TSlots = Array<{ slot: TSlotRow; heldBy: number | null }>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A time as people read it in a message: in the interview's zone, the zone named. */
export const formatWhen = (date: Date, timeZone: string, lang: TLang) => {
  const text = new Intl.DateTimeFormat(lang === 'zh-cn' ? 'zh-CN' : 'en-GB', {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
  return `${text} (${timeZone})`;
};

const slotView = (slot: TSlotRow) => ({
  id: slot.id,
  startsAt: slot.startsAt.toISOString(),
  endsAt: slot.endsAt.toISOString(),
});

const baseView = (row: TInterviewListRow, people: TPeople, lang: TLang) => ({
  id: row.interview.id,
  applicationId: row.interview.applicationId,
  positionName: lang === 'zh-cn' ? row.titleZh : row.titleEn,
  title: row.plan.title,
  round: row.plan.round,
  durationMinutes: row.plan.durationMinutes,
  timeZone: row.plan.timeZone,
  location: row.plan.location,
  onlineUrl: row.plan.onlineUrl,
  status: row.interview.status,
  statusName: pickText(INTERVIEW_STATUS_NAMES[row.interview.status]!, lang),
  startsAt: iso(row.interview.startsAt),
  endsAt: iso(row.interview.endsAt),
  interviewers: people.filter((p) => p.planId === row.plan.id).map(({ name, email }) => ({ name, email })),
});

const isOpen = (status: number) => status === 1 || status === 2;

/** The candidate's view: open times are offered while the interview may still be booked or moved. */
export const toInterview = (
  row: TInterviewListRow,
  people: TPeople,
  slots: TSlots,
  lang: TLang,
  now: Date,
): TInterview => {
  const cutoff = row.interview.startsAt
    ? new Date(row.interview.startsAt.getTime() - INTERVIEW_CHANGE_CUTOFF_HOURS * HOUR_MS)
    : null;
  const canChange = isOpen(row.interview.status) && (!cutoff || cutoff > now);
  return {
    ...baseView(row, people, lang),
    changeableUntil: isOpen(row.interview.status) ? iso(cutoff) : null,
    openSlots: canChange
      ? slots
          .filter((s) => s.slot.planId === row.plan.id && s.heldBy === null && s.slot.startsAt > now)
          .map((s) => slotView(s.slot))
      : [],
  };
};

export const toHrInterview = (
  row: TInterviewListRow,
  people: TPeople,
  slots: TSlots,
  lang: TLang,
): THrInterview => ({
  ...baseView(row, people, lang),
  candidateName: row.candidateName,
  result: row.interview.result === 'pass' || row.interview.result === 'fail' ? row.interview.result : null,
  feedback: row.interview.feedback,
  slots: slots
    .filter((s) => s.slot.planId === row.plan.id)
    .map((s) => ({ ...slotView(s.slot), isTaken: s.heldBy !== null })),
});
