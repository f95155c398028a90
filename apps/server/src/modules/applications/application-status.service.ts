import {
  APPLICATION_STATUS_NAMES,
  AppErrorCode,
  ApplicationStatus,
  ApplicationStep,
  canMoveApplication,
  isApplicationClosed,
  pickBilingualText,
  pickText,
  translate,
  type TApplicationStep,
  type TLang,
  type TMessageKey,
} from '@tmp/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { TCustomer } from '../customers/customers.service.ts';
import { notifyCandidate } from '../notifications/notifications.service.ts';
import {
  findApplicant,
  insertApplicationEvent,
  lockApplicationState,
  updateApplicationStatus,
} from './applications.repository.ts';

export interface TStatusMove {
  applicationId: number;
  to: number;
  /** Which action moves it (decisions §5): the flow in the contracts allows some moves only through one. */
  step: TApplicationStep;
  /** Shown to the candidate in the application's history. */
  note: string | null;
  by: number | null;
  /** The language of a refusal. */
  lang: TLang;
}

/** What one module closed with an application, counted in the candidate's message. */
export interface TClosedPart {
  /** Interviews cancelled (one that began counts as done for a hire, and is not counted). */
  interviewsCancelled?: number;
  assessmentsCancelled?: number;
  offersWithdrawn?: number;
  /** Once committed: tells the others concerned (the interviewers of a cancelled interview). */
  announce?: (deps: TDeps) => Promise<void>;
}

/**
 * Closes what a module holds of an application that just closed, inside the closing transaction. The
 * modules that hang on an application (interviews, assessments, offers) call this one to move it: they
 * hand their step over at start (`closeWithApplication`) rather than being called by name, so neither
 * module needs the other back.
 */
export type TClosingStep = (
  tx: Db,
  deps: TDeps,
  customerId: number,
  closing: { applicationId: number; isHired: boolean },
) => Promise<TClosedPart>;

const closingSteps = new Map<string, TClosingStep>();

/** Adds what `owner` closes with every application, in the order added (once per owner; app.ts). */
export const closeWithApplication = (owner: string, step: TClosingStep) => {
  closingSteps.set(owner, step);
};

/** What closing an application closed with it, for the candidate's message once committed. */
export interface TClosing {
  applicationId: number;
  userId: number;
  status: number;
  note: string | null;
  parts: TClosedPart[];
}

const statusName = (status: number, lang: TLang) =>
  APPLICATION_STATUS_NAMES[status] ? pickText(APPLICATION_STATUS_NAMES[status], lang) : String(status);

/** Why the flow refuses a move, in the words that tell HR what to do instead. */
const refusalKey = (from: number, to: number, step: TApplicationStep): TMessageKey => {
  if (isApplicationClosed(from)) return 'applications.closedFinal';
  if (step === ApplicationStep.Result) return 'interviews.resultNotInterviewing';
  if (to === ApplicationStatus.Offer) return 'applications.moveByOffer';
  if (to === ApplicationStatus.Hired) return 'applications.moveByAcceptance';
  return 'applications.moveRefused';
};

const refuseMove = (from: number, move: TStatusMove) =>
  new AppError(AppErrorCode.ApplicationMoveRefused, refusalKey(from, move.to, move.step), {
    params: {
      from: statusName(from, move.lang),
      to: statusName(move.to, move.lang),
      status: statusName(from, move.lang),
    },
  });

/**
 * Closes what hangs on an application that just closed, in the same transaction as its status: open
 * interviews (for a hire, one that has begun counts as done), assessments not started, and — unless
 * hired — a pending offer.
 */
export const onApplicationClosed = async (
  tx: Db,
  deps: TDeps,
  customerId: number,
  closing: { applicationId: number; status: number },
): Promise<TClosedPart[]> => {
  const step = { applicationId: closing.applicationId, isHired: closing.status === ApplicationStatus.Hired };
  const parts: TClosedPart[] = [];
  for (const close of closingSteps.values()) parts.push(await close(tx, deps, customerId, step));
  return parts;
};

/**
 * The one way an application's status changes, inside the caller's transaction: locks the application,
 * checks the move against the flow (so two changes from one state cannot both apply), records it, and
 * closes what hangs on it when it closes. Answers the closing for `announceClosing`, if it closed.
 */
export const moveApplication = async (
  tx: Db,
  deps: TDeps,
  customerId: number,
  move: TStatusMove,
): Promise<TClosing | undefined> => {
  const current = await lockApplicationState(tx, customerId, move.applicationId);
  if (!current) throw new AppError(AppErrorCode.ApplicationNotFound, 'hr.applicationNotFound');
  if (!canMoveApplication(current.status, move.to, move.step)) throw refuseMove(current.status, move);
  const at = deps.now();
  if (current.status !== move.to) await updateApplicationStatus(tx, customerId, current.id, move.to, at);
  await insertApplicationEvent(tx, {
    applicationId: current.id,
    status: move.to,
    note: move.note,
    createdBy: move.by,
    createdAt: at,
  });
  if (!isApplicationClosed(move.to)) return undefined;
  const parts = await onApplicationClosed(tx, deps, customerId, {
    applicationId: current.id,
    status: move.to,
  });
  return { applicationId: current.id, userId: current.userId, status: move.to, note: move.note, parts };
};

const countOf = (
  closing: TClosing,
  kind: 'interviewsCancelled' | 'assessmentsCancelled' | 'offersWithdrawn',
) => closing.parts.reduce((sum, part) => sum + (part[kind] ?? 0), 0);

const closingParams = (closing: TClosing, lang: TLang) => {
  const [interviews, assessments] = [
    countOf(closing, 'interviewsCancelled'),
    countOf(closing, 'assessmentsCancelled'),
  ];
  const cancelled =
    interviews > 0 || assessments > 0
      ? translate('applications.closedCancelled', lang)
          .replace('{interviews}', String(interviews))
          .replace('{assessments}', String(assessments))
      : '';
  const withdrawn = countOf(closing, 'offersWithdrawn')
    ? translate('applications.closedOfferWithdrawn', lang)
    : '';
  return {
    status: statusName(closing.status, lang),
    // A note written in both languages ('English / 中文') reaches each half of the message in its own.
    note: closing.note ? ` ${pickBilingualText(closing.note, lang)}` : '',
    cancelled: `${cancelled}${withdrawn}`,
  };
};

/** After the commit: the candidate is told once what closed, and the interviewers of cancelled interviews. */
export const announceClosing = async (deps: TDeps, customer: TCustomer, closing: TClosing | undefined) => {
  if (!closing) return;
  const row = await findApplicant(deps.db, customer.id, closing.applicationId);
  if (row) {
    await notifyCandidate(deps, customer, closing.userId, 'applications.notifyClosed', {
      en: { position: row.titleEn, ...closingParams(closing, 'en-us') },
      zh: { position: row.titleZh, ...closingParams(closing, 'zh-cn') },
    });
  }
  for (const part of closing.parts) await part.announce?.(deps);
};
