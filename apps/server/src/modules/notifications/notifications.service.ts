import { translate, type TMessageKey } from '@tmp/contracts';
import type { TDeps } from '../../lib/deps.ts';
import { getContact } from '../accounts/accounts.service.ts';
import type { TCustomer } from '../customers/customers.service.ts';

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

/**
 * Tells a candidate about a change (status, offer, assessment): by SMS for phone-account customers,
 * by email otherwise, in both languages since the candidate's language is not known.
 */
export const notifyCandidate = async (
  deps: TDeps,
  customer: TCustomer,
  userId: number,
  key: TMessageKey,
  params: { en: Record<string, string>; zh: Record<string, string> },
) => {
  const contact = await getContact(deps, customer.id, userId);
  if (!contact) return;
  const en = fill(translate(key, 'en-us'), { site: customer.nameEn, ...params.en }).trim();
  const zh = fill(translate(key, 'zh-cn'), { site: customer.nameZh, ...params.zh }).trim();
  if (customer.systemType === 1 && contact.phone) {
    await deps.adapters.sms.send({ customerId: customer.id, phone: contact.phone, text: `${zh}\n${en}` });
  } else if (contact.email) {
    await deps.adapters.mail.send({
      customerId: customer.id,
      to: contact.email,
      subject: en.slice(0, 120),
      text: `${en}\n\n${zh}`,
    });
  }
};
