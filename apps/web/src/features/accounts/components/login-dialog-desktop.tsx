import { Alert, Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccountFlow, type TAccountDialogProps, type TAccountFlow } from '../hooks/use-account-flow.ts';
import { AccountIntro } from './account-intro.tsx';
import { DevOutboxLink } from './dev-outbox-link.tsx';
import { ForgotFormDesktop, LoginFormsDesktop, RegisterFormDesktop } from './account-forms-desktop.tsx';
import './accounts.css';

const Switcher = ({ flow }: { flow: TAccountFlow }) => (
  <p className="account-switch">
    {flow.switcher.lead && `${flow.switcher.lead} `}
    <Button type="link" size="small" onClick={() => flow.show(flow.switcher.to)}>
      {flow.switcher.action}
    </Button>
  </p>
);

/** Login, registration and find password in one 500 px dialog (spec §2, §4). */
export const LoginDialogDesktop = (props: TAccountDialogProps) => {
  const { t } = useTranslation('accounts');
  const flow = useAccountFlow(props);
  return (
    <Modal
      open={props.open}
      onCancel={props.onClose}
      width={500}
      centered
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      className="account-dialog"
      title={flow.title}
      closable={{ 'aria-label': t('dialog.close') }}
    >
      <AccountIntro flow={flow} />
      {flow.error && (
        <Alert
          type="error"
          showIcon
          title={flow.error}
          className="account-dialog__error"
          role="alert"
          closable={{ onClose: flow.clearError }}
        />
      )}
      <div key={flow.view}>
        {flow.view === 'login' && <LoginFormsDesktop flow={flow} />}
        {flow.view === 'register' && <RegisterFormDesktop flow={flow} />}
        {flow.view === 'forgot' && <ForgotFormDesktop flow={flow} />}
      </div>
      <Switcher flow={flow} />
      <DevOutboxLink />
    </Modal>
  );
};
