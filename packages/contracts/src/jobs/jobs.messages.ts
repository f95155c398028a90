import type { TText } from '../common/i18n.ts';

/** Messages of the jobs domain; keys start with 'jobs.'. */
export const JOBS_MESSAGES = {
  'jobs.offline': { en: 'This requisition is offline', zh: '该职位已下线' },
  'jobs.notFound': { en: 'This position does not exist', zh: '该职位不存在' },
} as const satisfies Record<string, TText>;
