import { useOutlet } from 'react-router';
import { PageSkeleton } from '../../components/ui/page-skeleton.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';

/**
 * The shell's page: while the router loads the first page's code and data it renders the shell alone (the
 * root route's HydrateFallback), and the page's place shows a skeleton instead of nothing.
 */
export const PageOutlet = () => {
  const { t } = useTranslation();
  return useOutlet() ?? <PageSkeleton label={t('pageLoading')} />;
};
