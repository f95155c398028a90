import { useKit } from '../../../lib/kit/kit.ts';
import { SchemaForm } from '../../../lib/form/form.tsx';
import {
  useNewRecoveryCodes,
  useSecondFactorCodeForm,
  useSecondFactorPage,
} from '../hooks/use-second-factor-page.ts';
import type { TSecondFactorSettings } from '../hooks/use-second-factor-settings.ts';
import { AuthenticatorQr, RecoveryCodesShown } from '../components/authenticator-qr.tsx';
import { SecondFactorCodeField } from '../components/fields.tsx';
import '../components/accounts.css';

type TPage = ReturnType<typeof useSecondFactorPage>;

const CodeForm = ({ settings, isRequired }: { settings: TSecondFactorSettings; isRequired: boolean }) => {
  const { Actions } = useKit();
  const view = useSecondFactorCodeForm(settings, isRequired);
  return (
    <>
      {view.qr && <AuthenticatorQr {...view.qr} />}
      <SchemaForm form={view.form} name="second-factor" onSubmit={view.onSubmit}>
        <p className="second-factor__lead">{view.lead}</p>
        <SecondFactorCodeField code={view.code} />
        <Actions
          submit={view.submit}
          pending={view.busy}
          cancel={view.cancel.label}
          onCancel={view.cancel.onClick}
        />
      </SchemaForm>
    </>
  );
};

const NewRecoveryCodes = ({ settings }: { settings: TSecondFactorSettings }) => {
  const step = useNewRecoveryCodes(settings);
  return <RecoveryCodesShown step={step} card />;
};

/** With nothing under way: set it up, or renew the recovery codes or turn it off. */
const IdleActions = ({ page, isEnabled }: { page: TPage; isEnabled: boolean }) => {
  const { Button } = useKit();
  const { settings, labels } = page;
  return (
    <div className="second-factor-card__buttons">
      {isEnabled ? (
        <>
          <Button onClick={() => settings.askCode('renew')}>{labels.renew}</Button>
          <Button kind="danger" outline onClick={() => settings.askCode('disable')}>
            {labels.turnOff}
          </Button>
        </>
      ) : (
        <Button kind="primary" loading={settings.busy} onClick={() => void settings.startEnrolment()}>
          {labels.setUp}
        </Button>
      )}
    </div>
  );
};

const StepPanel = ({ page, isRequired }: { page: TPage; isRequired: boolean }) => {
  const { settings } = page;
  if (settings.step.kind === 'enrol' || settings.step.kind === 'prove')
    return <CodeForm settings={settings} isRequired={isRequired} />;
  if (settings.step.kind === 'codes') return <NewRecoveryCodes settings={settings} />;
  return null;
};

/** /hr/security: the HR user's own two-step verification (decisions §4). */
export const SecondFactorPage = () => {
  const { Notice, Skeleton, Tag } = useKit();
  const page = useSecondFactorPage();
  const { summary, settings } = page;
  if (!summary) return <Skeleton />;
  return (
    <section className="hr-card second-factor-card" aria-labelledby="second-factor-title">
      <h2 id="second-factor-title" className="second-factor-card__title">
        {page.title}
      </h2>
      <p className="second-factor-card__status">
        <Tag tone={summary.isEnabled ? 'green' : 'default'}>{summary.state}</Tag>
        {summary.codesLeft}
      </p>
      <p className="second-factor__lead">{summary.rule}</p>
      {settings.error && (
        <Notice tone="error" className="account-dialog__error">
          {settings.error}
        </Notice>
      )}
      {settings.step.kind === 'idle' ? (
        <IdleActions page={page} isEnabled={summary.isEnabled} />
      ) : (
        <StepPanel page={page} isRequired={summary.isRequired} />
      )}
    </section>
  );
};
