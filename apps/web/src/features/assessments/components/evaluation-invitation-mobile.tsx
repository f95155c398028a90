import { Button, CenterPopup } from 'antd-mobile';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useInvitationActions, type TEvaluationInvitationProps } from '../hooks/use-invitation-actions.ts';
import { InvitationList } from './invitation-list.tsx';

export const EvaluationInvitationMobile = ({ open, onClose }: TEvaluationInvitationProps) => {
  const { t } = useTranslation('assessments');
  const { go, later } = useInvitationActions({ open, onClose });
  return (
    <CenterPopup visible={open} onMaskClick={later} onClose={later} className="invite-popup">
      <div className="invite-popup__body" role="dialog" aria-label={t('invite.title')}>
        <h2 className="invite-popup__title">{t('invite.title')}</h2>
        <InvitationList />
        <div className="invite-popup__actions">
          <Button block color="primary" onClick={go}>
            {t('invite.go')}
          </Button>
          <Button block fill="none" onClick={later}>
            {t('invite.later')}
          </Button>
        </div>
      </div>
    </CenterPopup>
  );
};
