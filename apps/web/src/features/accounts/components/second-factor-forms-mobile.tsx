import { Button, Form, Input } from 'antd-mobile';
import type { TAccountFlow } from '../hooks/use-account-flow.ts';
import { useRecoveryCodes, useSecondFactorStep } from '../hooks/use-second-factor-step.ts';
import { AuthenticatorQr, RecoveryCodeList } from './authenticator-qr.tsx';

/** After the password: the authenticator's 6-digit code or a recovery code; at a first sign-in, set-up. */
export const SecondFactorFormMobile = ({ flow }: { flow: TAccountFlow }) => {
  const step = useSecondFactorStep(flow);
  return (
    <>
      <p className="second-factor__lead">{step.lead}</p>
      {step.qr && <AuthenticatorQr {...step.qr} />}
      <Form
        layout="vertical"
        requiredMarkStyle="none"
        footer={
          <Button block type="submit" color="primary" size="large" loading={step.busy}>
            {step.verify}
          </Button>
        }
        onFinish={step.submit}
      >
        <Form.Item name={step.code.name} label={step.code.label} rules={step.code.rules}>
          <Input {...step.code.input} aria-label={step.code.label} />
        </Form.Item>
      </Form>
    </>
  );
};

/** New recovery codes, shown once: the sign-in goes on when the user has kept them. */
export const RecoveryCodesStepMobile = ({ flow }: { flow: TAccountFlow }) => {
  const step = useRecoveryCodes(flow.recoveryCodes ?? [], () => void flow.continueSignedIn());
  return (
    <div className="second-factor">
      <p className="second-factor__lead">{step.lead}</p>
      <RecoveryCodeList codes={step.codes} />
      <div className="second-factor__actions second-factor__actions--stacked">
        <Button block onClick={step.download.onClick}>
          {step.download.label}
        </Button>
        <Button block color="primary" onClick={step.saved.onClick}>
          {step.saved.label}
        </Button>
      </div>
    </div>
  );
};
