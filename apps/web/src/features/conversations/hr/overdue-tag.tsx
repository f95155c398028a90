import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';

/** Marks an application whose answer-by date has passed. */
export const OverdueTag = () => {
  const { t } = useTranslation('conversations');
  const { Tag } = useKit();
  return <Tag tone="red">{t('hr.overdue')}</Tag>;
};
