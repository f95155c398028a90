import { Button, Checkbox, Form, Input, Select, Space, type FormInstance } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSecurityQuestions } from '../api/get-security-questions.ts';
import { useAccountRules } from '../hooks/use-account-rules.ts';
import { useSmsCode } from '../hooks/use-sms-code.ts';
import type { useCaptcha } from '../hooks/use-captcha.ts';

export const PhoneField = ({ name = 'phone' }: { name?: string }) => {
  const { t } = useTranslation('accounts');
  const rules = useAccountRules();
  return (
    <Form.Item name={name} label={t('form.phone')} rules={rules.phone} validateFirst>
      <Input
        prefix={<span className="account-phone-prefix">+86</span>}
        maxLength={11}
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={t('form.phonePlaceholder')}
      />
    </Form.Item>
  );
};

interface TSmsProps {
  form: FormInstance;
  phoneName?: string;
  onError: (message: string) => void;
}

/** The picture check of SMS sending: no rule, as the form's own submit does not need it. */
const SMS_CAPTCHA_FIELD = 'smsCaptchaText';

/**
 * The code input with its 'Get verification code' button (enabled for a valid phone, then 'Ns'), and
 * above it the image captcha once the server asked for it.
 */
export const SmsCodeField = ({ form, phoneName = 'phone', onError }: TSmsProps) => {
  const phone: unknown = Form.useWatch(phoneName, form);
  const captchaText: unknown = Form.useWatch(SMS_CAPTCHA_FIELD, form);
  const sms = useSmsCode(phone, {
    captchaText,
    clearCaptchaText: () => form.setFieldValue(SMS_CAPTCHA_FIELD, ''),
    onError,
  });
  return (
    <>
      {sms.captcha && <CaptchaField captcha={sms.captcha} name={SMS_CAPTCHA_FIELD} optional />}
      <SmsCodeInput sms={sms} />
    </>
  );
};

const SmsCodeInput = ({ sms }: { sms: ReturnType<typeof useSmsCode> }) => {
  const { t } = useTranslation('accounts');
  const rules = useAccountRules();
  return (
    <Form.Item label={t('form.code')} className="account-code-item">
      <Space.Compact block>
        <Form.Item name="code" noStyle rules={rules.smsCode}>
          <Input
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t('form.codePlaceholder')}
            aria-label={t('form.code')}
          />
        </Form.Item>
        <Button
          className="account-code-button"
          disabled={sms.disabled || sms.loading}
          onClick={() => void sms.send()}
        >
          {sms.label}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
};

/** Password and its confirmation; changing the password re-validates the confirmation. */
export const PasswordFields = ({ isNew = false }: { isNew?: boolean }) => {
  const { t } = useTranslation('accounts');
  const rules = useAccountRules();
  return (
    <>
      <Form.Item
        name="password"
        label={t(isNew ? 'form.newPassword' : 'form.password')}
        rules={rules.password}
      >
        <Input.Password maxLength={16} autoComplete="new-password" placeholder={t('form.passwordHint')} />
      </Form.Item>
      <Form.Item
        name="confirmpassword"
        label={t('form.confirmPassword')}
        dependencies={['password']}
        rules={rules.confirmPassword}
      >
        <Input.Password
          maxLength={16}
          autoComplete="new-password"
          placeholder={t('form.confirmPlaceholder')}
        />
      </Form.Item>
    </>
  );
};

export const EmailField = ({ name = 'email', optional = false }: { name?: string; optional?: boolean }) => {
  const { t } = useTranslation('accounts');
  const rules = useAccountRules();
  return (
    <Form.Item
      name={name}
      label={t(optional ? 'form.emailOptional' : 'form.email')}
      rules={optional ? rules.optionalEmail : rules.email}
    >
      <Input
        maxLength={254}
        inputMode="email"
        autoComplete="email"
        placeholder={t('form.emailPlaceholder')}
      />
    </Form.Item>
  );
};

export const QuestionFields = () => {
  const { t } = useTranslation('accounts');
  const rules = useAccountRules();
  const questions = useSecurityQuestions(true);
  return (
    <>
      <Form.Item name="question" label={t('form.question')} rules={rules.question}>
        <Select
          placeholder={t('form.questionPlaceholder')}
          loading={questions.isPending}
          options={(questions.data ?? []).map((q) => ({ value: q.value, label: q.text }))}
        />
      </Form.Item>
      <Form.Item name="answer" label={t('form.answer')} rules={rules.answer}>
        <Input maxLength={100} autoComplete="off" placeholder={t('form.answerPlaceholder')} />
      </Form.Item>
    </>
  );
};

interface TCaptchaProps {
  captcha: ReturnType<typeof useCaptcha>;
  name?: string;
  /** Not checked when the form is sent (the SMS picture check goes with the code request). */
  optional?: boolean;
}

/** The image captcha: its text, and the image that loads a new one when clicked. */
export const CaptchaField = ({ captcha, name = 'captchaText', optional = false }: TCaptchaProps) => {
  const { t } = useTranslation('accounts');
  const rules = useAccountRules();
  return (
    <Form.Item label={t('form.captcha')} className="account-captcha-item">
      <Space.Compact block>
        <Form.Item name={name} noStyle rules={optional ? [] : rules.imageCode}>
          <Input
            size="large"
            maxLength={10}
            autoComplete="off"
            placeholder={t('form.captchaPlaceholder')}
            aria-label={t('form.captcha')}
          />
        </Form.Item>
        <button
          type="button"
          className="account-captcha"
          title={t('form.captchaAlt')}
          onClick={() => void captcha.refresh()}
        >
          {captcha.image ? (
            <img src={captcha.image} alt={t('form.captchaAlt')} />
          ) : (
            <span className="account-captcha__failed">
              {captcha.failed ? t('form.captchaFailed') : <ReloadOutlined spin />}
            </span>
          )}
        </button>
      </Space.Compact>
    </Form.Item>
  );
};

interface TAgreementProps {
  value?: boolean;
  onChange?: (checked: boolean) => void;
  onOpen: () => void;
}

/** Only the agreement popup can tick this box: ticking it opens the popup instead (spec §4). */
const AgreementCheckbox = ({ value, onChange, onOpen }: TAgreementProps) => {
  const { t } = useTranslation('accounts');
  return (
    <span className="account-agreement">
      <Checkbox
        checked={!!value}
        aria-label={t('agreement.title')}
        onChange={(e) => (e.target.checked ? onOpen() : onChange?.(false))}
      />
      <span className="account-agreement__text">
        {t('agreement.checkbox')}{' '}
        <Button type="link" size="small" className="account-agreement__link" onClick={onOpen}>
          {t('agreement.link')}
        </Button>
      </span>
    </span>
  );
};

export const AgreementField = ({ onOpen }: { onOpen: () => void }) => {
  const rules = useAccountRules();
  return (
    <Form.Item name="agreement" rules={rules.agreement} className="account-agreement-item">
      <AgreementCheckbox onOpen={onOpen} />
    </Form.Item>
  );
};
