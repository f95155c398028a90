import { useState } from 'react';
import { InterviewStatus, type THrInterview } from '@tmp/contracts';
import { useLanguage } from '../../../lib/i18n.ts';
import { formatTimeRange, viewerTimeZone, zoneLabel } from '../../../lib/time-zone.ts';
import { useJobOptions } from '../../../lib/console-choices.ts';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';
import { useHrInterviews } from './api.ts';

const DAY_MS = 86_400_000;

/** Monday 00:00 of the week holding `date`, on the viewer's clock. */
const mondayOf = (date: Date) => {
  const d = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  return d;
};

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** What the week can be narrowed to: a job (of the first hundred), a status. */
const useWeekFilters = () => {
  const [jobId, setJobId] = useState<number | undefined>(undefined);
  const [status, setStatus] = useState<number | undefined>(undefined);
  return {
    jobId,
    setJobId,
    jobOptions: useJobOptions(),
    status,
    setStatus,
    statusOptions: useHrFormat().interviewStatuses,
  };
};

/** The week's span [start, end) and a time as the viewer reads a range of it. */
interface TWeekSpan {
  start: number;
  end: number;
  rangeOf: (start: string, finish: string) => string;
}

/**
 * What an interview shows in the week: its booked time ('booked'), or the times still offered to a candidate
 * still choosing ('offered') while none is booked.
 */
const itemsOf = (i: THrInterview, week: TWeekSpan) => {
  const base = { interviewId: i.id, candidate: i.candidateName, title: i.title, status: i.status };
  const inWeek = (iso: string) => Date.parse(iso) >= week.start && Date.parse(iso) < week.end;
  const item = (key: string, kind: 'booked' | 'offered', start: string, finish: string) => ({
    ...base,
    key,
    kind,
    time: week.rangeOf(start, finish),
    statusName: i.statusName,
    startsAt: Date.parse(start),
  });
  if (i.startsAt && i.endsAt && inWeek(i.startsAt)) return [item(`${i.id}`, 'booked', i.startsAt, i.endsAt)];
  if (i.status !== InterviewStatus.AwaitingBooking) return [];
  return i.slots
    .filter((s) => !s.isTaken && inWeek(s.startsAt))
    .map((s) => item(`${i.id}-${s.id}`, 'offered', s.startsAt, s.endsAt));
};

/** The seven days from `weekStart`, each with what happens on it (in the order of the day). */
const daysOf = (weekStart: Date, items: ReturnType<typeof itemsOf>, language: string) => {
  const today = new Date();
  const weekdayFormat = new Intl.DateTimeFormat(language, { weekday: 'short' });
  const dateFormat = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric' });
  return Array.from({ length: 7 }, (_, n) => {
    const day = new Date(weekStart.getFullYear(), weekStart.getMonth(), weekStart.getDate() + n);
    return {
      key: day.toDateString(),
      weekday: weekdayFormat.format(day),
      date: dateFormat.format(day),
      isToday: sameDay(day, today),
      items: items.filter((item) => sameDay(new Date(item.startsAt), day)),
    };
  });
};

/** Which week is shown: this one at first, then the one before or after. */
const useWeekShown = () => {
  const [weekStart, setWeekStart] = useState(() => mondayOf(new Date()));
  // Two hours past seven days: a week that ends on a change of the clocks still ends on a Monday.
  const end = mondayOf(new Date(weekStart.getTime() + 7 * DAY_MS + 2 * 3_600_000));
  return {
    weekStart,
    end,
    previous: () => setWeekStart(mondayOf(new Date(weekStart.getTime() - 3 * DAY_MS))),
    next: () => setWeekStart(mondayOf(new Date(weekStart.getTime() + 10 * DAY_MS))),
    thisWeek: () => setWeekStart(mondayOf(new Date())),
  };
};

/** The console's week of interviews: the days, what happens on each, filters and the one opened. */
export const useInterviewWeek = () => {
  const language = useLanguage();
  const zone = viewerTimeZone();
  const { weekStart, end, ...move } = useWeekShown();
  const filters = useWeekFilters();
  const [openId, setOpenId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const query = useHrInterviews({
    from: weekStart.toISOString(),
    to: end.toISOString(),
    jobId: filters.jobId,
    status: filters.status,
  });
  const list = query.data?.list ?? [];
  const rangeOf = (start: string, finish: string) => formatTimeRange(start, finish, language, zone);
  const span = { start: weekStart.getTime(), end: end.getTime(), rangeOf };
  const items = list.flatMap((i) => itemsOf(i, span)).sort((a, b) => a.startsAt - b.startsAt);
  const dateFormat = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric' });
  return {
    state: query.isPending ? 'loading' : query.isError ? 'error' : 'ready',
    errorText: query.error?.message ?? '',
    busy: query.isFetching,
    zone: zoneLabel(zone),
    range: `${dateFormat.format(weekStart)} – ${dateFormat.format(new Date(end.getTime() - DAY_MS))}`,
    days: daysOf(weekStart, items, language),
    count: items.length,
    ...move,
    filters,
    /** The dialog that arranges an interview is open. */
    creating,
    create: () => setCreating(true),
    closeCreate: () => setCreating(false),
    opened: list.find((i) => i.id === openId) ?? null,
    open: setOpenId,
    close: () => setOpenId(null),
    viewerZone: zone,
    /** When the list was read: what it says was true then. */
    now: query.dataUpdatedAt,
  };
};

export type TInterviewWeek = ReturnType<typeof useInterviewWeek>;
