import { Popup } from 'antd-mobile';
import { CloseOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAccountFlow, type TAccountDialogProps, type TAccountFlow } from '../hooks/use-account-flow.ts';
import { DevOutboxLink } from './dev-outbox-link.tsx';
import { ForgotFormMobile } from './forgot-forms-mobile.tsx';
import { LoginFormsMobile } from './login-forms-mobile.tsx';
import { RegisterFormMobile } from './register-forms-mobile.tsx';
import './accounts.css';

const SwitcherMobile = ({ flow }: { flow: TAccountFlow }) => {
  const { t } = useTranslation('accounts');
  const go = flow.view === 'login' ? 'register' : 'login';
  const lead =
    flow.view === 'login' ? t('actions.noAccount') : flow.view === 'register' ? t('actions.hasAccount') : '';
  const action =
    flow.view === 'login'
      ? t('actions.toRegister')
      : flow.view === 'register'
        ? t('actions.toLogin')
        : t('actions.backToLogin');
  return (
    <p className="account-switch">
      {lead}{' '}
      <a role="button" tabIndex={0} onClick={() => flow.show(go)}>
        {action}
      </a>
    </p>
  );
};

/** Login, registration and find password in a bottom sheet on phones (spec §2). */
export const LoginDialogMobile = (props: TAccountDialogProps) => {
  const { t } = useTranslation('accounts');
  const flow = useAccountFlow(props);
  const titles = {
    login: [t('dialog.login'), t('dialog.loginIntro')],
    register: [t('dialog.register'), t('dialog.registerIntro')],
    forgot: [t('dialog.forgot'), t('dialog.forgotIntro')],
  } as const;
  const [title, intro] = titles[flow.view];
  return (
    <Popup
      visible={props.open}
      position="bottom"
      onClose={props.onClose}
      closeOnMaskClick={false}
      destroyOnClose
      className="account-sheet"
      bodyClassName="account-sheet__body"
    >
      <div role="dialog" aria-modal="true" aria-label={title}>
        <div className="sheet-head">
          <h2 className="sheet-head__title">{title}</h2>
          <button
            type="button"
            className="sheet-head__close"
            aria-label={t('dialog.close')}
            onClick={props.onClose}
          >
            <CloseOutlined />
          </button>
        </div>
        <div className="account-sheet__content">
          <p className="account-dialog__intro">{intro}</p>
          {flow.error && (
            <div className="account-error" role="alert">
              <ExclamationCircleFilled />
              <span>{flow.error}</span>
            </div>
          )}
          <div key={flow.view}>
            {flow.view === 'login' && <LoginFormsMobile flow={flow} />}
            {flow.view === 'register' && <RegisterFormMobile flow={flow} />}
            {flow.view === 'forgot' && <ForgotFormMobile flow={flow} />}
          </div>
          <SwitcherMobile flow={flow} />
          <DevOutboxLink />
        </div>
      </div>
    </Popup>
  );
};
