import { useKit } from '../../../lib/kit/kit.ts';
import { SchemaForm } from '../../../lib/form/form.tsx';
import { useSecondFactorCodeForm, useSecondFactorPage } from '../hooks/use-second-factor-page.ts';
import { AuthenticatorQr, RecoveryCodesShown } from '../components/authenticator-qr.tsx';
import { AccountInput } from '../components/fields.tsx';
import '../components/accounts.css';

type TPage = ReturnType<typeof useSecondFactorPage>;

const CodeForm = ({ settings, isRequired }: { settings: TPage['settings']; isRequired: boolean }) => {
  const { Actions } = useKit();
  const view = useSecondFactorCodeForm(settings, isRequired);
  return (
    <>
      {view.qr && <AuthenticatorQr {...view.qr} />}
      <SchemaForm form={view.form} name="second-factor" onSubmit={view.onSubmit}>
        <p className="second-factor__lead">{view.lead}</p>
        <AccountInput field={view.code} page="second-factor" />
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
      ) : settings.step.kind === 'codes' ? (
        <RecoveryCodesShown step={page.recovery} card />
      ) : (
        <CodeForm settings={settings} isRequired={summary.isRequired} />
      )}
    </section>
  );
};
