import { Fragment } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { useSecurityQuestions } from '../api/get-security-questions.ts';
import {
  partInputs,
  useAccountFields,
  type TAccountField,
  type TAccountFields,
  type TAccountPart,
} from '../hooks/use-account-fields.ts';
import type { TAccountFlow } from '../hooks/use-account-flow.ts';
import type { useAccountForm } from '../hooks/use-account-form.ts';
import type { useCaptcha } from '../hooks/use-captcha.ts';
import type { TCheckedField, TFieldsForm } from '../hooks/use-fields-form.ts';
import { SMS_CAPTCHA_FIELD, useSmsCode } from '../hooks/use-sms-code.ts';

const PHONE_PREFIX = <span className="account-phone-prefix">+86</span>;

/** A described input (hooks/use-account-fields.ts) in its field. */
export const AccountInput = ({ field, form }: { field: TAccountField; form: TFieldsForm }) => {
  const { Field, Input } = useKit();
  const { value, error, onChange } = form.text(field.name);
  const id = `account-${field.name}`;
  return (
    <Field label={field.label} htmlFor={id} error={error}>
      <Input
        id={id}
        {...field.input}
        value={value}
        onChange={onChange}
        prefix={field.name === 'phone' ? PHONE_PREFIX : undefined}
      />
    </Field>
  );
};

/** The image captcha: its text, and the image that loads a new one when clicked. */
const CaptchaField = ({
  captcha,
  field,
  form,
}: {
  captcha: ReturnType<typeof useCaptcha>;
  field: TAccountField;
  form: TFieldsForm;
}) => {
  const { t } = useTranslation('accounts');
  const { Field, Input } = useKit();
  const { value, error, onChange } = form.text(field.name);
  return (
    <Field label={field.label} htmlFor={`account-${field.name}`} error={error}>
      <div className="account-row">
        <Input id={`account-${field.name}`} {...field.input} value={value} onChange={onChange} />
        <button
          type="button"
          className="account-captcha"
          title={t('form.captchaAlt')}
          onClick={() => void captcha.refresh()}
        >
          {captcha.image ? (
            <img src={captcha.image} alt={t('form.captchaAlt')} />
          ) : (
            <span className="account-captcha__failed">{captcha.failed ? t('form.captchaFailed') : '…'}</span>
          )}
        </button>
      </div>
    </Field>
  );
};

/**
 * The code input with its 'Get verification code' button (enabled for a valid phone, then 'Ns'), and
 * above it the image captcha once the server asked for it.
 */
export const SmsCodeField = ({
  form,
  onError,
}: {
  form: TFieldsForm;
  onError: (message: string) => void;
}) => {
  const { Field, Input, Button } = useKit();
  const fields = useAccountFields();
  const captchaText = form.values[SMS_CAPTCHA_FIELD];
  const sms = useSmsCode(form.values.phone, { captchaText, form, onError });
  const code = fields.smsCode;
  const { value, error, onChange } = form.text(code.name);
  return (
    <>
      {sms.captcha && (
        <CaptchaField captcha={sms.captcha} field={fields.captcha(SMS_CAPTCHA_FIELD, true)} form={form} />
      )}
      <Field label={code.label} htmlFor="account-code" error={error}>
        <div className="account-row">
          <Input id="account-code" {...code.input} value={value} onChange={onChange} />
          <Button
            className="account-code-button"
            disabled={sms.disabled || sms.loading}
            onClick={() => void sms.send()}
          >
            {sms.label}
          </Button>
        </div>
      </Field>
    </>
  );
};

const QuestionFields = ({ form }: { form: TFieldsForm }) => {
  const { Field, Select } = useKit();
  const { question, answer } = useAccountFields();
  const questions = useSecurityQuestions(true);
  const { error, onChange } = form.text(question.name);
  return (
    <>
      <Field label={question.label} htmlFor="account-question" error={error}>
        <Select
          id="account-question"
          value={form.values.question as number | undefined}
          onChange={onChange}
          placeholder={question.placeholder}
          loading={questions.isPending}
          options={(questions.data ?? []).map((q) => ({ value: q.value, label: q.text }))}
        />
      </Field>
      <AccountInput field={answer} form={form} />
    </>
  );
};

/** Only the agreement popup can tick this box: ticking it opens the popup instead (spec §4). */
const AgreementCheckbox = ({ form, onOpen }: { form: TFieldsForm; onOpen: () => void }) => {
  const { t } = useTranslation('accounts');
  const { Field, Checkbox } = useKit();
  const { error, onChange } = form.text('agreement');
  return (
    <Field error={error}>
      <div className="account-agreement">
        <Checkbox
          checked={!!form.values.agreement}
          onChange={(checked) => (checked ? onOpen() : onChange(false))}
        >
          <span className="visually-hidden">{t('agreement.title')}</span>
        </Checkbox>
        <span>
          {t('agreement.checkbox')}{' '}
          <button type="button" className="account-link" onClick={onOpen}>
            {t('agreement.link')}
          </button>
        </span>
      </div>
    </Field>
  );
};

/** The fields a registration or find-password form checks, for its parts. */
export const partFields = (fields: TAccountFields, parts: TAccountPart[]): TCheckedField[] =>
  parts.flatMap((part): TCheckedField[] => {
    const drawn = partInputs(fields, part);
    if (typeof drawn !== 'string') return drawn;
    return {
      smsCode: [fields.smsCode],
      question: [fields.question, fields.answer],
      captcha: [fields.captcha('captchaText', false)],
      agreement: [fields.agreement],
    }[drawn];
  });

interface TPartsProps {
  parts: TAccountPart[];
  form: TFieldsForm;
  flow: TAccountFlow;
  account: ReturnType<typeof useAccountForm>;
}

/** The parts of a registration or find-password form (hooks/use-account-fields.ts). */
export const AccountParts = ({ parts, form, flow, account }: TPartsProps) => {
  const fields = useAccountFields();
  const draw = (part: TAccountPart) => {
    const drawn = partInputs(fields, part);
    if (typeof drawn !== 'string') {
      return drawn.map((field) => <AccountInput key={field.name} field={field} form={form} />);
    }
    switch (drawn) {
      case 'smsCode':
        return <SmsCodeField form={form} onError={flow.setError} />;
      case 'question':
        return <QuestionFields form={form} />;
      case 'captcha':
        return (
          <CaptchaField captcha={account.captcha} field={fields.captcha('captchaText', false)} form={form} />
        );
      case 'agreement':
        return <AgreementCheckbox form={form} onOpen={account.agreement.show} />;
    }
  };
  return parts.map((part) => <Fragment key={part}>{draw(part)}</Fragment>);
};
