import type { TText } from '../common/i18n.ts';

/** Messages of HR's offers and the notice an offer sends; keys start with 'hr.' as the web reads them. */
export const OFFERS_HR_MESSAGES = {
  'hr.offerOpen': { en: 'This application already has a pending offer', zh: '该申请已有待确认的Offer' },
  'hr.offerNotPending': { en: 'Only a pending offer can be withdrawn', zh: '只能撤回待确认的Offer' },
  'hr.notifyOffer': {
    en: '[{site}] You have an offer for {position}. Please answer by {date} in the portal.',
    zh: '【{site}】恭喜您获得"{position}"的Offer，请于{date}前登录招聘网站确认。',
  },
} as const satisfies Record<string, TText>;
