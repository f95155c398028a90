import type { TText } from '../common/i18n.ts';

/** Messages of HR's job editing; keys start with 'hr.' as the web reads them. */
export const JOBS_HR_MESSAGES = {
  'hr.badPlace': {
    en: 'The state and city must belong to the chosen country',
    zh: '省/州和城市须属于所选国家',
  },
  'hr.closingPast': {
    en: 'The closing date has passed: choose a later day, or take the job offline',
    zh: '截止日期已过：请选择更晚的日期，或将职位下线',
  },
} as const satisfies Record<string, TText>;
