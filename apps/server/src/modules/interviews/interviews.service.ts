import {
  AppErrorCode,
  ApplicationStatus,
  ApplicationStep,
  InterviewStatus,
  type TInterviewInput,
  type TLang,
  type TMessageKey,
} from '@tmp/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { getHrUser } from '../accounts/accounts.service.ts';
import { moveApplication } from '../applications/application-status.service.ts';
import { getApplications } from '../applications/applications.service.ts';
import type { TCustomer } from '../customers/customers.service.ts';
import { queueInterviewMessage, reminderMarks } from './interview-messages.service.ts';
import {
  findInterviewerClash,
  insertInterview,
  insertPlan,
  insertSlots,
  linkInterviewers,
  lockInterviewers,
  upsertInterviewers,
} from './interviews.repository.ts';
import { formatWhen } from './interviews.view.ts';

const MINUTE_MS = 60_000;
const CLOSED_APPLICATION = new Set<number>([
  ApplicationStatus.Hired,
  ApplicationStatus.NotSuitable,
  ApplicationStatus.Withdrawn,
]);

export const badInput = (key: TMessageKey) => new AppError(AppErrorCode.InterviewBadInput, key);

/** The offered or fixed times as UTC instants: all in the future, none overlapping another. */
const readTimes = (input: TInterviewInput, now: Date) => {
  const starts = (input.slots ?? [input.startsAt!]).map((s) => new Date(s)).sort((a, b) => +a - +b);
  const ranges = starts.map((startsAt) => ({
    startsAt,
    endsAt: new Date(startsAt.getTime() + input.durationMinutes * MINUTE_MS),
  }));
  if (ranges.some((r) => r.startsAt <= now)) throw badInput('interviews.timePast');
  if (ranges.some((r, i) => i > 0 && r.startsAt < ranges[i - 1]!.endsAt))
    throw badInput('interviews.slotsOverlap');
  return ranges;
};

/** HR users by id, the others by name and email; one entry per email. */
const readInterviewers = async (deps: TDeps, customerId: number, input: TInterviewInput) => {
  const people = new Map<string, { hrUserId: number | null; name: string; email: string }>();
  for (const person of input.interviewers) {
    if (person.hrUserId !== undefined) {
      const hr = await getHrUser(deps, customerId, person.hrUserId);
      if (!hr) throw badInput('interviews.interviewerUnknown');
      people.set(hr.email.toLowerCase(), { hrUserId: hr.id, name: hr.name, email: hr.email.toLowerCase() });
    } else {
      const email = person.email!.toLowerCase();
      people.set(email, { hrUserId: null, name: person.name!, email });
    }
  }
  return [...people.values()];
};

const readApplications = async (deps: TDeps, customerId: number, ids: number[]) => {
  const unique = [...new Set(ids)];
  const found = await getApplications(deps, customerId, unique);
  if (found.length !== unique.length) throw badInput('interviews.applicationUnknown');
  // In the order HR listed them, so that the answer's ids match the applications given.
  const rows = unique.map((id) => found.find((row) => row.id === id)!);
  if (rows.some((r) => CLOSED_APPLICATION.has(r.status))) throw badInput('interviews.applicationClosed');
  return rows;
};

/** Refuses a time at which one of the interviewers already has an interview (their rows locked first). */
export const assertInterviewersFree = async (
  tx: Db,
  customerId: number,
  interviewerIds: number[],
  range: { startsAt: Date; endsAt: Date },
  interviewId: number,
  lang: TLang,
) => {
  const clash = await findInterviewerClash(tx, customerId, interviewerIds, range, interviewId);
  if (!clash) return;
  throw new AppError(AppErrorCode.InterviewerBusy, 'interviews.interviewerBusy', {
    params: { name: clash.name, time: formatWhen(clash.startsAt!, 'UTC', lang) },
  });
};

/**
 * HR invites applicants: at a fixed time (scheduled at once, interviewers checked free) or to choose among
 * offered times. Applications move to "interview"; each candidate is told through the job queue.
 */
export const createInterviews = async (
  deps: TDeps,
  customer: TCustomer,
  input: TInterviewInput,
  by: number,
  lang: TLang,
) => {
  const now = deps.now();
  const ranges = readTimes(input, now);
  const targets = await readApplications(deps, customer.id, input.applicationIds);
  const people = await readInterviewers(deps, customer.id, input);
  const fixed = input.startsAt ? ranges[0]! : undefined;
  const created = await deps.db.transaction(async (tx) => {
    const plan = await insertPlan(tx, {
      customerId: customer.id,
      title: input.title,
      round: input.round,
      durationMinutes: input.durationMinutes,
      timeZone: input.timeZone,
      location: input.location || null,
      onlineUrl: input.onlineUrl || null,
      createdBy: by,
    });
    const interviewerIds = await upsertInterviewers(tx, customer.id, people);
    await linkInterviewers(tx, plan.id, interviewerIds);
    if (!fixed)
      await insertSlots(
        tx,
        ranges.map((r) => ({ customerId: customer.id, planId: plan.id, ...r })),
      );
    else await lockInterviewers(tx, customer.id, interviewerIds);
    const rows = [];
    for (const target of targets) {
      const row = await insertInterview(tx, {
        customerId: customer.id,
        planId: plan.id,
        applicationId: target.id,
        userId: target.userId,
        status: fixed ? InterviewStatus.Scheduled : InterviewStatus.AwaitingBooking,
        ...(fixed ? { ...fixed, ...reminderMarks(fixed.startsAt, now) } : {}),
        createdAt: now,
        updatedAt: now,
      });
      if (fixed) await assertInterviewersFree(tx, customer.id, interviewerIds, fixed, row.id, lang);
      if (target.status !== ApplicationStatus.Interview) {
        // Checked again under the application's lock: one closed meanwhile is refused (decisions §5).
        const move = { applicationId: target.id, to: ApplicationStatus.Interview, note: null, by, lang };
        await moveApplication(tx, deps, customer.id, { ...move, step: ApplicationStep.Interview });
      }
      rows.push(row);
    }
    return rows;
  });
  for (const row of created) {
    await queueInterviewMessage(deps, { interviewId: row.id, kind: 'invite', sequence: row.sequence });
  }
  return { ids: created.map((row) => row.id) };
};
