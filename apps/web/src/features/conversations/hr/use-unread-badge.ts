import { useUnreadCount } from './api.ts';

/** The unread messages the inbox's tab shows (99 at most, then "99+"); 0 shows nothing. */
export const useUnreadBadge = () => {
  const count = useUnreadCount(true);
  return { count, text: count > 99 ? '99+' : String(count) };
};
