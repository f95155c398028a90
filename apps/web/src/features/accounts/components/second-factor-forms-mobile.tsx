import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAccountRules } from '../hooks/use-account-rules.ts';
import type { TAccountFlow } from '../hooks/use-account-flow.ts';
import { downloadRecoveryCodes } from '../model/second-factor.ts';
import { AuthenticatorQr, RecoveryCodeList } from './authenticator-qr.tsx';

/** After the password: the authenticator's 6-digit code or a recovery code; at a first sign-in, set-up. */
export const SecondFactorFormMobile = ({ flow }: { flow: TAccountFlow }) => {
  const { t } = useTranslation('accounts');
  const rules = useAccountRules();
  const enrolment = flow.challenge?.enrolment;
  return (
    <>
      <p className="second-factor__lead">{t(enrolment ? 'secondFactor.enrolLead' : 'secondFactor.lead')}</p>
      {enrolment && (
        <AuthenticatorQr
          uri={enrolment.otpauthUri}
          secret={enrolment.secret}
          label={t('secondFactor.qrLabel')}
        />
      )}
      <Form
        layout="vertical"
        requiredMarkStyle="none"
        footer={
          <Button block type="submit" color="primary" size="large" loading={flow.busy}>
            {t('secondFactor.verify')}
          </Button>
        }
        onFinish={(values: { code: string }) => void flow.passSecondFactor(values)}
      >
        <Form.Item
          name="code"
          label={t(enrolment ? 'secondFactor.codeLabel' : 'secondFactor.codeOrRecoveryLabel')}
          rules={enrolment ? rules.totpCode : rules.secondFactorCode}
        >
          <Input
            autoFocus
            maxLength={32}
            autoComplete="one-time-code"
            inputMode={enrolment ? 'numeric' : 'text'}
            placeholder={t('secondFactor.codePlaceholder')}
            aria-label={t(enrolment ? 'secondFactor.codeLabel' : 'secondFactor.codeOrRecoveryLabel')}
          />
        </Form.Item>
      </Form>
    </>
  );
};

/** New recovery codes, shown once: the sign-in goes on when the user has kept them. */
export const RecoveryCodesStepMobile = ({ flow }: { flow: TAccountFlow }) => {
  const { t } = useTranslation('accounts');
  const codes = flow.recoveryCodes ?? [];
  return (
    <div className="second-factor">
      <p className="second-factor__lead">{t('secondFactor.recoveryLead')}</p>
      <RecoveryCodeList codes={codes} />
      <div className="second-factor__actions second-factor__actions--stacked">
        <Button block onClick={() => downloadRecoveryCodes(codes, t('secondFactor.recoveryTitle'))}>
          {t('secondFactor.download')}
        </Button>
        <Button block color="primary" onClick={() => void flow.continueSignedIn()}>
          {t('secondFactor.saved')}
        </Button>
      </div>
    </div>
  );
};
