import { useTranslation } from '../../../lib/use-translation.tsx';
import { useUnreadBadge } from './use-inbox-page.ts';
import './conversations-hr.css';

/** The unread messages over every conversation, beside the inbox's tab; nothing when there are none. */
export const UnreadBadge = () => {
  const { t } = useTranslation('conversations');
  const { count, text } = useUnreadBadge();
  if (!count) return null;
  return (
    <span className="hr-unread-badge" title={t('hr.unread', { count })}>
      {text}
    </span>
  );
};
