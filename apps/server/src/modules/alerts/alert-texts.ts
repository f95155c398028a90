import { ALERT_KEYWORD_LABEL_MAX, translate, type TAlertCriteria, type TLang } from '@tmp/contracts';
import type { Db } from '../../db/client.ts';
import { findNames, type TNames } from '../reference-data/reference-data.service.ts';
import { fill } from './alerts.view.ts';

export type TAlertChannel = 'email' | 'sms';

// What a visitor types must not turn the portal's sender into theirs: anything a reader could follow
// (a scheme, `www.`, a domain-shaped or phone-shaped token) is taken out of the keyword before it is named.
const STRIPPED = [
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu,
  /\S*[\p{L}\p{N}][\p{L}\p{N}+.-]*:\/\/\S*/gu,
  /\S*\b(?:mailto|tel|sms|javascript|data):\S*/giu,
  /\S*www\s*[.。．｡]\S*/giu,
  /\S*[\p{L}\p{N}-][.。．｡]\p{L}{2,}\S*/gu,
  /\S*@\S*/gu,
  /\+?\d[\d\s().-]{5,}\d/gu,
  /["“”'‘’`<>\\]/gu,
];

/**
 * The keyword as an email may name it: without control characters, links or anything link-like, at most
 * ALERT_KEYWORD_LABEL_MAX characters; empty when nothing harmless is left.
 */
export const keywordLabel = (keyword: string | undefined) => {
  let text = keyword ?? '';
  for (const pattern of STRIPPED) text = text.replace(pattern, ' ');
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  if (chars.length <= ALERT_KEYWORD_LABEL_MAX) return chars.join('');
  return `${chars
    .slice(0, ALERT_KEYWORD_LABEL_MAX - 1)
    .join('')
    .trimEnd()}…`;
};

const nameIn = (lang: TLang, found: TNames | undefined) =>
  found ? ((lang === 'zh-cn' ? found.zh : found.en) ?? '') : '';

/**
 * The search of an alert as a message names it: a fixed, translated sentence built from the reference
 * lists' names (category, place) in the message's language; in an email only, the keyword as a quoted,
 * link-free label. An SMS never carries the keyword.
 */
export const describeForMessage = async (
  db: Db,
  customerId: number,
  message: { lang: TLang; channel: TAlertChannel; criteria: TAlertCriteria },
) => {
  const { lang, criteria } = message;
  const names = await findNames(db, customerId, {
    options: criteria.category === undefined ? [] : [criteria.category],
    districts: [criteria.district ?? criteria.country].filter((id) => id !== undefined),
    sites: [],
  });
  const category = criteria.category === undefined ? '' : nameIn(lang, names.options.get(criteria.category));
  const placeId = criteria.district ?? criteria.country;
  const place = placeId === undefined ? '' : nameIn(lang, names.districts.get(placeId));
  const key = category && place ? 'CategoryPlace' : category ? 'Category' : place ? 'Place' : 'All';
  const search = fill(translate(`alerts.search${key}`, lang), { category, place });
  const keyword = message.channel === 'email' ? keywordLabel(criteria.keyword) : '';
  return keyword ? fill(translate('alerts.searchKeyword', lang), { search, keyword }) : search;
};

/**
 * The criteria a message's "all matching jobs" link carries: the keyword only when it is harmless as it
 * is, and never in an SMS.
 */
export const linkCriteria = (criteria: TAlertCriteria, channel: TAlertChannel): TAlertCriteria => {
  const { keyword } = criteria;
  if (channel === 'email' && keyword && keywordLabel(keyword) === keyword) return criteria;
  return Object.fromEntries(Object.entries(criteria).filter(([key]) => key !== 'keyword')) as TAlertCriteria;
};
