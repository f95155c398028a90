import type { TText } from '../common/i18n.ts';

/** Messages of the HR console and the notifications it sends; keys start with 'hr.'. */
export const HR_MESSAGES = {
  'hr.saved': { en: 'Saved', zh: '已保存' },
  'hr.applicationNotFound': { en: 'This application does not exist', zh: '该申请不存在' },
  'hr.badPlace': {
    en: 'The state and city must belong to the chosen country',
    zh: '省/州和城市须属于所选国家',
  },
  'hr.badOption': { en: 'Please choose values from the lists', zh: '请从列表中选择' },
  'hr.offerOpen': { en: 'This application already has a pending offer', zh: '该申请已有待确认的Offer' },
  'hr.offerNotPending': { en: 'Only a pending offer can be withdrawn', zh: '只能撤回待确认的Offer' },
  'hr.expiryPast': { en: 'The answer deadline must be in the future', zh: '答复截止日期须晚于今天' },
  'hr.questionnaireNotFound': { en: 'This questionnaire does not exist', zh: '该问卷不存在' },
  'hr.pinForOne': {
    en: 'A given PIN can be assigned to one application only',
    zh: '指定的PIN码只能分配给一个申请',
  },
  'hr.pinTaken': { en: 'This PIN is already in use', zh: '该PIN码已被使用' },
  'hr.assigned': { en: 'Assessment assigned', zh: '测评已分配' },
  'hr.notifyStatus': {
    en: '[{site}] Your application for {position} is now: {status}. {note}',
    zh: '【{site}】您申请的职位"{position}"状态更新为：{status}。{note}',
  },
  'hr.notifyOffer': {
    en: '[{site}] You have an offer for {position}. Please answer by {date} in the portal.',
    zh: '【{site}】恭喜您获得"{position}"的Offer，请于{date}前登录招聘网站确认。',
  },
  'hr.notifyAssessment': {
    en: '[{site}] Please complete the assessment "{name}" by {date} in the Assessment Center.',
    zh: '【{site}】请于{date}前在测评中心完成测评"{name}"。',
  },
} as const satisfies Record<string, TText>;
