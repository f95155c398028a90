import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getApplicantAssessmentPinNumberByIdRoute,
  getUserToDoAssessmentsRoute,
  queryPagingUserAssessmentsRoute,
  type TAssessmentPageQuery,
} from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/i18n.ts';

export const queryUserAssessments = (body: TAssessmentPageQuery, signal?: AbortSignal) =>
  api.callData(queryPagingUserAssessmentsRoute, { body }, { msg: 'none', signal });

export const useUserAssessments = (body: TAssessmentPageQuery) =>
  useQuery({
    queryKey: ['assessments', 'list', useLanguage(), body],
    queryFn: ({ signal }) => queryUserAssessments(body, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Statuses 1 and 2, earliest deadline first: the "to do" tab. */
export const useToDoAssessments = () =>
  useQuery({
    queryKey: ['assessments', 'todo', useLanguage()],
    queryFn: ({ signal }) => api.callData(getUserToDoAssessmentsRoute, {}, { msg: 'none', signal }),
    staleTime: 0,
  });

export const getAssessmentPin = (id: number) =>
  api.callData(getApplicantAssessmentPinNumberByIdRoute, { query: { id } }, { msg: 'error' });
