import { Link } from 'react-router';
import { useKit } from '../../../lib/kit/kit.ts';
import { AuthenticatorQr, RecoveryCodeList } from '../components/authenticator-qr.tsx';
import { useSecondFactorLink } from '../hooks/use-second-factor-link.ts';
import '../components/accounts.css';

/** /hr/second-factor?token=: setting up a required second factor from the link mailed to the HR address. */
export const SecondFactorLinkPage = () => {
  const { Button, Field, Form, Input, Notice, Result, Spinner, device } = useKit();
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
  const { value, error, onChange } = view.form.text(view.code.name);
  return (
    <div className={page}>
      <h1>{view.title}</h1>
      {view.state === 'done' ? (
        <>
          <p className="second-factor__lead">{view.recovery.lead}</p>
          <RecoveryCodeList codes={view.recovery.codes} />
          <div className={`second-factor__actions second-factor__actions--${device}`}>
            <Button block onClick={view.recovery.download.onClick}>
              {view.recovery.download.label}
            </Button>
            <Button block kind="primary" onClick={view.recovery.saved.onClick}>
              {view.recovery.saved.label}
            </Button>
          </div>
        </>
      ) : (
        <Form onSubmit={view.form.submit(view.submit)}>
          <p className="second-factor__lead">{view.lead}</p>
          {view.account && <p className="second-factor__account">{view.account}</p>}
          {view.qr && <AuthenticatorQr {...view.qr} />}
          {view.error && <Notice tone="error">{view.error}</Notice>}
          <Field label={view.code.label} htmlFor="second-factor-code" error={error}>
            <Input id="second-factor-code" {...view.code.input} value={value} onChange={onChange} />
          </Field>
          <Button kind="primary" type="submit" block size="large" loading={view.busy}>
            {view.verify}
          </Button>
        </Form>
      )}
    </div>
  );
};
