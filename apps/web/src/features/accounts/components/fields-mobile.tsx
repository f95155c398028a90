import { Button, Checkbox, Form, Input, Picker } from 'antd-mobile';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { useTranslation } from 'react-i18next';
import { useSecurityQuestions } from '../api/get-security-questions.ts';
import { useAccountRules } from '../hooks/use-account-rules.ts';
import { useSmsCode } from '../hooks/use-sms-code.ts';
import type { useCaptcha } from '../hooks/use-captcha.ts';

export const PhoneFieldMobile = ({ name = 'phone' }: { name?: string }) => {
  const { t } = useTranslation('accounts');
  const rules = useAccountRules();
  return (
    <Form.Item
      name={name}
      label={t('form.phone')}
      rules={rules.phone}
      validateFirst
      className="account-phone-field"
    >
      <Input
        type="tel"
        inputMode="tel"
        maxLength={11}
        clearable
        autoComplete="tel-national"
        placeholder={t('form.phonePlaceholder')}
        aria-label={t('form.phone')}
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

/** The code input with its send button, and above it the image captcha once the server asked for it. */
export const SmsCodeFieldMobile = ({ form, phoneName = 'phone', onError }: TSmsProps) => {
  const phone: unknown = Form.useWatch(phoneName, form as never);
  const captchaText: unknown = Form.useWatch(SMS_CAPTCHA_FIELD, form as never);
  const sms = useSmsCode(phone, {
    captchaText,
    clearCaptchaText: () => form.setFieldValue(SMS_CAPTCHA_FIELD, ''),
    onError,
  });
  return (
    <>
      {sms.captcha && <CaptchaFieldMobile captcha={sms.captcha} name={SMS_CAPTCHA_FIELD} optional />}
      <SmsCodeInputMobile sms={sms} />
    </>
  );
};

const SmsCodeInputMobile = ({ sms }: { sms: ReturnType<typeof useSmsCode> }) => {
  const { t } = useTranslation('accounts');
  const rules = useAccountRules();
  return (
    <Form.Item
      name="code"
      label={t('form.code')}
      rules={rules.smsCode}
      extra={
        <Button
          size="small"
          color="primary"
          fill="outline"
          className="account-code-button"
          disabled={sms.disabled || sms.loading}
          onClick={() => void sms.send()}
        >
          {sms.label}
        </Button>
      }
    >
      <Input
        inputMode="numeric"
        maxLength={6}
        autoComplete="one-time-code"
        placeholder={t('form.codePlaceholder')}
        aria-label={t('form.code')}
      />
    </Form.Item>
  );
};

export const PasswordFieldsMobile = ({ isNew = false }: { isNew?: boolean }) => {
  const { t } = useTranslation('accounts');
  const rules = useAccountRules();
  return (
    <>
      <Form.Item
        name="password"
        label={t(isNew ? 'form.newPassword' : 'form.password')}
        rules={rules.password}
      >
        <Input
          type="password"
          maxLength={16}
          autoComplete="new-password"
          placeholder={t('form.passwordHint')}
          aria-label={t(isNew ? 'form.newPassword' : 'form.password')}
        />
      </Form.Item>
      <Form.Item
        name="confirmpassword"
        label={t('form.confirmPassword')}
        dependencies={['password']}
        rules={rules.confirmPassword}
      >
        <Input
          type="password"
          maxLength={16}
          autoComplete="new-password"
          placeholder={t('form.confirmPlaceholder')}
          aria-label={t('form.confirmPassword')}
        />
      </Form.Item>
    </>
  );
};

export const EmailFieldMobile = ({ optional = false }: { optional?: boolean }) => {
  const { t } = useTranslation('accounts');
  const rules = useAccountRules();
  return (
    <Form.Item
      name="email"
      label={t(optional ? 'form.emailOptional' : 'form.email')}
      rules={optional ? rules.optionalEmail : rules.email}
    >
      <Input
        type="email"
        inputMode="email"
        maxLength={254}
        clearable
        autoComplete="email"
        placeholder={t('form.emailPlaceholder')}
        aria-label={t(optional ? 'form.emailOptional' : 'form.email')}
      />
    </Form.Item>
  );
};

/** The security question is picked from a bottom picker; the form keeps its value as [value]. */
export const QuestionFieldsMobile = () => {
  const { t } = useTranslation('accounts');
  const rules = useAccountRules();
  const questions = useSecurityQuestions(true);
  const columns = [(questions.data ?? []).map((q) => ({ value: q.value, label: q.text }))];
  return (
    <>
      <Form.Item
        name="question"
        label={t('form.question')}
        rules={rules.question}
        trigger="onConfirm"
        arrow
        onClick={(_e, picker: { current?: { open: () => void } | null }) => picker.current?.open()}
      >
        <Picker columns={columns} confirmText={t('actions.ok')} cancelText={t('dialog.close')}>
          {(items) =>
            items[0] ? (
              <span className="account-picker-value">{items[0].label}</span>
            ) : (
              <span className="account-picker-placeholder">{t('form.questionPlaceholder')}</span>
            )
          }
        </Picker>
      </Form.Item>
      <Form.Item name="answer" label={t('form.answer')} rules={rules.answer}>
        <Input
          maxLength={100}
          autoComplete="off"
          placeholder={t('form.answerPlaceholder')}
          aria-label={t('form.answer')}
        />
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

export const CaptchaFieldMobile = ({ captcha, name = 'captchaText', optional = false }: TCaptchaProps) => {
  const { t } = useTranslation('accounts');
  const rules = useAccountRules();
  return (
    <Form.Item
      name={name}
      label={t('form.captcha')}
      rules={optional ? [] : rules.imageCode}
      extra={
        <button
          type="button"
          className="account-captcha account-captcha--mobile"
          title={t('form.captchaAlt')}
          onClick={() => void captcha.refresh()}
        >
          {captcha.image ? (
            <img src={captcha.image} alt={t('form.captchaAlt')} />
          ) : (
            <span className="account-captcha__failed">{captcha.failed ? t('form.captchaFailed') : '…'}</span>
          )}
        </button>
      }
    >
      <Input
        maxLength={10}
        autoComplete="off"
        placeholder={t('form.captchaPlaceholder')}
        aria-label={t('form.captcha')}
      />
    </Form.Item>
  );
};

interface TAgreementProps {
  value?: boolean;
  onChange?: (checked: boolean) => void;
  onOpen: () => void;
}

const AgreementCheckboxMobile = ({ value, onChange, onOpen }: TAgreementProps) => {
  const { t } = useTranslation('accounts');
  return (
    <div className="account-agreement account-agreement--mobile">
      <Checkbox
        id="account-agreement-mobile"
        checked={!!value}
        onChange={(checked) => (checked ? onOpen() : onChange?.(false))}
      />
      <label htmlFor="account-agreement-mobile" className="visually-hidden">
        {t('agreement.title')}
      </label>
      <span className="account-agreement__text">
        {t('agreement.checkbox')}{' '}
        <a
          role="button"
          tabIndex={0}
          className="account-agreement__link"
          onClick={onOpen}
          onKeyDown={(e) => e.key === 'Enter' && onOpen()}
        >
          {t('agreement.link')}
        </a>
      </span>
    </div>
  );
};

export const AgreementFieldMobile = ({ onOpen }: { onOpen: () => void }) => {
  const rules = useAccountRules();
  return (
    <Form.Item name="agreement" rules={rules.agreement} className="account-agreement-item">
      <AgreementCheckboxMobile onOpen={onOpen} />
    </Form.Item>
  );
};
