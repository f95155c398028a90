import { deviceSplit } from '../../../lib/device-split.tsx';
import { useInvitationStore } from '../api/get-invitation.ts';
import type { TEvaluationInvitationProps } from '../hooks/use-invitation-actions.ts';
import './assessments.css';

export { fetchInvitation } from '../api/get-invitation.ts';

const layout = deviceSplit<TEvaluationInvitationProps>(
  {
    desktop: () => import('./evaluation-invitation-desktop.tsx').then((m) => m.EvaluationInvitationDesktop),
    mobile: () => import('./evaluation-invitation-mobile.tsx').then((m) => m.EvaluationInvitationMobile),
  },
  { fallback: null },
);

/**
 * The evaluation invitation shown after login (spec §2): the pending assessments by name with
 * 'Please complete within {duration}', and a button to the assessment center. Call `fetchInvitation()`
 * first; open this when it answers true.
 */
export const EvaluationInvitation = ({ open, onClose }: TEvaluationInvitationProps) => {
  const pending = useInvitationStore((s) => s.pending);
  const setPending = useInvitationStore((s) => s.setPending);
  if (!open && !pending) return null;
  const close = () => {
    setPending(false);
    onClose();
  };
  return <layout.Component open onClose={close} />;
};
