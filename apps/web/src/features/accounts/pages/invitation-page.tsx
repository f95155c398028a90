import { Link } from 'react-router';
import { useKit } from '../../../lib/kit/kit.ts';
import { SchemaForm } from '../../../lib/form/form.tsx';
import { useInvitationPage } from '../hooks/use-invitation-page.ts';
import { AccountInput } from '../components/fields.tsx';
import '../components/accounts.css';

/** /hr/invitation?token=: joining a company's HR team from the mailed invitation. */
export const InvitationPage = () => {
  const { Button, Notice, Result, device } = useKit();
  const view = useInvitationPage();
  const page = `second-factor invitation-page invitation-page--${device}`;
  if (view.state !== 'form')
    return (
      <div className={page}>
        <Result
          status={view.state === 'enrol' ? 'success' : 'warning'}
          title={<h1>{view.title}</h1>}
          text={view.text}
          action={<Link to={view.signIn.href}>{view.signIn.label}</Link>}
        />
      </div>
    );
  return (
    <div className={page}>
      <h1>{view.title}</h1>
      <SchemaForm form={view.form} name="invitation" onSubmit={view.submit}>
        <p className="second-factor__lead">{view.lead}</p>
        {view.error && <Notice tone="error">{view.error}</Notice>}
        {view.inputs.map((input) => (
          <AccountInput key={input.name} field={input} page="invitation" />
        ))}
        <Button kind="primary" type="submit" block size="large" loading={view.busy}>
          {view.submitLabel}
        </Button>
      </SchemaForm>
    </div>
  );
};
