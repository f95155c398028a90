import { useTranslation } from '../../../lib/use-translation.tsx';
import { SECOND_FACTOR_CODE_MAX } from '@tmp/contracts';
import { accountRules } from '../model/rules.ts';
import { downloadRecoveryCodes } from '../model/second-factor.ts';
import type { TAccountField } from './use-account-fields.ts';
import type { TAccountFlow } from './use-account-flow.ts';

/**
 * The code input of a second-factor step, the same in the sign-in and on /hr/security: an authenticator's
 * 6 digits while setting up, else those or a recovery code.
 */
export const useSecondFactorCode = (isEnrolment: boolean): TAccountField => {
  const { t } = useTranslation('accounts');
  const label = t(isEnrolment ? 'secondFactor.codeLabel' : 'secondFactor.codeOrRecoveryLabel');
  return {
    name: 'code',
    label,
    rule: isEnrolment ? accountRules.totpCode : accountRules.secondFactorCode,
    input: {
      autoFocus: true,
      maxLength: SECOND_FACTOR_CODE_MAX,
      autoComplete: 'one-time-code',
      inputMode: isEnrolment ? 'numeric' : 'text',
      placeholder: t('secondFactor.codePlaceholder'),
    },
  };
};

/**
 * The sign-in's step after the password: the authenticator's code. Setting one up is never part of a
 * sign-in: the server mails a link to the set-up page (/hr/second-factor) instead.
 */
export const useSecondFactorStep = (flow: TAccountFlow) => {
  const { t } = useTranslation('accounts');
  return {
    lead: t('secondFactor.lead'),
    code: useSecondFactorCode(false),
    verify: t('secondFactor.verify'),
    busy: flow.busy,
    submit: (values: { code: string }) => void flow.passSecondFactor(values),
  };
};

/** New recovery codes, shown once: downloaded as a text file or written down, then `onSaved`. */
export const useRecoveryCodes = (codes: string[], onSaved: () => void) => {
  const { t } = useTranslation('accounts');
  return {
    lead: t('secondFactor.recoveryLead'),
    codes,
    download: {
      label: t('secondFactor.download'),
      onClick: () => downloadRecoveryCodes(codes, t('secondFactor.recoveryTitle')),
    },
    saved: { label: t('secondFactor.saved'), onClick: onSaved },
  };
};
