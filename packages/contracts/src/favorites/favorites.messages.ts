import type { TText } from '../common/i18n.ts';

/** Messages of saved jobs; keys start with 'favorites.'. */
export const FAVORITES_MESSAGES = {
  'favorites.saved': { en: 'Saved to your jobs', zh: '已收藏该职位' },
  'favorites.removed': { en: 'Removed from your saved jobs', zh: '已取消收藏' },
  'favorites.limit': {
    en: 'You can save at most {max} jobs. Please remove some first.',
    zh: '最多可收藏{max}个职位，请先取消部分收藏',
  },
} as const satisfies Record<string, TText>;
