import type { TText } from '../common/i18n.ts';

/** Messages of HR's applicant views and the status notice they send; keys start with 'hr.' as the web reads them. */
export const APPLICATIONS_HR_MESSAGES = {
  'hr.applicationNotFound': { en: 'This application does not exist', zh: '该申请不存在' },
  'hr.statusRequired': { en: 'Please choose a status', zh: '请选择状态' },
  'hr.notifyStatus': {
    en: '[{site}] Your application for {position} is now: {status}. {note}',
    zh: '【{site}】您申请的职位"{position}"状态更新为：{status}。{note}',
  },
} as const satisfies Record<string, TText>;
