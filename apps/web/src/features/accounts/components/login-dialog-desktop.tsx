import { Alert, Button, Modal } from 'antd';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useAccountFlow, type TAccountDialogProps, type TAccountFlow } from '../hooks/use-account-flow.ts';
import { AccountIntro } from './account-intro.tsx';
import { DevOutboxLink } from './dev-outbox-link.tsx';
import { AccountFormDesktop, LoginFormsDesktop } from './account-forms-desktop.tsx';
import { RecoveryCodesStepDesktop, SecondFactorFormDesktop } from './second-factor-forms-desktop.tsx';
import './accounts.css';

type TSwitcher = NonNullable<TAccountFlow['switcher']>;

const Switcher = ({ switcher, show }: { switcher: TSwitcher; show: TAccountFlow['show'] }) => (
  <p className="account-switch">
    {switcher.lead && `${switcher.lead} `}
    <Button type="link" size="small" onClick={() => show(switcher.to)}>
      {switcher.action}
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
      onCancel={flow.close}
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
        {flow.view === 'register' && <AccountFormDesktop flow={flow} kind="register" />}
        {flow.view === 'forgot' && <AccountFormDesktop flow={flow} kind="forgot" />}
        {flow.view === 'secondFactor' && <SecondFactorFormDesktop flow={flow} />}
        {flow.view === 'recoveryCodes' && <RecoveryCodesStepDesktop flow={flow} />}
      </div>
      {flow.switcher && <Switcher switcher={flow.switcher} show={flow.show} />}
      <DevOutboxLink />
    </Modal>
  );
};
