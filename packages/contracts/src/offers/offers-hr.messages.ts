import type { TText } from '../common/i18n.ts';

/** Messages of HR's offers and the notice an offer sends; keys start with 'hr.' as the web reads them. */
export const OFFERS_HR_MESSAGES = {
  'hr.offerOpen': { en: 'This application already has a pending offer', zh: '该申请已有待确认的Offer' },
  'hr.offerNotPending': { en: 'Only a pending offer can be withdrawn', zh: '只能撤回待确认的Offer' },
  'hr.notifyOffer': {
    en: '[{site}] You have an offer for {position}. Please answer by {date} in the portal.',
    zh: '【{site}】恭喜您获得"{position}"的Offer，请于{date}前登录招聘网站确认。',
  },
  // The offer form's own words for a field left empty or a start day already past, before the server sees them.
  'hr.offerSalaryMissing': { en: 'Please enter the salary', zh: '请输入薪资' },
  'hr.offerStartMissing': { en: 'Please choose the start date', zh: '请选择入职日期' },
  'hr.offerStartPast': { en: 'The start date cannot be in the past', zh: '入职日期不能早于今天' },
  'hr.offerExpiryMissing': { en: 'Please choose the answer deadline', zh: '请选择答复截止日期' },
  'hr.offerLocationEnMissing': {
    en: 'Please enter the work location in English',
    zh: '请输入英文工作地点',
  },
  'hr.offerLocationZhMissing': {
    en: 'Please enter the work location in Chinese',
    zh: '请输入中文工作地点',
  },
} as const satisfies Record<string, TText>;
