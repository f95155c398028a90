import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { FormField } from '../../../lib/form/form.tsx';
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
import type { TCaptchaPictureState } from '../../../lib/use-captcha-picture.ts';
import type { TCheckedField } from '../model/rules.ts';
import { SMS_CAPTCHA_FIELD, useSmsCode } from '../hooks/use-sms-code.ts';

const PHONE_PREFIX = <span className="account-phone-prefix">+86</span>;

interface TAccountInputProps {
  field: TAccountField;
  page?: string;
  after?: ReactNode;
}

/**
 * A described input (hooks/use-account-fields.ts) in its field of the form around it, its id `<page>-<name>`;
 * `after` sits beside the input (a captcha's image, the SMS code's button).
 */
export const AccountInput = ({ field, page = 'account', after }: TAccountInputProps) => {
  const { Input } = useKit();
  return (
    <FormField name={field.name} id={`${page}-${field.name}`} label={field.label}>
      {(control) => {
        const prefix = field.name === 'phone' ? PHONE_PREFIX : undefined;
        const input = <Input {...control} {...field.input} value={control.value ?? ''} prefix={prefix} />;
        return after ? (
          <div className="account-row">
            {input}
            {after}
          </div>
        ) : (
          input
        );
      }}
    </FormField>
  );
};

/** The image captcha: its text, and the image that loads a new one when clicked. */
const CaptchaField = ({ captcha, field }: { captcha: TCaptchaPictureState; field: TAccountField }) => {
  const { t } = useTranslation('accounts');
  return (
    <AccountInput
      field={field}
      after={
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
      }
    />
  );
};

/**
 * The code input with its 'Get verification code' button (enabled for a valid phone, then 'Ns'), and
 * above it the image captcha once the server asked for it.
 */
export const SmsCodeField = ({ onError }: { onError: (message: string) => void }) => {
  const { Button } = useKit();
  const fields = useAccountFields();
  const sms = useSmsCode(onError);
  return (
    <>
      {sms.captcha && <CaptchaField captcha={sms.captcha} field={fields.captcha(SMS_CAPTCHA_FIELD, true)} />}
      <AccountInput
        field={fields.smsCode}
        after={
          <Button
            className="account-code-button"
            disabled={sms.disabled || sms.loading}
            onClick={() => void sms.send()}
          >
            {sms.label}
          </Button>
        }
      />
    </>
  );
};

const QuestionFields = () => {
  const { Select } = useKit();
  const { question, answer } = useAccountFields();
  const questions = useSecurityQuestions();
  return (
    <>
      <FormField name={question.name} id="account-question" label={question.label}>
        {(control) => (
          <Select
            id={control.id}
            value={control.value as number | undefined}
            onChange={control.onChange}
            placeholder={question.placeholder}
            loading={questions.isPending}
            options={(questions.data ?? []).map((q) => ({ value: q.value, label: q.text }))}
          />
        )}
      </FormField>
      <AccountInput field={answer} />
    </>
  );
};

/** Only the agreement popup can tick this box: ticking it opens the popup instead (spec §4). */
const AgreementCheckbox = ({ onOpen }: { onOpen: () => void }) => {
  const { t } = useTranslation('accounts');
  const { Checkbox } = useKit();
  return (
    <FormField name="agreement">
      {(control) => (
        <div className="account-agreement">
          <Checkbox
            checked={!!control.value}
            onChange={(checked) => (checked ? onOpen() : control.onChange(false))}
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
      )}
    </FormField>
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
  flow: TAccountFlow;
  account: ReturnType<typeof useAccountForm>;
}

/** The parts of a registration or find-password form (hooks/use-account-fields.ts). */
export const AccountParts = ({ parts, flow, account }: TPartsProps) => {
  const fields = useAccountFields();
  const draw = (part: TAccountPart) => {
    const drawn = partInputs(fields, part);
    if (typeof drawn !== 'string') {
      return drawn.map((field) => <AccountInput key={field.name} field={field} />);
    }
    switch (drawn) {
      case 'smsCode':
        return <SmsCodeField onError={flow.setError} />;
      case 'question':
        return <QuestionFields />;
      case 'captcha':
        return <CaptchaField captcha={account.captcha} field={fields.captcha('captchaText', false)} />;
      case 'agreement':
        return <AgreementCheckbox onOpen={account.agreement.show} />;
    }
  };
  return parts.map((part) => <Fragment key={part}>{draw(part)}</Fragment>);
};
