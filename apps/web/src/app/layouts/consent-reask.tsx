import { lazy, Suspense } from 'react';
import { useConsentReask } from '../../features/privacy/hooks/use-consent-reask.ts';

// The registration's agreement dialog, loaded only when a new policy is to be read.
const AgreementDialog = lazy(() =>
  import('../../features/accounts/components/agreement-dialog.tsx').then((m) => ({
    default: m.AgreementDialog,
  })),
);

/** The agreement asked again after a sign-in under a new policy (decisions §9), on either device. */
export const ConsentReask = () => {
  const reask = useConsentReask();
  if (!reask.open) return null;
  return (
    <Suspense fallback={null}>
      <AgreementDialog open onClose={reask.onClose} onAgree={reask.onAgree} />
    </Suspense>
  );
};
