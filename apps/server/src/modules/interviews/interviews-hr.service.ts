import {
  AppErrorCode,
  ApplicationStatus,
  ApplicationStep,
  InterviewStatus,
  type TLang,
  type TPageQuery,
  translate,
} from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { THrScope } from '../../lib/hr-scope.ts';
import { listHrUsers } from '../accounts/accounts.service.ts';
import { announceClosing, moveApplication } from '../applications/application-status.service.ts';
import { lockApplication } from '../applications/applications.service.ts';
import type { TCustomer } from '../customers/customers.service.ts';
import { queueInterviewMessage } from './interview-messages.service.ts';
import {
  findCustomerInterviews,
  findInterviewView,
  findNamedInterviewers,
  findPlanInterviewers,
  findPlanSlots,
  lockInterview,
  updateInterview,
  type THrInterviewFilter,
  type TInterviewListRow,
  type TInterviewRow,
} from './interviews.repository.ts';
import { toHrInterview } from './interviews.view.ts';

export const notFound = () => new AppError(AppErrorCode.InterviewNotFound, 'interviews.notFound');

/** The interviewers and times of the rows' plans, read once for a page. */
export const readPlanDetails = async (deps: TDeps, customerId: number, rows: TInterviewListRow[]) => {
  const planIds = [...new Set(rows.map((r) => r.plan.id))];
  const [people, slots] = await Promise.all([
    findPlanInterviewers(deps.db, customerId, planIds),
    findPlanSlots(deps.db, customerId, planIds),
  ]);
  return { people, slots };
};

const hrView = async (deps: TDeps, customerId: number, id: number, lang: TLang) => {
  const row = await findInterviewView(deps.db, customerId, id);
  if (!row) throw notFound();
  const { people, slots } = await readPlanDetails(deps, customerId, [row]);
  return toHrInterview(row, people, slots, lang);
};

export const listInterviewsForHr = async (
  deps: TDeps,
  customerId: number,
  lang: TLang,
  query: TPageQuery & { jobId?: number; status?: number; from?: string; to?: string },
  scope?: THrScope,
) => {
  const filter: THrInterviewFilter = {
    scope,
    jobId: query.jobId,
    status: query.status,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
  };
  const page = { offset: (query.pageIndex - 1) * query.pageSize, limit: query.pageSize };
  const { rows, count } = await findCustomerInterviews(deps.db, customerId, filter, page);
  const { people, slots } = await readPlanDetails(deps, customerId, rows);
  return { list: rows.map((row) => toHrInterview(row, people, slots, lang)), recordcount: count };
};

/** The HR users of the company first, then the people named by email before (each email once). */
export const listInterviewerChoices = async (deps: TDeps, customerId: number) => {
  const [hrUsers, named] = await Promise.all([
    listHrUsers(deps, customerId),
    findNamedInterviewers(deps.db, customerId),
  ]);
  const seen = new Set(hrUsers.map((u) => u.email.toLowerCase()));
  return [
    ...hrUsers.map((u) => ({ hrUserId: u.id, name: u.name, email: u.email })),
    ...named.filter((p) => !seen.has(p.email)).map((p) => ({ hrUserId: null, ...p })),
  ];
};

const isOpen = (status: number) =>
  status === InterviewStatus.AwaitingBooking || status === InterviewStatus.Scheduled;

/** HR cancels: the time is freed, the calendar event's sequence grows, and the candidate is told. */
export const cancelInterviewByHr = async (
  deps: TDeps,
  customer: TCustomer,
  input: { id: number; reason?: string | undefined },
  lang: TLang,
) => {
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockInterview(tx, customer.id, input.id);
    if (!current) throw notFound();
    if (!isOpen(current.status)) throw new AppError(AppErrorCode.InterviewClosed, 'interviews.closed');
    return updateInterview(tx, customer.id, current.id, {
      status: InterviewStatus.Cancelled,
      slotId: null,
      cancelReason: input.reason || null,
      sequence: current.sequence + 1,
      updatedAt: deps.now(),
    });
  });
  await queueInterviewMessage(deps, { interviewId: row.id, kind: 'cancelled', sequence: row.sequence });
  return hrView(deps, customer.id, row.id, lang);
};

/** The interview of a result, checked before anything is written: begun, not cancelled, no result yet. */
const checkResultable = (current: TInterviewRow | undefined, now: Date) => {
  if (!current) throw notFound();
  if (current.status === InterviewStatus.Cancelled) {
    throw new AppError(AppErrorCode.InterviewClosed, 'interviews.closed');
  }
  if (current.status === InterviewStatus.Completed) {
    throw new AppError(AppErrorCode.InterviewBadState, 'interviews.resultRecorded');
  }
  if (!current.startsAt || current.startsAt > now) {
    throw new AppError(AppErrorCode.InterviewBadState, 'interviews.notStarted');
  }
  return current;
};

/**
 * Feedback and pass or fail, once, after the interview has begun and while the application is at
 * "interview" (decisions §5); a fail closes the application as not suitable, with what hangs on it.
 */
export const recordInterviewResult = async (
  deps: TDeps,
  customer: TCustomer,
  input: { id: number; result: 'pass' | 'fail'; feedback: string },
  by: number,
  lang: TLang,
) => {
  const closing = await deps.db.transaction(async (tx) => {
    // The application is locked before the interview, in the order every status change takes them.
    const seen = await findInterviewView(tx, customer.id, input.id);
    if (seen) await lockApplication({ ...deps, db: tx }, customer.id, seen.interview.applicationId);
    const current = checkResultable(await lockInterview(tx, customer.id, input.id), deps.now());
    await updateInterview(tx, customer.id, current.id, {
      status: InterviewStatus.Completed,
      result: input.result,
      feedback: input.feedback,
      updatedAt: deps.now(),
    });
    const isPass = input.result === 'pass';
    const note = translate(isPass ? 'interviews.passedNote' : 'interviews.failedNote', lang).replace(
      '{title}',
      seen!.plan.title,
    );
    return moveApplication(tx, deps, customer.id, {
      applicationId: current.applicationId,
      to: isPass ? ApplicationStatus.Interview : ApplicationStatus.NotSuitable,
      step: ApplicationStep.Result,
      note,
      by,
      lang,
    });
  });
  await announceClosing(deps, customer, closing);
  return hrView(deps, customer.id, input.id, lang);
};
