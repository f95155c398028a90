import { translate } from '@tmp/contracts';
import type { TSmsKind } from '../../adapters/sms/sms.port.ts';
import type { TDeps } from '../../lib/deps.ts';
import { getContact } from '../accounts/accounts.service.ts';
import type { TCustomer } from '../customers/customers.service.ts';
import { queueMessage } from '../messages/messages.ts';

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

/** Each notice's text, and the SMS template a real provider sends for it. */
const NOTICE_SMS_KINDS = {
  'hr.notifyStatus': 'applicationStatus',
  'applications.notifyClosed': 'applicationClosed',
  'hr.notifyOffer': 'offer',
  'hr.notifyAssessment': 'assessment',
  'hr.notifyAssessmentCancelled': 'assessmentCancelled',
  'interviews.notifyInvite': 'interviewInvite',
  'interviews.notifyConfirmed': 'interviewConfirmed',
  'interviews.notifyChanged': 'interviewChanged',
  'interviews.notifyCancelled': 'interviewCancelled',
  'interviews.notifyReminder': 'interviewReminder',
  'privacy.notifyRetention': 'retentionNotice',
  'conversations.notifyMessage': 'conversationMessage',
  'conversations.notifyAnswerByExtended': 'answerByExtended',
} as const satisfies Record<string, TSmsKind>;

export type TNoticeKey = keyof typeof NOTICE_SMS_KINDS;

/**
 * Tells a candidate about a change (status, offer, assessment, interview): by SMS for phone-account
 * customers, by email otherwise, in both languages since the candidate's language is not known. The message
 * goes through the queue, which retries it while the provider fails; an SMS template gets the Chinese words.
 */
export const notifyCandidate = async (
  deps: TDeps,
  customer: TCustomer,
  userId: number,
  key: TNoticeKey,
  params: { en: Record<string, string>; zh: Record<string, string> },
) => {
  const contact = await getContact(deps, customer.id, userId);
  if (!contact) return;
  const en = fill(translate(key, 'en-us'), { site: customer.nameEn, ...params.en }).trim();
  const zh = fill(translate(key, 'zh-cn'), { site: customer.nameZh, ...params.zh }).trim();
  if (customer.systemType === 1 && contact.phone) {
    await queueMessage(deps, {
      channel: 'sms',
      customerId: customer.id,
      phone: contact.phone,
      kind: NOTICE_SMS_KINDS[key],
      params: params.zh,
      text: `${zh}\n${en}`,
    });
  } else if (contact.email) {
    await queueMessage(deps, {
      channel: 'email',
      customerId: customer.id,
      to: contact.email,
      subject: en.slice(0, 120),
      text: `${en}\n\n${zh}`,
    });
  }
};
