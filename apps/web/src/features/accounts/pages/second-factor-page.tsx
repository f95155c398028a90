import { Alert, Button, Card, Form, Input, Skeleton, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccountRules } from '../hooks/use-account-rules.ts';
import { useSecondFactorSettings, type TSecondFactorSettings } from '../hooks/use-second-factor-settings.ts';
import { downloadRecoveryCodes } from '../model/second-factor.ts';
import { AuthenticatorQr, RecoveryCodeList } from '../components/authenticator-qr.tsx';
import '../components/accounts.css';

const CodeForm = ({
  settings,
  lead,
  submit,
}: {
  settings: TSecondFactorSettings;
  lead: string;
  submit: string;
}) => {
  const { t } = useTranslation('accounts');
  const rules = useAccountRules();
  const isEnrolment = settings.step.kind === 'enrol';
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={(values: { code: string }) => void settings.submitCode(values)}
    >
      <p className="second-factor__lead">{lead}</p>
      <Form.Item
        name="code"
        label={t(isEnrolment ? 'secondFactor.codeLabel' : 'secondFactor.codeOrRecoveryLabel')}
        rules={isEnrolment ? rules.totpCode : rules.secondFactorCode}
      >
        <Input
          autoFocus
          maxLength={32}
          autoComplete="one-time-code"
          placeholder={t('secondFactor.codePlaceholder')}
        />
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={settings.busy}>
          {submit}
        </Button>
        <Button onClick={settings.cancel}>{t('secondFactor.console.cancel')}</Button>
      </Space>
    </Form>
  );
};

const StepPanel = ({ settings, isRequired }: { settings: TSecondFactorSettings; isRequired: boolean }) => {
  const { t } = useTranslation('accounts');
  const { step } = settings;
  if (step.kind === 'enrol') {
    return (
      <>
        <AuthenticatorQr
          uri={step.enrolment.otpauthUri}
          secret={step.enrolment.secret}
          label={t('secondFactor.qrLabel')}
        />
        <CodeForm
          settings={settings}
          lead={t('secondFactor.console.setUpLead')}
          submit={t('secondFactor.console.confirm')}
        />
      </>
    );
  }
  if (step.kind === 'prove') {
    const submit = t(step.action === 'renew' ? 'secondFactor.console.renew' : 'secondFactor.console.turnOff');
    // Where the customer requires it, turning it off means setting it up again at the next sign-in.
    const note =
      step.action === 'disable' && isRequired ? ` ${t('secondFactor.console.requiredOffNote')}` : '';
    return (
      <CodeForm settings={settings} lead={`${t('secondFactor.console.proveLead')}${note}`} submit={submit} />
    );
  }
  if (step.kind === 'codes') {
    return (
      <>
        <p className="second-factor__lead">{t('secondFactor.recoveryLead')}</p>
        <RecoveryCodeList codes={step.codes} />
        <Space wrap>
          <Button onClick={() => downloadRecoveryCodes(step.codes, t('secondFactor.recoveryTitle'))}>
            {t('secondFactor.download')}
          </Button>
          <Button type="primary" onClick={settings.cancel}>
            {t('secondFactor.saved')}
          </Button>
        </Space>
      </>
    );
  }
  return null;
};

/** /hr/security: the HR user's own two-step verification (decisions §4). */
export const SecondFactorPage = () => {
  const { t, i18n } = useTranslation('accounts');
  const settings = useSecondFactorSettings();
  const { status, step } = settings;
  if (settings.isLoading || !status) return <Skeleton active />;
  const since = status.enabledAt ? new Date(status.enabledAt).toLocaleDateString(i18n.language) : '';
  return (
    <Card title={t('secondFactor.console.title')} className="second-factor-card">
      <p>
        <Tag color={status.isEnabled ? 'green' : 'default'}>
          {status.isEnabled ? t('secondFactor.console.on', { date: since }) : t('secondFactor.console.off')}
        </Tag>
        {status.isEnabled && t('secondFactor.console.codesLeft', { count: status.recoveryCodesLeft })}
      </p>
      <p className="second-factor__lead">
        {t(status.isRequired ? 'secondFactor.console.required' : 'secondFactor.console.optional')}
      </p>
      {settings.error && (
        <Alert type="error" showIcon title={settings.error} role="alert" className="account-dialog__error" />
      )}
      {step.kind === 'idle' ? (
        <Space wrap>
          {status.isEnabled ? (
            <>
              <Button onClick={() => settings.askCode('renew')}>{t('secondFactor.console.renew')}</Button>
              <Button danger onClick={() => settings.askCode('disable')}>
                {t('secondFactor.console.turnOff')}
              </Button>
            </>
          ) : (
            <Button type="primary" loading={settings.busy} onClick={() => void settings.startEnrolment()}>
              {t('secondFactor.console.setUp')}
            </Button>
          )}
        </Space>
      ) : (
        <StepPanel settings={settings} isRequired={status.isRequired} />
      )}
    </Card>
  );
};
