import type { TText } from './i18n.ts';

/** Texts every part of the HR console shares (a save's confirmation, a refused list value, a date already past), wherever the call belongs; keys start with 'hr.' as the web reads them. */
export const CONSOLE_MESSAGES = {
  'hr.saved': { en: 'Saved', zh: '已保存' },
  'hr.badOption': { en: 'Please choose values from the lists', zh: '请从列表中选择' },
  'hr.expiryPast': { en: 'The answer deadline must be in the future', zh: '答复截止日期须晚于今天' },
} as const satisfies Record<string, TText>;
