import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useLanguage } from '../../../lib/i18n.ts';
import { hrPaths } from '../../../config/hr-paths.ts';
import { useHrJob, useSaveJob } from './api.ts';
import { emptyJobForm, toJobBody, toJobFormValues, type TJobFormValues } from './job-form-values.ts';

/** /hr/jobs/new and /hr/jobs/:id: the job to edit (none for a new one), and saving it. */
export const useJobEditPage = () => {
  const language = useLanguage();
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : undefined;
  const job = useHrJob(id ?? 0);
  const save = useSaveJob();
  const initialValues = useMemo(() => (job.data ? toJobFormValues(job.data) : emptyJobForm()), [job.data]);
  const title = language === 'zh-CN' ? job.data?.titleZh : job.data?.titleEn;
  return {
    id,
    /** The address names no job (`/hr/jobs/abc`). */
    isBadId: Boolean(params.id) && id === undefined,
    isLoading: Boolean(id) && job.isPending,
    error: id && job.isError ? job.error.message : undefined,
    title: title ?? '',
    initialValues,
    saving: save.isPending,
    back: () => void navigate(hrPaths.jobs),
    submit: async (values: TJobFormValues) => {
      await save.mutateAsync(toJobBody(values, id));
      void navigate(hrPaths.jobs);
    },
  };
};
