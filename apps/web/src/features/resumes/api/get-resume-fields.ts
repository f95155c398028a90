import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCustomerResumeFieldsRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage, type TLanguage } from '../../../lib/i18n.ts';

export const getResumeFields = (positionId: number | undefined, signal?: AbortSignal) =>
  api.callData(
    getCustomerResumeFieldsRoute,
    { query: positionId ? { positionId } : {} },
    { msg: 'none', signal },
  );

/** The customer's resume form; with a job, that job's required fields are marked too. */
export const resumeFieldsQueryOptions = (positionId: number | undefined, language: TLanguage) =>
  queryOptions({
    queryKey: ['resumes', 'fields', language, positionId ?? null],
    queryFn: ({ signal }) => getResumeFields(positionId, signal),
    staleTime: 5 * 60_000,
  });

export const useResumeFields = (positionId?: number) =>
  useQuery(resumeFieldsQueryOptions(positionId, useLanguage()));
