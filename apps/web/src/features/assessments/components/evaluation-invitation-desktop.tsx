import { Button, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TEvaluationInvitationProps } from './evaluation-invitation.tsx';
import { InvitationList } from './invitation-list.tsx';

export const EvaluationInvitationDesktop = ({ open, onClose }: TEvaluationInvitationProps) => {
  const { t } = useTranslation('assessments');
  const navigate = useNavigate();
  const go = () => {
    onClose();
    navigate('/evaluation');
  };
  return (
    <Modal
      open={open}
      title={t('invite.title')}
      width={480}
      onCancel={onClose}
      footer={[
        <Button key="later" onClick={onClose}>
          {t('invite.later')}
        </Button>,
        <Button key="go" type="primary" onClick={go}>
          {t('invite.go')}
        </Button>,
      ]}
    >
      <InvitationList />
    </Modal>
  );
};
