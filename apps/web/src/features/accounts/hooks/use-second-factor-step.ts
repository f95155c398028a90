import { useTranslation } from '../../../lib/use-translation.tsx';
import { SECOND_FACTOR_CODE_MAX } from '@tmp/contracts';
import { accountRules } from '../model/rules.ts';
import type { TAccountField } from './use-account-fields.ts';

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

/** Recovery codes as a text file to keep. */
const downloadRecoveryCodes = (codes: string[], title: string) => {
  const blob = new Blob([`${title}\n\n${codes.join('\n')}\n`], { type: 'text/plain;charset=utf-8' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = 'recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(link.href);
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
