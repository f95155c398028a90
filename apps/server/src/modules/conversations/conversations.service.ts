import { sql, type SQL } from 'drizzle-orm';
import {
  AppErrorCode,
  CONVERSATION_NOTICE_MINUTES,
  MESSAGE_TEXT_MAX,
  applicationStatusName,
  pickLang,
  type TConversation,
  type TConversationMessage,
  type TLang,
} from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import { answerByDay } from '../../lib/answer-by.ts';
import { dayInChina } from '../../lib/china-days.ts';
import type { TDeps } from '../../lib/deps.ts';
import { applicationsInScope, type THrScope } from '../../lib/hr-scope.ts';
import { getCustomerOrigin, type TCustomer } from '../customers/customers.service.ts';
import { notifyCandidate } from '../notifications/notifications.service.ts';
import {
  Side,
  claimNotice,
  countConversations,
  countUnread,
  findHead,
  findMessages,
  findSummaries,
  insertMessage,
  markRead,
  touchHrAction,
  type THeadRow,
  type TMessageRow,
  type TSide,
  type TSummaryRow,
} from './conversations.repository.ts';
import { renderTemplate } from './reply-templates.service.ts';

export const conversationNotFound = () =>
  new AppError(AppErrorCode.ConversationNotFound, 'conversations.notFound');

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

const toMessage = (row: TMessageRow): TConversationMessage => ({
  id: row.id,
  side: row.side === Side.Candidate ? 'candidate' : 'hr',
  text: row.text,
  createdAt: iso(row.created_at)!,
  readAt: iso(row.read_at),
});

const headOf = (row: THeadRow, lang: TLang) => ({
  applicationId: row.id,
  positionId: row.job_id,
  positionName: pickLang(lang, row.title_en, row.title_zh),
  status: row.status,
  statusName: applicationStatusName(row.status, lang),
  candidateName: row.candidate_name,
  answerBy: answerByDay(row.answer_by),
});

const toSummary = (row: TSummaryRow, lang: TLang) => ({
  ...headOf(row, lang),
  lastMessage: row.last_text,
  lastMessageAt: iso(row.last_at),
  unreadCount: row.unread,
});

/** Opens a conversation as one side: what the other side wrote is read from now on. */
const openConversation = async (
  deps: TDeps,
  customerId: number,
  head: THeadRow,
  reader: TSide,
  lang: TLang,
): Promise<TConversation> => {
  await markRead(
    deps.db,
    customerId,
    head.id,
    reader === Side.Candidate ? Side.Hr : Side.Candidate,
    deps.now(),
  );
  const messages = await findMessages(deps.db, customerId, head.id);
  // HR's reason shows while the extended date is the one that holds.
  const answerBy = answerByDay(head.answer_by);
  const extension =
    answerBy && answerBy === answerByDay(head.extended_answer_by) ? head.extension_reason : null;
  return {
    ...headOf(head, lang),
    unreadCount: 0,
    answerByReason: extension,
    messages: messages.map(toMessage),
  };
};

/** The candidate's own application, or not found (another candidate's or customer's is unknown). */
const candidateHead = async (deps: TDeps, customerId: number, userId: number, applicationId: number) => {
  const head = await findHead(deps.db, customerId, applicationId, userId);
  if (!head) throw conversationNotFound();
  return head;
};

const hrHead = async (deps: TDeps, customerId: number, applicationId: number) => {
  const head = await findHead(deps.db, customerId, applicationId);
  if (!head) throw conversationNotFound();
  return head;
};

export const getMyConversation = async (
  deps: TDeps,
  customerId: number,
  userId: number,
  applicationId: number,
  lang: TLang,
) =>
  openConversation(
    deps,
    customerId,
    await candidateHead(deps, customerId, userId, applicationId),
    Side.Candidate,
    lang,
  );

export const getHrConversation = async (
  deps: TDeps,
  customerId: number,
  applicationId: number,
  lang: TLang,
) => openConversation(deps, customerId, await hrHead(deps, customerId, applicationId), Side.Hr, lang);

export const sendMyMessage = async (
  deps: TDeps,
  customerId: number,
  userId: number,
  input: { applicationId: number; text: string },
) => {
  const head = await candidateHead(deps, customerId, userId, input.applicationId);
  return postMessage(deps, customerId, head.id, Side.Candidate, userId, input.text);
};

/** Writes a message; the writer has read everything before it. */
export const postMessage = async (
  deps: TDeps,
  customerId: number,
  applicationId: number,
  side: TSide,
  authorId: number | null,
  text: string,
) => {
  const at = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    await markRead(tx, customerId, applicationId, side === Side.Candidate ? Side.Hr : Side.Candidate, at);
    if (side === Side.Hr) await touchHrAction(tx, customerId, applicationId, at);
    return insertMessage(tx, { customerId, applicationId, side, authorId, text, at });
  });
  return toMessage(row);
};

/**
 * HR writes to the applicant (a text, or a template filled in for them); the candidate is told by SMS or
 * email with a link to their applications, at most once per conversation an hour.
 */
export const sendHrMessage = async (
  deps: TDeps,
  customer: TCustomer,
  by: number,
  input: {
    applicationId: number;
    text?: string | undefined;
    templateId?: number | undefined;
    templateLang?: TLang | undefined;
  },
  lang: TLang,
) => {
  const head = await hrHead(deps, customer.id, input.applicationId);
  const text = input.templateId
    ? await renderTemplate(deps, customer.id, input.templateId, input.templateLang ?? lang, {
        name: head.candidate_name,
        job: pickLang(input.templateLang ?? lang, head.title_en, head.title_zh),
        date: answerByDay(head.answer_by) ?? dayInChina(deps.now()),
      })
    : input.text!;
  if (text.length > MESSAGE_TEXT_MAX)
    throw new AppError(AppErrorCode.Validation, 'conversations.textTooLong');
  const message = await postMessage(deps, customer.id, head.id, Side.Hr, by, text);
  if (await claimNotice(deps.db, customer.id, head.id, deps.now(), CONVERSATION_NOTICE_MINUTES)) {
    const link = `${await getCustomerOrigin(deps, customer.id)}/apply`;
    await notifyCandidate(deps, customer, head.user_id, 'conversations.notifyMessage', {
      en: { position: head.title_en, link },
      zh: { position: head.title_zh, link },
    });
  }
  return message;
};

export const listMyConversations = async (
  deps: TDeps,
  customerId: number,
  userId: number,
  lang: TLang,
  page: { pageIndex: number; pageSize: number },
) => {
  const where = sql`a."customer_id" = ${customerId} AND a."user_id" = ${userId}`;
  const [rows, total] = await Promise.all([
    findSummaries(deps.db, customerId, { where, unreadSide: Side.Hr, hasMessages: false, ...page }),
    countConversations(deps.db, customerId, where, false),
  ]);
  return { list: rows.map((r) => toSummary(r, lang)), recordcount: total };
};

/** The conversations HR may see (their scope), unread first, with the unread count over all of them. */
export const listHrConversations = async (
  deps: TDeps,
  customerId: number,
  lang: TLang,
  q: {
    pageIndex: number;
    pageSize: number;
    jobId?: number | undefined;
    status?: number | undefined;
    scope?: THrScope | undefined;
  },
) => {
  const inScope = applicationsInScope(q.scope ? { ...q.scope, interviewer: null } : undefined, sql`a."id"`);
  const conditions: SQL[] = [sql`a."customer_id" = ${customerId}`];
  if (inScope) conditions.push(inScope);
  const seen = sql.join(conditions, sql` AND `);
  const filters = [seen];
  if (q.jobId) filters.push(sql`a."job_id" = ${q.jobId}`);
  if (q.status) filters.push(sql`a."status" = ${q.status}`);
  const where = sql.join(filters, sql` AND `);
  const [rows, total, unread] = await Promise.all([
    findSummaries(deps.db, customerId, {
      where,
      unreadSide: Side.Candidate,
      hasMessages: true,
      pageIndex: q.pageIndex,
      pageSize: q.pageSize,
    }),
    countConversations(deps.db, customerId, where, true),
    countUnread(deps.db, customerId, seen),
  ]);
  return { list: rows.map((r) => toSummary(r, lang)), recordcount: total, unread };
};
