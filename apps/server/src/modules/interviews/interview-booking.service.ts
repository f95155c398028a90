import {
  AppErrorCode,
  INTERVIEW_CHANGE_CUTOFF_HOURS,
  InterviewStatus,
  type TAppErrorCode,
  type TLang,
  type TMessageKey,
  type TPageQuery,
} from '@tmp/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { queueInterviewMessage, reminderMarks } from './interview-messages.service.ts';
import { assertInterviewersFree } from './interviews.service.ts';
import { notFound, readPlanDetails } from './interviews-hr.service.ts';
import {
  findInterviewView,
  findPlanInterviewers,
  findUserInterviews,
  isSlotHeld,
  lockInterview,
  lockInterviewers,
  lockSlot,
  updateInterview,
  type TInterviewRow,
} from './interviews.repository.ts';
import { HOUR_MS, toInterview } from './interviews.view.ts';

export interface TOwner {
  customerId: number;
  userId: number;
}

const refuse = (code: TAppErrorCode, key: TMessageKey) => new AppError(code, key);

export const getMyInterview = async (deps: TDeps, owner: TOwner, lang: TLang, id: number) => {
  const row = await findInterviewView(deps.db, owner.customerId, id, owner.userId);
  if (!row) throw notFound();
  const { people, slots } = await readPlanDetails(deps, owner.customerId, [row]);
  return toInterview(row, people, slots, lang, deps.now());
};

export const listMyInterviews = async (deps: TDeps, owner: TOwner, lang: TLang, page: TPageQuery) => {
  const { rows, count } = await findUserInterviews(deps.db, owner.customerId, owner.userId, {
    offset: (page.pageIndex - 1) * page.pageSize,
    limit: page.pageSize,
  });
  const { people, slots } = await readPlanDetails(deps, owner.customerId, rows);
  return { list: rows.map((row) => toInterview(row, people, slots, lang, deps.now())), recordcount: count };
};

/** The candidate's own interview, locked, still open and not within 12 hours of its start. */
const lockChangeable = async (tx: Db, deps: TDeps, owner: TOwner, id: number) => {
  const current = await lockInterview(tx, owner.customerId, id);
  if (!current || current.userId !== owner.userId) throw notFound();
  if (current.status !== InterviewStatus.AwaitingBooking && current.status !== InterviewStatus.Scheduled) {
    throw refuse(AppErrorCode.InterviewClosed, 'interviews.closed');
  }
  const cutoff = INTERVIEW_CHANGE_CUTOFF_HOURS * HOUR_MS;
  if (current.startsAt && current.startsAt.getTime() - deps.now().getTime() < cutoff) {
    throw refuse(AppErrorCode.InterviewTooLate, 'interviews.tooLate');
  }
  return current;
};

/**
 * Takes an offered time. Atomic on PostgreSQL: the interview row, then the interviewers' rows (id order),
 * then the slot row are locked before checking that nobody holds the slot and no interviewer is busy;
 * the unique index on interviews.slot_id is the last guard.
 */
const takeSlot = async (tx: Db, deps: TDeps, current: TInterviewRow, slotId: number, lang: TLang) => {
  const people = await findPlanInterviewers(tx, current.customerId, [current.planId]);
  const interviewerIds = people.map((p) => p.id);
  await lockInterviewers(tx, current.customerId, interviewerIds);
  const slot = await lockSlot(tx, current.customerId, current.planId, slotId);
  if (!slot) throw refuse(AppErrorCode.InterviewBadInput, 'interviews.slotUnknown');
  const now = deps.now();
  if (slot.startsAt <= now) throw refuse(AppErrorCode.InterviewBadInput, 'interviews.slotPast');
  if (slot.startsAt.getTime() - now.getTime() < INTERVIEW_CHANGE_CUTOFF_HOURS * HOUR_MS) {
    throw refuse(AppErrorCode.InterviewTooLate, 'interviews.tooLate');
  }
  if (current.slotId !== slot.id && (await isSlotHeld(tx, current.customerId, slot.id))) {
    throw refuse(AppErrorCode.InterviewSlotTaken, 'interviews.slotTaken');
  }
  const range = { startsAt: slot.startsAt, endsAt: slot.endsAt };
  await assertInterviewersFree(tx, current.customerId, interviewerIds, range, current.id, lang);
  return updateInterview(tx, current.customerId, current.id, {
    status: InterviewStatus.Scheduled,
    slotId: slot.id,
    ...range,
    ...reminderMarks(slot.startsAt, now),
    sequence: current.sequence + 1,
    updatedAt: now,
  });
};

const choose = async (
  deps: TDeps,
  owner: TOwner,
  input: { id: number; slotId: number },
  lang: TLang,
  mode: 'book' | 'move',
) => {
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockChangeable(tx, deps, owner, input.id);
    if (mode === 'book' && current.status === InterviewStatus.Scheduled) {
      throw refuse(
        AppErrorCode.InterviewBadState,
        current.slotId ? 'interviews.alreadyBooked' : 'interviews.notBookable',
      );
    }
    if (mode === 'move' && !current.slotId) {
      const key =
        current.status === InterviewStatus.Scheduled ? 'interviews.notBookable' : 'interviews.notBooked';
      throw refuse(AppErrorCode.InterviewBadState, key);
    }
    return takeSlot(tx, deps, current, input.slotId, lang);
  });
  const kind = mode === 'book' ? 'confirmed' : 'changed';
  await queueInterviewMessage(deps, { interviewId: row.id, kind, sequence: row.sequence });
  return getMyInterview(deps, owner, lang, row.id);
};

export const bookInterviewSlot = (
  deps: TDeps,
  owner: TOwner,
  input: { id: number; slotId: number },
  lang: TLang,
) => choose(deps, owner, input, lang, 'book');

export const rescheduleInterview = (
  deps: TDeps,
  owner: TOwner,
  input: { id: number; slotId: number },
  lang: TLang,
) => choose(deps, owner, input, lang, 'move');

/** The candidate declines: the time is freed for others and HR sees the interview cancelled. */
export const cancelMyInterview = async (
  deps: TDeps,
  owner: TOwner,
  input: { id: number; reason?: string | undefined },
  lang: TLang,
) => {
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockChangeable(tx, deps, owner, input.id);
    return updateInterview(tx, owner.customerId, current.id, {
      status: InterviewStatus.Cancelled,
      slotId: null,
      cancelReason: input.reason || null,
      sequence: current.sequence + 1,
      updatedAt: deps.now(),
    });
  });
  await queueInterviewMessage(deps, { interviewId: row.id, kind: 'cancelled', sequence: row.sequence });
  return getMyInterview(deps, owner, lang, row.id);
};
