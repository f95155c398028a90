import type { TText } from '../common/i18n.ts';

/** Messages of personal-data rights; keys start with 'privacy.'. */
export const PRIVACY_MESSAGES = {
  'privacy.deleted': {
    en: 'Your account has been deleted. Records the law requires us to keep remain only in anonymised form.',
    zh: '您的账号已注销。依法需保留的记录仅以匿名形式保存。',
  },
  'privacy.wrongPassword': { en: 'The password is not correct', zh: '密码不正确' },
  'privacy.deletedName': { en: 'Deleted user', zh: '已注销用户' },
} as const satisfies Record<string, TText>;
