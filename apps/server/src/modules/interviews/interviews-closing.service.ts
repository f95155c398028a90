import type { Db } from '../../db/client.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { TClosingStep } from '../applications/application-status.service.ts';
import { INTERVIEW_MESSAGE_JOB, type TInterviewMessage } from './interview-messages.service.ts';
import { closeApplicationInterviewRows } from './interviews.repository.ts';

export type TClosedInterview = { id: number; status: number; sequence: number };

/**
 * Closes what an application's interviews still hold when the application closes, inside its transaction:
 * for a hire an interview that has begun counts as done; every other open one is cancelled and frees its
 * time, so HR's list no longer says "Scheduled".
 */
export const closeInterviewsOfClosedApplication = (
  tx: Db,
  deps: TDeps,
  customerId: number,
  input: { applicationId: number; isHired: boolean },
): Promise<TClosedInterview[]> =>
  closeApplicationInterviewRows(tx, customerId, input.applicationId, {
    now: deps.now(),
    pastAsDone: input.isHired,
  });

/**
 * Once committed, the interviewers of each cancelled interview are told. The candidate is told once, in
 * the application's closing message, rather than once per interview.
 */
export const announceCancelledInterviews = async (deps: TDeps, closed: TClosedInterview[]) => {
  for (const row of closed.filter((r) => r.status !== 4)) {
    const message: TInterviewMessage = {
      interviewId: row.id,
      kind: 'cancelled',
      sequence: row.sequence,
      audience: 'interviewers',
    };
    await deps.jobs.send(INTERVIEW_MESSAGE_JOB, message);
  }
};

/** The interviews' part of closing an application (applications' `closeWithApplication`, app.ts). */
export const closeInterviewsWithApplication: TClosingStep = async (tx, deps, customerId, closing) => {
  const closed = await closeInterviewsOfClosedApplication(tx, deps, customerId, closing);
  return {
    interviewsCancelled: closed.filter((r) => r.status !== 4).length,
    announce: (after) => announceCancelledInterviews(after, closed),
  };
};
