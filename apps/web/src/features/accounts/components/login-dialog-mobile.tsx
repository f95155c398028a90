import { Popup } from 'antd-mobile';
import { CloseOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useAccountFlow, type TAccountDialogProps, type TAccountFlow } from '../hooks/use-account-flow.ts';
import { AccountIntro } from './account-intro.tsx';
import { DevOutboxLink } from './dev-outbox-link.tsx';
import { AccountFormMobile, LoginFormsMobile } from './account-forms-mobile.tsx';
import { RecoveryCodesStepMobile, SecondFactorFormMobile } from './second-factor-forms-mobile.tsx';
import './accounts.css';

type TSwitcher = NonNullable<TAccountFlow['switcher']>;

const SwitcherMobile = ({ switcher, show }: { switcher: TSwitcher; show: TAccountFlow['show'] }) => (
  <p className="account-switch">
    {switcher.lead}{' '}
    <a role="button" tabIndex={0} onClick={() => show(switcher.to)}>
      {switcher.action}
    </a>
  </p>
);

/** Login, registration and find password in a bottom sheet on phones (spec §2). */
export const LoginDialogMobile = (props: TAccountDialogProps) => {
  const { t } = useTranslation('accounts');
  const flow = useAccountFlow(props);
  return (
    <Popup
      visible={props.open}
      position="bottom"
      onClose={flow.close}
      closeOnMaskClick={false}
      destroyOnClose
      className="account-sheet"
      bodyClassName="account-sheet__body"
    >
      <div role="dialog" aria-modal="true" aria-label={flow.title}>
        <div className="sheet-head">
          <h2 className="sheet-head__title">{flow.title}</h2>
          <button
            type="button"
            className="sheet-head__close"
            aria-label={t('dialog.close')}
            onClick={flow.close}
          >
            <CloseOutlined />
          </button>
        </div>
        <div className="account-sheet__content">
          <AccountIntro flow={flow} />
          {flow.error && (
            <div className="account-error" role="alert">
              <ExclamationCircleFilled />
              <span>{flow.error}</span>
            </div>
          )}
          <div key={flow.view}>
            {flow.view === 'login' && <LoginFormsMobile flow={flow} />}
            {flow.view === 'register' && <AccountFormMobile flow={flow} kind="register" />}
            {flow.view === 'forgot' && <AccountFormMobile flow={flow} kind="forgot" />}
            {flow.view === 'secondFactor' && <SecondFactorFormMobile flow={flow} />}
            {flow.view === 'recoveryCodes' && <RecoveryCodesStepMobile flow={flow} />}
          </div>
          {flow.switcher && <SwitcherMobile switcher={flow.switcher} show={flow.show} />}
          <DevOutboxLink />
        </div>
      </div>
    </Popup>
  );
};
