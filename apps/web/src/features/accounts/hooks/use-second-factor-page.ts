import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TEnrolment, TEnvelope } from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import {
  confirmEnrolment,
  disableSecondFactor,
  renewRecoveryCodes,
  secondFactorStatusQuery,
  startEnrolment,
} from '../api/second-factor.ts';
import { toOutcome } from '../model/outcome.ts';
import { useAccountSchemaForm } from './use-account-schema-form.ts';
import { useRecoveryCodes, useSecondFactorCode } from './use-second-factor-step.ts';

/** What the page shows below the status: nothing, the set-up, a code to prove, or new recovery codes. */
type TSecurityStep =
  | { kind: 'idle' }
  | { kind: 'enrol'; enrolment: TEnrolment }
  | { kind: 'prove'; action: 'renew' | 'disable' }
  | { kind: 'codes'; codes: string[] };

/** The signed-in HR user's two-step verification: status, set-up, new recovery codes, turning it off. */
const useSecondFactorSettings = () => {
  const queryClient = useQueryClient();
  const status = useQuery(secondFactorStatusQuery());
  const [step, setStep] = useState<TSecurityStep>({ kind: 'idle' });
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const run = async <T>(call: Promise<TEnvelope<T>>, then: (data: T) => void) => {
    setBusy(true);
    setError(undefined);
    try {
      const outcome = await toOutcome(call);
      if (!outcome.ok) return setError(outcome.message);
      then(outcome.data);
      await queryClient.invalidateQueries({ queryKey: secondFactorStatusQuery().queryKey });
    } finally {
      setBusy(false);
    }
  };
  const showCodes = (data: { recoveryCodes: string[] }) =>
    setStep({ kind: 'codes', codes: data.recoveryCodes });

  return {
    status: status.data,
    step,
    error,
    busy,
    cancel: () => {
      setError(undefined);
      setStep({ kind: 'idle' });
    },
    startEnrolment: () => run(startEnrolment(), (enrolment) => setStep({ kind: 'enrol', enrolment })),
    askCode: (action: 'renew' | 'disable') => {
      setError(undefined);
      setStep({ kind: 'prove', action });
    },
    /** The code of the current step: confirms the set-up, or proves the user before renewing or turning off. */
    submitCode: ({ code }: { code: string }) => {
      if (step.kind === 'enrol') return run(confirmEnrolment(code), showCodes);
      if (step.kind === 'prove' && step.action === 'renew') return run(renewRecoveryCodes(code), showCodes);
      return run(disableSecondFactor(code), () => setStep({ kind: 'idle' }));
    },
  };
};

type TSecondFactorSettings = ReturnType<typeof useSecondFactorSettings>;

/** /hr/security: the user's two-step verification as a line of status, and what they can do with it. */
export const useSecondFactorPage = () => {
  const { t, i18n } = useTranslation('accounts');
  const settings = useSecondFactorSettings();
  const { status } = settings;
  const since = status?.enabledAt ? new Date(status.enabledAt).toLocaleDateString(i18n.language) : '';
  return {
    settings,
    title: t('secondFactor.console.title'),
    /** Nothing to show until the status has arrived. */
    summary: status && {
      isEnabled: status.isEnabled,
      isRequired: status.isRequired,
      state: status.isEnabled ? t('secondFactor.console.on', { date: since }) : t('secondFactor.console.off'),
      codesLeft: status.isEnabled
        ? t('secondFactor.console.codesLeft', { count: status.recoveryCodesLeft })
        : undefined,
      rule: t(status.isRequired ? 'secondFactor.console.required' : 'secondFactor.console.optional'),
    },
    /** New recovery codes, shown once; kept, the page goes back to the status. */
    recovery: useRecoveryCodes(settings.step.kind === 'codes' ? settings.step.codes : [], settings.cancel),
    labels: {
      setUp: t('secondFactor.console.setUp'),
      renew: t('secondFactor.console.renew'),
      turnOff: t('secondFactor.console.turnOff'),
    },
  };
};

/** What the code form of a step says: its lead and its submit (the set-up's or the action to prove). */
const codeTexts = (settings: TSecondFactorSettings, isRequired: boolean, t: (key: string) => string) => {
  const { step } = settings;
  if (step.kind === 'enrol')
    return { lead: t('secondFactor.console.setUpLead'), submit: t('secondFactor.console.confirm') };
  const action = step.kind === 'prove' ? step.action : 'disable';
  // Where the customer requires it, turning it off means setting it up again at the next sign-in.
  const note = action === 'disable' && isRequired ? ` ${t('secondFactor.console.requiredOffNote')}` : '';
  return {
    lead: `${t('secondFactor.console.proveLead')}${note}`,
    submit: t(action === 'renew' ? 'secondFactor.console.renew' : 'secondFactor.console.turnOff'),
  };
};

/** The code that confirms the set-up, or proves the user before new recovery codes or turning it off. */
export const useSecondFactorCodeForm = (settings: TSecondFactorSettings, isRequired: boolean) => {
  const { t } = useTranslation('accounts');
  const isEnrolment = settings.step.kind === 'enrol';
  const code = useSecondFactorCode(isEnrolment);
  const form = useAccountSchemaForm([code]);
  return {
    ...codeTexts(settings, isRequired, t),
    code,
    form,
    onSubmit: (values: Record<string, unknown>) => settings.submitCode(values as { code: string }),
    cancel: { label: t('secondFactor.console.cancel'), onClick: settings.cancel },
    busy: settings.busy,
    qr:
      settings.step.kind === 'enrol'
        ? { ...settings.step.enrolment, label: t('secondFactor.qrLabel') }
        : undefined,
  };
};
