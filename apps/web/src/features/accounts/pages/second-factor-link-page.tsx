import { Link } from 'react-router';
import { useKit } from '../../../lib/kit/kit.ts';
import { SchemaForm } from '../../../lib/form/form.tsx';
import { AuthenticatorQr, RecoveryCodesShown } from '../components/authenticator-qr.tsx';
import { useSecondFactorLink } from '../hooks/use-second-factor-link.ts';
import { AccountInput } from '../components/fields.tsx';
import '../components/accounts.css';

/** /hr/second-factor?token=: setting up a required second factor from the link mailed to the HR address. */
export const SecondFactorLinkPage = () => {
  const { Button, Notice, Result, Spinner, device } = useKit();
  const view = useSecondFactorLink();
  const page = `second-factor second-factor-link second-factor-link--${device}`;
  if (view.state === 'loading')
    return (
      <div className={page} role="status">
        <Spinner />
        <p>{view.loading}</p>
      </div>
    );
  if (view.state === 'invalid')
    return (
      <div className={page}>
        <Result
          status="warning"
          title={<h1>{view.title}</h1>}
          text={view.invalidText}
          action={<Link to={view.signIn.href}>{view.signIn.label}</Link>}
        />
      </div>
    );
  return (
    <div className={page}>
      <h1>{view.title}</h1>
      {view.state === 'done' ? (
        <RecoveryCodesShown step={view.recovery} />
      ) : (
        <SchemaForm form={view.form} name="second-factor" onSubmit={view.submit}>
          <p className="second-factor__lead">{view.lead}</p>
          {view.account && <p className="second-factor__account">{view.account}</p>}
          {view.qr && <AuthenticatorQr {...view.qr} />}
          {view.error && <Notice tone="error">{view.error}</Notice>}
          <AccountInput field={view.code} page="second-factor" />
          <Button kind="primary" type="submit" block size="large" loading={view.busy}>
            {view.verify}
          </Button>
        </SchemaForm>
      )}
    </div>
  );
};
