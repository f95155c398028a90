import { Suspense } from 'react';
import { useIsMobile } from '../../../lib/device.ts';
import { preloadable } from '../../../lib/preloadable.tsx';
import './assessments.css';

import { useInvitationStore } from '../api/get-invitation.ts';

export { fetchInvitation } from '../api/get-invitation.ts';

export interface TEvaluationInvitationProps {
  open: boolean;
  /** Called when the candidate closes the dialog or goes to the assessment center. */
  onClose: () => void;
}

const desktop = preloadable(() =>
  import('./evaluation-invitation-desktop.tsx').then((m) => m.EvaluationInvitationDesktop),
);
const mobile = preloadable(() =>
  import('./evaluation-invitation-mobile.tsx').then((m) => m.EvaluationInvitationMobile),
);

/**
 * The evaluation invitation shown after login (spec §2): the pending assessments by name with
 * 'Please complete within {duration}', and a button to the assessment center. Call `fetchInvitation()`
 * first; open this when it answers true.
 */
export const EvaluationInvitation = ({ open, onClose }: TEvaluationInvitationProps) => {
  const mobileLayout = useIsMobile();
  const pending = useInvitationStore((s) => s.pending);
  const setPending = useInvitationStore((s) => s.setPending);
  if (!open && !pending) return null;
  const close = () => {
    setPending(false);
    onClose();
  };
  const Layout = mobileLayout ? mobile.Component : desktop.Component;
  return (
    <Suspense fallback={null}>
      <Layout open onClose={close} />
    </Suspense>
  );
};
