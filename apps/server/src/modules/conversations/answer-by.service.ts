import { eq, sql } from 'drizzle-orm';
import {
  AppErrorCode,
  ApplicationStatus,
  ApplicationStep,
  AUTO_CLOSE_GRACE_WORKING_DAYS,
  DEFAULT_ANSWER_DAYS,
  EXTENSION_MAX_DAYS,
  translate,
  type TAnswerDays,
} from '@tmp/contracts';
import { answerTimeSettings } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { answerByDay, answerBySql, autoCloseAtSql } from '../../lib/answer-by.ts';
import { endOfDayChina } from '../../lib/china-days.ts';
import type { TDeps } from '../../lib/deps.ts';
import { announceClosing, moveApplication } from '../applications/application-status.service.ts';
import { lockApplication } from '../applications/applications.service.ts';
import { getCustomer, getCustomerOrigin } from '../customers/customers.service.ts';
import { notifyCandidate } from '../notifications/notifications.service.ts';
import { findHead, rowsOf, type THeadRow } from './conversations.repository.ts';
import { conversationNotFound } from './conversations.service.ts';
import { customerEnabled } from '../customers/customer-status.ts';

/** The periodic task that closes applications left without an answer. */
export const ANSWER_BY_SWEEP_JOB = 'answer-by.sweep';
export const ANSWER_BY_SWEEP_SECONDS = 15 * 60;
const SWEEP_BATCH = 100;
/** The least time between a status change and an automatic closing: 1 + 5 working days. */
const MIN_AGE_DAYS = 1 + AUTO_CLOSE_GRACE_WORKING_DAYS;
const DAY_MS = 86_400_000;

export const getAnswerDays = async ({ db }: TDeps, customerId: number): Promise<TAnswerDays> => {
  const [row] = await db
    .select()
    .from(answerTimeSettings)
    .where(eq(answerTimeSettings.customerId, customerId));
  return row
    ? { submittedDays: row.submittedDays, screeningDays: row.screeningDays, interviewDays: row.interviewDays }
    : { ...DEFAULT_ANSWER_DAYS };
};

export const saveAnswerDays = async ({ db, now }: TDeps, customerId: number, days: TAnswerDays) => {
  await db
    .insert(answerTimeSettings)
    .values({ customerId, ...days, updatedAt: now() })
    .onConflictDoUpdate({ target: answerTimeSettings.customerId, set: { ...days, updatedAt: now() } });
  return days;
};

/** The candidate learns the new date and HR's reason by SMS or email (the queue sends it). */
const tellExtension = async (
  deps: TDeps,
  customerId: number,
  head: THeadRow,
  input: { answerBy: string; reason: string },
) => {
  const customer = await getCustomer(deps, customerId);
  if (!customer) return;
  const link = `${await getCustomerOrigin(deps, customerId)}/apply`;
  const words = { date: input.answerBy, reason: input.reason, link };
  await notifyCandidate(deps, customer, head.user_id, 'conversations.notifyAnswerByExtended', {
    en: { position: head.title_en, ...words },
    zh: { position: head.title_zh, ...words },
  });
};

/**
 * HR moves an application's answer-by date once, to a later day within 60 days, with a reason the candidate
 * sees. Two extensions at once: one wins (the upsert's condition is read again under the row's lock).
 */
export const extendAnswerBy = async (
  deps: TDeps,
  customerId: number,
  input: { applicationId: number; answerBy: string; reason: string },
  by: number,
) => {
  const head = await findHead(deps.db, customerId, input.applicationId);
  if (!head) throw conversationNotFound();
  const current = answerByDay(head.answer_by);
  if (!current) throw new AppError(AppErrorCode.AnswerByNotOpen, 'conversations.noAnswerBy');
  const until = endOfDayChina(input.answerBy);
  if (input.answerBy <= current || until.getTime() > deps.now().getTime() + EXTENSION_MAX_DAYS * DAY_MS) {
    throw new AppError(AppErrorCode.AnswerByNotLater, 'conversations.extendNotLater', {
      params: { date: current },
    });
  }
  const at = deps.now().toISOString();
  const claimed = await rowsOf(
    deps.db,
    sql`INSERT INTO "application_answer_times" AS t ("application_id", "customer_id", "extended_answer_by",
        "extension_reason", "extended_at", "extended_by")
      VALUES (${head.id}, ${customerId}, ${until.toISOString()}, ${input.reason}, ${at}, ${by})
      ON CONFLICT ("application_id") DO UPDATE SET "extended_answer_by" = excluded."extended_answer_by",
        "extension_reason" = excluded."extension_reason", "extended_at" = excluded."extended_at",
        "extended_by" = excluded."extended_by"
      WHERE t."extended_at" IS NULL
      RETURNING t."application_id"`,
  );
  if (claimed.length === 0)
    throw new AppError(AppErrorCode.AnswerByExtendedOnce, 'conversations.extendedOnce');
  await tellExtension(deps, customerId, head, input);
  return { answerBy: input.answerBy, answerByReason: input.reason };
};

const answerBy = answerBySql({ id: sql`a."id"`, status: sql`a."status"`, customerId: sql`a."customer_id"` });
const isDue = (now: Date) =>
  sql`a."status" IN (1, 2, 3) AND ${autoCloseAtSql(answerBy)} < ${now.toISOString()}`;

/** The courteous note of an automatic closing, in both languages (the candidate's history shows theirs). */
const AUTO_CLOSE_NOTE = `${translate('conversations.autoCloseNote', 'en-us')} / ${translate('conversations.autoCloseNote', 'zh-cn')}`;

/**
 * Closes one application as not suitable when its answer-by date passed 5 working days ago with no HR
 * action. The row is locked first and the rule read again after the lock, so however many processes sweep
 * at once it closes once, and not after HR acted meanwhile.
 */
export const closeIfOverdue = async (deps: TDeps, customerId: number, applicationId: number) => {
  const closing = await deps.db.transaction(async (tx) => {
    await lockApplication({ ...deps, db: tx }, customerId, applicationId);
    const due = await rowsOf(
      tx,
      sql`SELECT a."id" FROM "applications" a WHERE a."id" = ${applicationId} AND a."customer_id" = ${customerId}
        AND ${isDue(deps.now())}`,
    );
    if (due.length === 0) return undefined;
    return moveApplication(tx, deps, customerId, {
      applicationId,
      to: ApplicationStatus.NotSuitable,
      step: ApplicationStep.Move,
      note: AUTO_CLOSE_NOTE,
      by: null,
      lang: 'en-us',
    });
  });
  if (!closing) return false;
  const customer = await getCustomer(deps, customerId);
  if (customer) await announceClosing(deps, customer, closing);
  return true;
};

/** The periodic sweep: every application past its date plus the grace closes, a batch at a time. */
export const closeOverdueApplications = async (deps: TDeps) => {
  const due = await rowsOf<{ id: number; customer_id: number }>(
    deps.db,
    // At least one working day and the grace after the last status change: recent ones are not looked at.
    sql`SELECT a."id", a."customer_id" FROM "applications" a
      WHERE a."updated_at" < ${deps.now().toISOString()}::timestamptz - make_interval(days => ${MIN_AGE_DAYS}::int)
        AND ${isDue(deps.now())} AND ${customerEnabled(sql`a."customer_id"`)}
      ORDER BY a."id" LIMIT ${SWEEP_BATCH}`,
  );
  let closed = 0;
  for (const row of due) if (await closeIfOverdue(deps, row.customer_id, row.id)) closed += 1;
  return closed;
};
