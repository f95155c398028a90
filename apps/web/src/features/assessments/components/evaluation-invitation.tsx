import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { useInvitationStore } from '../api/get-invitation.ts';
import { useInvitationActions, type TEvaluationInvitationProps } from '../hooks/use-invitation-actions.ts';
import { InvitationList } from './invitation-list.tsx';
import './assessments.css';

export { fetchInvitation } from '../api/get-invitation.ts';

const InvitationDialog = (props: TEvaluationInvitationProps) => {
  const { t } = useTranslation('assessments');
  const { Dialog, Actions } = useKit();
  const { go, later } = useInvitationActions(props);
  return (
    <Dialog open={props.open} title={t('invite.title')} onClose={later} centred className="invite-popup">
      <InvitationList />
      <Actions submit={t('invite.go')} onSubmit={go} cancel={t('invite.later')} onCancel={later} />
    </Dialog>
  );
};

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
  return <InvitationDialog open onClose={close} />;
};
