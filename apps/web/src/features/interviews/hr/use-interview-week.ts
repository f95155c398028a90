import { useState } from 'react';
import { InterviewStatus, type THrInterview } from '@tmp/contracts';
import { useLanguage } from '../../../lib/i18n.ts';
import { formatRange, formatTimeRange, viewerTimeZone, zoneLabel } from '../../../lib/time-zone.ts';
import { useJobChoices } from '../../../lib/console-choices.ts';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';
import { useHrInterviews } from './api.ts';

const DAY_MS = 86_400_000;

/** Monday 00:00 of the week holding `date`, on the viewer's clock. */
const mondayOf = (date: Date) => {
  const d = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  return d;
};

export interface TCalendarItem {
  key: string;
  interviewId: number;
  /** 'booked': the interview's time; 'offered': a free time offered to a candidate still choosing. */
  kind: 'booked' | 'offered';
  time: string;
  candidate: string;
  title: string;
  status: number;
  statusName: string;
  startsAt: number;
}

export interface TCalendarDay {
  key: string;
  weekday: string;
  date: string;
  isToday: boolean;
  items: TCalendarItem[];
}

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** What the week can be narrowed to: a job (of the first hundred), a status. */
const useWeekFilters = () => {
  const [jobId, setJobId] = useState<number | undefined>(undefined);
  const [status, setStatus] = useState<number | undefined>(undefined);
  const jobs = useJobChoices('', 100);
  return {
    jobId,
    setJobId,
    jobOptions: jobs.data?.list.map((j) => ({ value: j.id, label: j.title })) ?? [],
    status,
    setStatus,
    statusOptions: useHrFormat().interviewStatuses,
  };
};

/** The console's week of interviews: the days, what happens on each, filters and the one opened. */
export const useInterviewWeek = () => {
  const language = useLanguage();
  const zone = viewerTimeZone();
  const [weekStart, setWeekStart] = useState(() => mondayOf(new Date()));
  const filters = useWeekFilters();
  const { jobId, status } = filters;
  const [openId, setOpenId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const weekEnd = new Date(weekStart.getTime() + 7 * DAY_MS + 2 * 3_600_000);
  const end = mondayOf(weekEnd);
  const query = useHrInterviews({ from: weekStart.toISOString(), to: end.toISOString(), jobId, status });
  const list = query.data?.list ?? [];

  const rangeOf = (start: string, finish: string) => formatTimeRange(start, finish, language, zone);
  const itemsOf = (i: THrInterview): TCalendarItem[] => {
    const base = { interviewId: i.id, candidate: i.candidateName, title: i.title, status: i.status };
    const inWeek = (iso: string) => Date.parse(iso) >= weekStart.getTime() && Date.parse(iso) < end.getTime();
    if (i.startsAt && i.endsAt && inWeek(i.startsAt)) {
      return [
        {
          ...base,
          key: `${i.id}`,
          kind: 'booked',
          time: rangeOf(i.startsAt, i.endsAt),
          statusName: i.statusName,
          startsAt: Date.parse(i.startsAt),
        },
      ];
    }
    if (i.status !== InterviewStatus.AwaitingBooking) return [];
    return i.slots
      .filter((s) => !s.isTaken && inWeek(s.startsAt))
      .map((s) => ({
        ...base,
        key: `${i.id}-${s.id}`,
        kind: 'offered' as const,
        time: rangeOf(s.startsAt, s.endsAt),
        statusName: i.statusName,
        startsAt: Date.parse(s.startsAt),
      }));
  };
  const items = list.flatMap(itemsOf).sort((a, b) => a.startsAt - b.startsAt);
  const today = new Date();
  const weekdayFormat = new Intl.DateTimeFormat(language, { weekday: 'short' });
  const dateFormat = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric' });
  const days: TCalendarDay[] = Array.from({ length: 7 }, (_, n) => {
    const day = new Date(weekStart.getFullYear(), weekStart.getMonth(), weekStart.getDate() + n);
    return {
      key: day.toDateString(),
      weekday: weekdayFormat.format(day),
      date: dateFormat.format(day),
      isToday: sameDay(day, today),
      items: items.filter((item) => sameDay(new Date(item.startsAt), day)),
    };
  });
  const lastDay = new Date(end.getTime() - DAY_MS);
  return {
    state: query.isPending ? 'loading' : query.isError ? 'error' : 'ready',
    errorText: query.error?.message ?? '',
    busy: query.isFetching,
    zone: zoneLabel(zone),
    range: `${dateFormat.format(weekStart)} – ${dateFormat.format(lastDay)}`,
    days,
    count: items.length,
    previous: () => setWeekStart(mondayOf(new Date(weekStart.getTime() - 3 * DAY_MS))),
    next: () => setWeekStart(mondayOf(new Date(weekStart.getTime() + 10 * DAY_MS))),
    thisWeek: () => setWeekStart(mondayOf(new Date())),
    goTo: (date: Date) => setWeekStart(mondayOf(date)),
    filters,
    /** The dialog that arranges an interview is open. */
    creating,
    create: () => setCreating(true),
    closeCreate: () => setCreating(false),
    opened: list.find((i) => i.id === openId) ?? null,
    open: setOpenId,
    close: () => setOpenId(null),
    rangeOf,
    formatRange: (start: string, finish: string, timeZone: string) =>
      formatRange(start, finish, language, timeZone),
    viewerZone: zone,
    /** When the list was read: what it says was true then. */
    now: query.dataUpdatedAt,
  };
};

export type TInterviewWeek = ReturnType<typeof useInterviewWeek>;
