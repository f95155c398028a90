import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TAlertSearch } from '../hooks/use-alert-criteria.ts';
import { ListNotice } from '../../../components/ui/list-notice.tsx';
import type { TSearchAlertDialogProps } from './search-alert-dialog.tsx';

interface TAlertControlProps {
  search: TAlertSearch;
  /** The kit's create-alert dialog, its code loaded when first wanted (lib/preloadable.tsx). */
  dialog: { Component: ComponentType<TSearchAlertDialogProps>; preload: () => Promise<unknown> };
  /** The kit's "Get job alerts" button: `open` shows the dialog, `preload` fetches its code ahead. */
  button: (open: () => void, preload: () => void) => ReactNode;
}

/** "Get job alerts" for the current search, and its dialog once asked for. */
export const AlertControl = ({ search, dialog, button }: TAlertControlProps) => {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const Dialog = dialog.Component;
  const show = () => {
    setUsed(true);
    setOpen(true);
  };
  return (
    <>
      {button(show, () => void dialog.preload().catch(() => undefined))}
      {used && (
        <Suspense fallback={null}>
          <Dialog open={open} onClose={() => setOpen(false)} search={search} />
        </Suspense>
      )}
    </>
  );
};

/** Above the found jobs: how many, and the kit's alert button. */
export const ResultsBar = ({ total, children }: { total: number; children: ReactNode }) => {
  const { t } = useTranslation('jobs');
  return (
    <div className="jobs-results__bar">
      <p className="jobs-results__count" aria-live="polite">
        {t('results.count', { count: total })}
      </p>
      {children}
    </div>
  );
};

/** No job matches: the kit's buttons to show all jobs or get an alert. */
export const NoResults = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation('jobs');
  return (
    <ListNotice
      block="list-message"
      kind="empty"
      title={t('results.empty')}
      text={t('results.emptyHint')}
      action={<div className="list-message__actions">{children}</div>}
    />
  );
};
