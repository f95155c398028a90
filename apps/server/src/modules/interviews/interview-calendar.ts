import { TZDate } from '@date-fns/tz';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { AppErrorCode, InterviewStatus, type TLang } from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { getCustomerHost } from '../customers/customers.service.ts';
import type { TOwner } from './interview-booking.service.ts';
import { notFound } from './interviews-hr.service.ts';
import { findInterviewView, findPlanInterviewers } from './interviews.repository.ts';

/** The VTIMEZONE block of an IANA zone, so calendars show the time in the zone it was set in. */
const vtimezone = (zone: string): string | null => {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) ? (block[0] ?? null) : null;
};

/**
 * The candidate's interview as an RFC 5545 calendar: one event whose UID never changes and whose
 * SEQUENCE grows with each move or cancellation, so calendar apps update the event they already have.
 */
export const buildInterviewCalendar = async (deps: TDeps, owner: TOwner, lang: TLang, id: number) => {
  const row = await findInterviewView(deps.db, owner.customerId, id, owner.userId);
  if (!row) throw notFound();
  const { interview, plan } = row;
  if (!interview.startsAt || !interview.endsAt) {
    throw new AppError(AppErrorCode.InterviewBadState, 'interviews.notBooked');
  }
  const [people, host] = await Promise.all([
    findPlanInterviewers(deps.db, owner.customerId, [plan.id]),
    getCustomerHost(deps, owner.customerId),
  ]);
  const isCancelled = interview.status === InterviewStatus.Cancelled;
  const calendar = ical({
    prodId: { company: 'TMP', product: 'Candidate portal', language: lang === 'zh-cn' ? 'ZH' : 'EN' },
    method: isCancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  // The generator adds the VTIMEZONE of each event's zone (DTSTART;TZID=...). The calendar itself gets no
  // zone: with one, ical-generator writes DTSTAMP in it without a Z, which RFC 5545 requires in UTC.
  calendar.timezone({ name: null, generator: vtimezone });
  const position = lang === 'zh-cn' ? row.titleZh : row.titleEn;
  calendar.createEvent({
    id: `interview-${interview.id}@${host ?? 'tmp-portal'}`,
    sequence: interview.sequence,
    stamp: deps.now(),
    // A date that reads its fields in the zone: the file says 20:00 in Asia/Shanghai, not the server's clock.
    start: new TZDate(interview.startsAt, plan.timeZone),
    end: new TZDate(interview.endsAt, plan.timeZone),
    timezone: plan.timeZone,
    summary: `${plan.title} · ${position}`,
    location: plan.location ?? plan.onlineUrl ?? null,
    url: plan.onlineUrl ?? null,
    description: people.map((p) => `${p.name} <${p.email}>`).join('\n'),
    status: isCancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return { fileName: `interview-${interview.id}.ics`, text: calendar.toString() };
};
