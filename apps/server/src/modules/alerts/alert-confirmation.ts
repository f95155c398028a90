import {
  ALERT_CONFIRM_LINK_HOURS,
  translate,
  type TAlertCriteria,
  type TAlertFrequency,
} from '@tmp/contracts';
import type { TDeps } from '../../lib/deps.ts';
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
  if (message.channel === 'sms') {
    await deps.adapters.sms.send({ customerId: customer.id, phone: message.address, text });
    return;
  }
  await deps.adapters.mail.send({
    customerId: customer.id,
    to: message.address,
    subject: fill(translate('alerts.confirmSubject', lang), params),
    text,
  });
};
