import { Button, Modal } from 'antd';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useInvitationActions, type TEvaluationInvitationProps } from '../hooks/use-invitation-actions.ts';
import { InvitationList } from './invitation-list.tsx';

export const EvaluationInvitationDesktop = ({ open, onClose }: TEvaluationInvitationProps) => {
  const { t } = useTranslation('assessments');
  const { go, later } = useInvitationActions({ open, onClose });
  return (
    <Modal
      open={open}
      title={t('invite.title')}
      width={480}
      onCancel={later}
      footer={[
        <Button key="later" onClick={later}>
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
