import { Icon } from '../../../components/ui/icon.tsx';
import InfoCircleOutlined from '@ant-design/icons-svg/es/asn/InfoCircleOutlined';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { getRuntimeConfig } from '../../../config/runtime-config.ts';
import { paths } from '../../../config/paths.ts';
import { useAccountFlow, type TAccountDialogProps, type TAccountFlow } from '../hooks/use-account-flow.ts';
import { AccountForm, LoginForms, RecoveryCodesStep, SecondFactorForm } from './account-forms.tsx';
import './accounts.css';

/** The dialog's first line, and above it why a protected link asked for a login. */
const Intro = ({ flow }: { flow: TAccountFlow }) => {
  const { t } = useTranslation('accounts');
  return (
    <>
      {flow.reason && (
        <p className="account-dialog__reason" role="status">
          <Icon svg={InfoCircleOutlined} aria-hidden />
          <span>{t(`reason.${flow.reason}`)}</span>
        </p>
      )}
      <p className="account-dialog__intro">{flow.intro}</p>
    </>
  );
};

/** Only in the demo (config.devOutbox): where a person trying it reads the codes "sent" to them. */
const DevOutboxLink = () => {
  const { t } = useTranslation('accounts');
  if (!getRuntimeConfig().devOutbox) return null;
  return (
    <p className="account-dev-outbox">
      {t('actions.devOutboxHint')}{' '}
      <a href={paths.devOutbox.getHref()} target="_blank" rel="noopener" className="account-dev-outbox__link">
        {t('actions.devOutbox')}
      </a>
    </p>
  );
};

/** Login, registration and find password in one dialog: a modal on a desktop, a sheet on a phone (spec §2, §4). */
export const LoginDialog = (props: TAccountDialogProps) => {
  const { t } = useTranslation('accounts');
  const { Dialog, Notice } = useKit();
  const flow = useAccountFlow(props);
  const { switcher } = flow;
  return (
    <Dialog
      open={props.open}
      onClose={flow.close}
      title={flow.title}
      className="account-dialog"
      closeLabel={t('dialog.close')}
    >
      <Intro flow={flow} />
      {flow.error && (
        <Notice tone="error" className="account-dialog__error">
          {flow.error}
        </Notice>
      )}
      <div key={flow.view}>
        {flow.view === 'login' && <LoginForms flow={flow} />}
        {flow.view === 'register' && <AccountForm flow={flow} kind="register" />}
        {flow.view === 'forgot' && <AccountForm flow={flow} kind="forgot" />}
        {flow.view === 'secondFactor' && <SecondFactorForm flow={flow} />}
        {flow.view === 'recoveryCodes' && <RecoveryCodesStep flow={flow} />}
      </div>
      {switcher && (
        <p className="account-switch">
          {switcher.lead && `${switcher.lead} `}
          <button type="button" className="account-link" onClick={() => flow.show(switcher.to)}>
            {switcher.action}
          </button>
        </p>
      )}
      <DevOutboxLink />
    </Dialog>
  );
};
