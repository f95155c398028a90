import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccountRules } from '../hooks/use-account-rules.ts';
import type { TAccountFlow } from '../hooks/use-account-flow.ts';
import { downloadRecoveryCodes } from '../model/second-factor.ts';
import { AuthenticatorQr, RecoveryCodeList } from './authenticator-qr.tsx';

/** After the password: the authenticator's 6-digit code or a recovery code; at a first sign-in, set-up. */
export const SecondFactorFormDesktop = ({ flow }: { flow: TAccountFlow }) => {
  const { t } = useTranslation('accounts');
  const rules = useAccountRules();
  const enrolment = flow.challenge?.enrolment;
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={(values: { code: string }) => void flow.passSecondFactor(values)}
    >
      {enrolment ? (
        <>
          <p className="second-factor__lead">{t('secondFactor.enrolLead')}</p>
          <AuthenticatorQr
            uri={enrolment.otpauthUri}
            secret={enrolment.secret}
            label={t('secondFactor.qrLabel')}
          />
        </>
      ) : (
        <p className="second-factor__lead">{t('secondFactor.lead')}</p>
      )}
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
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={flow.busy}>
        {t('secondFactor.verify')}
      </Button>
    </Form>
  );
};

/** New recovery codes, shown once: the sign-in goes on when the user has kept them. */
export const RecoveryCodesStepDesktop = ({ flow }: { flow: TAccountFlow }) => {
  const { t } = useTranslation('accounts');
  const codes = flow.recoveryCodes ?? [];
  return (
    <div className="second-factor">
      <p className="second-factor__lead">{t('secondFactor.recoveryLead')}</p>
      <RecoveryCodeList codes={codes} />
      <div className="second-factor__actions">
        <Button onClick={() => downloadRecoveryCodes(codes, t('secondFactor.recoveryTitle'))}>
          {t('secondFactor.download')}
        </Button>
        <Button type="primary" onClick={() => void flow.continueSignedIn()}>
          {t('secondFactor.saved')}
        </Button>
      </div>
    </div>
  );
};
