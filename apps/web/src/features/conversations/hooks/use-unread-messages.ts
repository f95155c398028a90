import { useMyConversations } from '../api/my-conversations.ts';

/** HR's messages I have not read, over all my applications (the menu's "Messages"). */
export const useUnreadMessages = (): number =>
  (useMyConversations().data?.list ?? []).reduce((sum, c) => sum + c.unreadCount, 0);
