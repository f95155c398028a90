import {
  ALERT_CONFIRM_LINK_HOURS,
  translate,
  type TAlertCriteria,
  type TAlertFrequency,
} from '@tmp/contracts';
import type { TDeps } from '../../lib/deps.ts';
import { sendNowOrQueue } from '../messages/messages.ts';
import { describeForMessage, type TAlertChannel } from './alert-texts.ts';
import type { TAlertRequest } from './alert-requests.ts';
import { fill } from './alerts.view.ts';

/**
 * The only message an unconfirmed address ever gets, in the language the alert was asked for. It names
 * the search in the portal's own words (decisions §4): nothing the requester typed is sent as typed.
 */
export const sendConfirmation = async (
  deps: TDeps,
  request: TAlertRequest,
  message: {
    channel: TAlertChannel;
    address: string;
    criteria: TAlertCriteria;
    frequency: TAlertFrequency;
    token: string;
  },
) => {
  const { customer, lang } = request;
  const search = await describeForMessage(deps.db, customer.id, { ...message, lang });
  const params = {
    site: lang === 'zh-cn' ? customer.nameZh : customer.nameEn,
    frequency: translate(`alerts.${message.frequency}`, lang),
    search,
    hours: ALERT_CONFIRM_LINK_HOURS,
    link: `${request.linkBase}/alerts/confirm?token=${message.token}`,
  };
  const text = fill(translate('alerts.confirmText', lang), params);
  // Sent while the requester waits; a provider failure leaves it to the queue, which retries it.
  if (message.channel === 'sms') {
    // The SMS template is Chinese: its parameters are the Chinese words, whatever the page's language.
    const zh = {
      frequency: translate(`alerts.${message.frequency}`, 'zh-cn'),
      search:
        lang === 'zh-cn'
          ? search
          : await describeForMessage(deps.db, customer.id, { ...message, lang: 'zh-cn' }),
      hours: String(ALERT_CONFIRM_LINK_HOURS),
      link: params.link,
    };
    const sms = { customerId: customer.id, phone: message.address, kind: 'alertConfirm' as const };
    await sendNowOrQueue(deps, { channel: 'sms', ...sms, params: zh, text });
    return;
  }
  await sendNowOrQueue(deps, {
    channel: 'email',
    customerId: customer.id,
    to: message.address,
    subject: fill(translate('alerts.confirmSubject', lang), params),
    text,
  });
};
