import { Fragment, type ReactNode } from 'react';
import { Button, Checkbox, Form, Input, Select, Space, type FormInstance } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
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

/** A described input (hooks/use-account-fields.ts) as an antd form item. */
export const AccountInput = ({ field, extra }: { field: TAccountField; extra?: { prefix?: ReactNode } }) => {
  const { type, ...input } = field.input;
  return (
    <Form.Item
      name={field.name}
      label={field.label}
      rules={field.rules}
      validateFirst
      dependencies={field.name === 'confirmpassword' ? ['password'] : undefined}
    >
      {type === 'password' ? <Input.Password {...input} /> : <Input {...input} {...extra} />}
    </Form.Item>
  );
};

interface TSmsProps {
  form: FormInstance;
  onError: (message: string) => void;
}

/**
 * The code input with its 'Get verification code' button (enabled for a valid phone, then 'Ns'), and
 * above it the image captcha once the server asked for it.
 */
export const SmsCodeField = ({ form, onError }: TSmsProps) => {
  const fields = useAccountFields();
  const phone: unknown = Form.useWatch('phone', form);
  const captchaText: unknown = Form.useWatch(SMS_CAPTCHA_FIELD, form);
  const sms = useSmsCode(phone, { captchaText, form, onError });
  const code = fields.smsCode;
  return (
    <>
      {sms.captcha && <CaptchaField captcha={sms.captcha} field={fields.captcha(SMS_CAPTCHA_FIELD, true)} />}
      <Form.Item label={code.label} className="account-code-item">
        <Space.Compact block>
          <Form.Item name={code.name} noStyle rules={code.rules}>
            <Input {...code.input} aria-label={code.label} />
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
    </>
  );
};

const QuestionFields = () => {
  const { question, answer } = useAccountFields();
  const questions = useSecurityQuestions(true);
  return (
    <>
      <Form.Item name={question.name} label={question.label} rules={question.rules}>
        <Select
          placeholder={question.placeholder}
          loading={questions.isPending}
          options={(questions.data ?? []).map((q) => ({ value: q.value, label: q.text }))}
        />
      </Form.Item>
      <AccountInput field={answer} />
    </>
  );
};

/** The image captcha: its text, and the image that loads a new one when clicked. */
const CaptchaField = ({
  captcha,
  field,
}: {
  captcha: ReturnType<typeof useCaptcha>;
  field: TAccountField;
}) => {
  const { t } = useTranslation('accounts');
  return (
    <Form.Item label={field.label} className="account-captcha-item">
      <Space.Compact block>
        <Form.Item name={field.name} noStyle rules={field.rules}>
          <Input size="large" {...field.input} aria-label={field.label} />
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

const PHONE_PREFIX = { prefix: <span className="account-phone-prefix">+86</span> };

interface TPartsProps {
  parts: TAccountPart[];
  form: FormInstance;
  flow: TAccountFlow;
  account: ReturnType<typeof useAccountForm>;
}

/** The parts of a registration or find-password form (hooks/use-account-fields.ts), drawn with antd. */
export const AccountPartsDesktop = ({ parts, form, flow, account }: TPartsProps) => {
  const fields = useAccountFields();
  const draw = (part: TAccountPart) => {
    const drawn = partInputs(fields, part);
    if (typeof drawn !== 'string') {
      return drawn.map((field) => (
        <AccountInput
          key={field.name}
          field={field}
          extra={field.name === 'phone' ? PHONE_PREFIX : undefined}
        />
      ));
    }
    switch (drawn) {
      case 'smsCode':
        return <SmsCodeField form={form} onError={flow.setError} />;
      case 'question':
        return <QuestionFields />;
      case 'captcha':
        return <CaptchaField captcha={account.captcha} field={fields.captcha('captchaText', false)} />;
      case 'agreement':
        return (
          <Form.Item
            name={fields.agreement.name}
            rules={fields.agreement.rules}
            className="account-agreement-item"
          >
            <AgreementCheckbox onOpen={account.agreement.show} />
          </Form.Item>
        );
    }
  };
  return parts.map((part) => <Fragment key={part}>{draw(part)}</Fragment>);
};
