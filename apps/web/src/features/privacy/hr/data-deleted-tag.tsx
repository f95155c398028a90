import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';

/** Marks an applicant whose personal data retention deleted (decisions §9): the application and its figures stay. */
export const DataDeletedTag = ({ on }: { on: string | null | undefined }) => {
  const { t } = useTranslation('privacy');
  const { Tag } = useKit();
  const format = useHrFormat();
  return on ? <Tag tone="default">{t('hr.dataDeleted', { date: format.date(on) })}</Tag> : null;
};
