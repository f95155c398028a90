import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TEnrolment, TEnvelope } from '@tmp/contracts';
import {
  confirmEnrolment,
  disableSecondFactor,
  renewRecoveryCodes,
  secondFactorStatusQuery,
  startEnrolment,
} from '../api/second-factor.ts';
import { toOutcome } from '../model/outcome.ts';

/** What the page shows below the status: nothing, the set-up, a code to prove, or new recovery codes. */
export type TSecurityStep =
  | { kind: 'idle' }
  | { kind: 'enrol'; enrolment: TEnrolment }
  | { kind: 'prove'; action: 'renew' | 'disable' }
  | { kind: 'codes'; codes: string[] };

/** The signed-in HR user's two-step verification: status, set-up, new recovery codes, turning it off. */
export const useSecondFactorSettings = () => {
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
    isLoading: status.isPending,
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

export type TSecondFactorSettings = ReturnType<typeof useSecondFactorSettings>;
