import {
  AppErrorCode,
  ApplicationStatus,
  ApplicationStep,
  isApplicationClosed,
  translate,
  type TLang,
} from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { announceClosing, moveApplication } from '../applications/application-status.service.ts';
import { lockApplication } from '../applications/applications.service.ts';
import type { TCustomer } from '../customers/customers.service.ts';
import { queueMessage } from '../messages/messages.ts';
import { Side, findHead, insertMessage } from './conversations.repository.ts';
import { conversationNotFound } from './conversations.service.ts';
import { findMembersOfApplication } from './hr-recipients.repository.ts';

const withdrawText = (reason: string | undefined, lang: TLang) =>
  [
    translate('conversations.withdrawMessage', lang),
    reason ? translate('conversations.withdrawReason', lang).replace('{reason}', reason) : '',
  ]
    .filter(Boolean)
    .join(' ');

/**
 * The candidate withdraws an application not yet decided (status 7, through the one status flow, so its
 * interviews, assessments and a pending offer close with it). The application is locked before its status is
 * read: of several withdrawals at once one applies, the others answer "already withdrawn". HR finds a message
 * in the conversation and gets an email.
 */
export const withdrawApplication = async (
  deps: TDeps,
  customer: TCustomer,
  userId: number,
  input: { id: number; reason?: string | undefined },
  lang: TLang,
) => {
  const reason = input.reason || undefined;
  const { closing, head } = await deps.db.transaction(async (tx) => {
    if (!(await findHead(tx, customer.id, input.id, userId))) throw conversationNotFound();
    await lockApplication({ ...deps, db: tx }, customer.id, input.id);
    const current = (await findHead(tx, customer.id, input.id, userId))!;
    if (current.status === ApplicationStatus.Withdrawn) {
      throw new AppError(AppErrorCode.ApplicationAlreadyWithdrawn, 'conversations.alreadyWithdrawn');
    }
    if (isApplicationClosed(current.status)) {
      throw new AppError(AppErrorCode.ApplicationNotWithdrawable, 'conversations.notWithdrawable');
    }
    const moved = await moveApplication(tx, deps, customer.id, {
      applicationId: current.id,
      to: ApplicationStatus.Withdrawn,
      step: ApplicationStep.Move,
      note: reason ?? null,
      by: userId,
      lang,
    });
    const at = deps.now();
    const text = withdrawText(reason, lang);
    await insertMessage(tx, {
      customerId: customer.id,
      applicationId: current.id,
      side: Side.Candidate,
      authorId: userId,
      text,
      at,
    });
    return { closing: moved, head: current };
  });
  await announceClosing(deps, customer, closing);
  await tellHrOfWithdrawal(deps, customer, head, reason);
};

const tellHrOfWithdrawal = async (
  deps: TDeps,
  customer: TCustomer,
  head: { id: number; candidate_name: string; title_en: string; title_zh: string },
  reason: string | undefined,
) => {
  const fill = (lang: TLang, position: string) =>
    translate('conversations.notifyHrWithdrawn', lang)
      .replace('{candidate}', head.candidate_name)
      .replace('{position}', position)
      .replace(
        '{reason}',
        reason ? translate('conversations.withdrawReason', lang).replace('{reason}', reason) : '',
      )
      .trim();
  const en = fill('en-us', head.title_en);
  const zh = fill('zh-cn', head.title_zh);
  for (const member of await findMembersOfApplication(deps.db, customer.id, head.id)) {
    await queueMessage(deps, {
      channel: 'email',
      customerId: customer.id,
      to: member.email,
      subject: en.slice(0, 120),
      text: `${en}\n\n${zh}`,
    });
  }
};
