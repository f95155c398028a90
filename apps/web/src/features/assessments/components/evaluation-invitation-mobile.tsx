import { Button, CenterPopup } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TEvaluationInvitationProps } from './evaluation-invitation.tsx';
import { InvitationList } from './invitation-list.tsx';

export const EvaluationInvitationMobile = ({ open, onClose }: TEvaluationInvitationProps) => {
  const { t } = useTranslation('assessments');
  const navigate = useNavigate();
  const go = () => {
    onClose();
    navigate('/evaluation');
  };
  return (
    <CenterPopup visible={open} onMaskClick={onClose} onClose={onClose} className="invite-popup">
      <div className="invite-popup__body" role="dialog" aria-label={t('invite.title')}>
        <h2 className="invite-popup__title">{t('invite.title')}</h2>
        <InvitationList />
        <div className="invite-popup__actions">
          <Button block color="primary" onClick={go}>
            {t('invite.go')}
          </Button>
          <Button block fill="none" onClick={onClose}>
            {t('invite.later')}
          </Button>
        </div>
      </div>
    </CenterPopup>
  );
};
