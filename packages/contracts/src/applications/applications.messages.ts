import type { TText } from '../common/i18n.ts';

/** Messages of the applications domain; keys start with 'applications.'. */
export const APPLICATIONS_MESSAGES = {
  'applications.duplicate': {
    en: 'You have already applied for this position',
    zh: '您已投递过该职位',
  },
  'applications.applied': { en: 'Application submitted', zh: '投递成功' },
} as const satisfies Record<string, TText>;
