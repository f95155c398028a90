import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import { useNavigate } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { useInvitation, useInvitationStore } from '../api/get-invitation.ts';
import './assessments.css';

/** The invitation's list: each pending assessment with the time it takes. */
const InvitationList = () => {
  const { t } = useTranslation('assessments');
  const invitation = useInvitation();
  const items = invitation.data?.list ?? [];
  const more = (invitation.data?.recordcount ?? 0) - items.length;
  return (
    <div className="invite">
      <p className="invite__lead">{t('invite.lead')}</p>
      <ul className="invite__list">
        {items.map((item) => (
          <li key={item.id} className="invite__item">
            <Icon svg={FileTextOutlined} className="invite__icon" aria-hidden="true" />
            <div>
              <strong className="invite__name">{item.questionnairename}</strong>
              <span className="invite__duration">{t('invite.within', { duration: item.duration })}</span>
            </div>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="invite__more">{t('invite.more', { count: more })}</p>}
    </div>
  );
};

/**
 * The evaluation invitation shown after login (spec §2): the pending assessments by name with
 * 'Please complete within {duration}', and a button to the assessment center. Call `fetchInvitation()`
 * first; open this when it answers true. `onClose` is called when the candidate closes the dialog or goes
 * to the assessment center.
 */
export const EvaluationInvitation = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation('assessments');
  const { Dialog, Actions } = useKit();
  const navigate = useNavigate();
  const { pending, setPending } = useInvitationStore();
  if (!open && !pending) return null;
  const later = () => {
    setPending(false);
    onClose();
  };
  const go = () => {
    later();
    navigate('/evaluation');
  };
  return (
    <Dialog open title={t('invite.title')} onClose={later} centred className="invite-popup">
      <InvitationList />
      <Actions submit={t('invite.go')} onSubmit={go} cancel={t('invite.later')} onCancel={later} />
    </Dialog>
  );
};
