import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryPagingUserAssessmentsRoute, type TAssessmentPageQuery } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage, type TLanguage } from '../../../lib/i18n.ts';

export const queryUserAssessments = (body: TAssessmentPageQuery, signal?: AbortSignal) =>
  api.callData(queryPagingUserAssessmentsRoute, { body }, { msg: 'none', signal });

export const userAssessmentsQueryOptions = (body: TAssessmentPageQuery, language: TLanguage) =>
  queryOptions({
    queryKey: ['assessments', 'list', language, body],
    queryFn: ({ signal }) => queryUserAssessments(body, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useUserAssessments = (body: TAssessmentPageQuery) =>
  useQuery(userAssessmentsQueryOptions(body, useLanguage()));
