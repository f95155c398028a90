import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useSearchParams } from 'react-router';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import { usePositionSummary, useResumeFields } from '../api/resume.ts';
import { requiredKeysOf } from '../utils/resume-form.ts';
import { readVisitSource } from '../utils/visit-source.ts';

/**
 * /delivery?id=: the job applied for, whether it can be applied for, the sign-in a visitor needs first,
 * the resume form's marks for what the job asks beyond the customer's form, and the sent application.
 */
export const useDelivery = () => {
  const { t } = useTranslation('resumes');
  const raw = useSearchParams()[0].get('id');
  // NaN when missing or malformed.
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
  const job = usePositionSummary(id);
  const base = useResumeFields().data;
  const required = job.data?.requiredFields;
  /** The keys the job requires beyond what the customer's form requires anyway: "Required for this job". */
  const jobRequired = useMemo(() => {
    if (!required || !base) return [];
    const always = new Set(requiredKeysOf(base.sections));
    return required.filter((key) => !always.has(key));
  }, [required, base]);
  const signedIn = !!useLoginStore((s) => s.token);
  const setOpenLogin = useLoginStore((s) => s.setOpenLogin);
  const [applied, setApplied] = useState(false);
  const unavailable = !Number.isInteger(id) || job.isError;
  return {
    id,
    job: job.data,
    loading: job.isPending,
    /** The job cannot be applied for (unknown, malformed, offline): why. */
    unavailable: unavailable ? (job.isError && job.error.message) || t('delivery.unavailable') : undefined,
    /** Once sent: what the confirmation says. */
    applied: applied && job.data ? t('delivery.successText', { job: job.data.title }) : undefined,
    /** The visitor came through a referral link. */
    referred: !!readVisitSource().recommendCode,
    signedIn,
    signIn: () => setOpenLogin(true),
    editor: {
      positionId: id,
      jobRequired,
      submitLabel: t('delivery.submit'),
      onApplied: () => setApplied(true),
    },
  };
};
