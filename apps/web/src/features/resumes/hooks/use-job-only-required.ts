import { useMemo } from 'react';
import { useResumeFields } from '../api/get-resume-fields.ts';
import { requiredKeysOf } from '../utils/resume-form.ts';

/** The keys a job requires beyond what the customer's form requires anyway: marked "Required for this job". */
export const useJobOnlyRequired = (jobRequired: readonly string[] | undefined): string[] => {
  const base = useResumeFields();
  return useMemo(() => {
    if (!jobRequired || !base.data) return [];
    const always = new Set(requiredKeysOf(base.data.sections));
    return jobRequired.filter((key) => !always.has(key));
  }, [jobRequired, base.data]);
};
