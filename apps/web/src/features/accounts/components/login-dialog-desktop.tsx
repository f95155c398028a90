import { Alert, Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccountFlow, type TAccountDialogProps, type TAccountFlow } from '../hooks/use-account-flow.ts';
import { DevOutboxLink } from './dev-outbox-link.tsx';
import { ForgotFormDesktop } from './forgot-forms-desktop.tsx';
import { LoginFormsDesktop } from './login-forms-desktop.tsx';
import { RegisterFormDesktop } from './register-forms-desktop.tsx';
import './accounts.css';

const Switcher = ({ flow }: { flow: TAccountFlow }) => {
  const { t } = useTranslation('accounts');
  if (flow.view === 'login') {
    return (
      <p className="account-switch">
        {t('actions.noAccount')}{' '}
        <Button type="link" size="small" onClick={() => flow.show('register')}>
          {t('actions.toRegister')}
        </Button>
      </p>
    );
  }
  return (
    <p className="account-switch">
      {flow.view === 'register' && `${t('actions.hasAccount')} `}
      <Button type="link" size="small" onClick={() => flow.show('login')}>
        {t(flow.view === 'register' ? 'actions.toLogin' : 'actions.backToLogin')}
      </Button>
    </p>
  );
};

/** Login, registration and find password in one 500 px dialog (spec §2, §4). */
export const LoginDialogDesktop = (props: TAccountDialogProps) => {
  const { t } = useTranslation('accounts');
  const flow = useAccountFlow(props);
  const titles = {
    login: [t('dialog.login'), t('dialog.loginIntro')],
    register: [t('dialog.register'), t('dialog.registerIntro')],
    forgot: [t('dialog.forgot'), t('dialog.forgotIntro')],
  } as const;
  const [title, intro] = titles[flow.view];
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
      title={title}
      closable={{ 'aria-label': t('dialog.close') }}
    >
      <p className="account-dialog__intro">{intro}</p>
      {flow.error && (
        <Alert
          type="error"
          showIcon
          title={flow.error}
          className="account-dialog__error"
          role="alert"
          closable={{ onClose: () => flow.setError(undefined) }}
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
