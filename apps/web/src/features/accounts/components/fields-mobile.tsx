import { Fragment } from 'react';
import { Button, Checkbox, Form, Input, Picker } from 'antd-mobile';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useSecurityQuestions } from '../api/get-security-questions.ts';
import {
  partInputs,
  useAccountFields,
  type TAccountField,
  type TAccountPart,
} from '../hooks/use-account-fields.ts';
import type { TAccountFlow } from '../hooks/use-account-flow.ts';
import type { useAccountForm } from '../hooks/use-account-form.ts';
import type { useCaptcha } from '../hooks/use-captcha.ts';
import { SMS_CAPTCHA_FIELD, useSmsCode } from '../hooks/use-sms-code.ts';

/** A described input (hooks/use-account-fields.ts) as an antd-mobile form item. */
export const AccountInputMobile = ({
  field,
  className,
  clearable = false,
}: {
  field: TAccountField;
  className?: string;
  clearable?: boolean;
}) => (
  <Form.Item
    name={field.name}
    label={field.label}
    rules={field.rules}
    validateFirst
    dependencies={field.name === 'confirmpassword' ? ['password'] : undefined}
    className={className}
  >
    <Input {...field.input} clearable={clearable} aria-label={field.label} />
  </Form.Item>
);

interface TSmsProps {
  form: FormInstance;
  onError: (message: string) => void;
}

/** The code input with its send button, and above it the image captcha once the server asked for it. */
export const SmsCodeFieldMobile = ({ form, onError }: TSmsProps) => {
  const fields = useAccountFields();
  const phone: unknown = Form.useWatch('phone', form as never);
  const captchaText: unknown = Form.useWatch(SMS_CAPTCHA_FIELD, form as never);
  const sms = useSmsCode(phone, { captchaText, form, onError });
  const code = fields.smsCode;
  return (
    <>
      {sms.captcha && (
        <CaptchaFieldMobile captcha={sms.captcha} field={fields.captcha(SMS_CAPTCHA_FIELD, true)} />
      )}
      <Form.Item
        name={code.name}
        label={code.label}
        rules={code.rules}
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
        <Input {...code.input} aria-label={code.label} />
      </Form.Item>
    </>
  );
};

/** The security question is picked from a bottom picker; the form keeps its value as [value]. */
const QuestionFieldsMobile = () => {
  const { t } = useTranslation('accounts');
  const { question, answer } = useAccountFields();
  const questions = useSecurityQuestions(true);
  const columns = [(questions.data ?? []).map((q) => ({ value: q.value, label: q.text }))];
  return (
    <>
      <Form.Item
        name={question.name}
        label={question.label}
        rules={question.rules}
        trigger="onConfirm"
        arrow
        onClick={(_e, picker: { current?: { open: () => void } | null }) => picker.current?.open()}
      >
        <Picker columns={columns} confirmText={t('actions.ok')} cancelText={t('dialog.close')}>
          {(items) =>
            items[0] ? (
              <span className="account-picker-value">{items[0].label}</span>
            ) : (
              <span className="account-picker-placeholder">{question.placeholder}</span>
            )
          }
        </Picker>
      </Form.Item>
      <Form.Item name={answer.name} label={answer.label} rules={answer.rules}>
        <Input {...answer.input} aria-label={answer.label} />
      </Form.Item>
    </>
  );
};

const CaptchaFieldMobile = ({
  captcha,
  field,
}: {
  captcha: ReturnType<typeof useCaptcha>;
  field: TAccountField;
}) => {
  const { t } = useTranslation('accounts');
  return (
    <Form.Item
      name={field.name}
      label={field.label}
      rules={field.rules}
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
      <Input {...field.input} aria-label={field.label} />
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

interface TPartsProps {
  parts: TAccountPart[];
  form: FormInstance;
  flow: TAccountFlow;
  account: ReturnType<typeof useAccountForm>;
}

/** The parts of a registration or find-password form (hooks/use-account-fields.ts), drawn with antd-mobile. */
export const AccountPartsMobile = ({ parts, form, flow, account }: TPartsProps) => {
  const fields = useAccountFields();
  const draw = (part: TAccountPart) => {
    const drawn = partInputs(fields, part);
    if (typeof drawn !== 'string') {
      // The phone and email are cleared with one tap; the phone's row leaves room for its prefix.
      return drawn.map((field) => (
        <AccountInputMobile
          key={field.name}
          field={field}
          className={field.name === 'phone' ? 'account-phone-field' : undefined}
          clearable={field.name === 'phone' || field.name === 'email'}
        />
      ));
    }
    switch (drawn) {
      case 'smsCode':
        return <SmsCodeFieldMobile form={form} onError={flow.setError} />;
      case 'question':
        return <QuestionFieldsMobile />;
      case 'captcha':
        return <CaptchaFieldMobile captcha={account.captcha} field={fields.captcha('captchaText', false)} />;
      case 'agreement':
        return (
          <Form.Item
            name={fields.agreement.name}
            rules={fields.agreement.rules}
            className="account-agreement-item"
          >
            <AgreementCheckboxMobile onOpen={account.agreement.show} />
          </Form.Item>
        );
    }
  };
  return parts.map((part) => <Fragment key={part}>{draw(part)}</Fragment>);
};
