import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { hrQueryAssessmentResultsRoute, type TRouteBody } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage, type TLanguage } from '../../../lib/i18n.ts';

export type TAssessmentResultQuery = TRouteBody<typeof hrQueryAssessmentResultsRoute>;

export const assessmentResultsQueryOptions = (body: TAssessmentResultQuery, language: TLanguage) =>
  queryOptions({
    queryKey: ['hr', 'assessments', 'list', language, body],
    queryFn: ({ signal }) => api.callData(hrQueryAssessmentResultsRoute, { body }, { msg: 'error', signal }),
    placeholderData: keepPreviousData,
  });

/** Assignments with status, score, typing metrics and the anti-cheat record. */
export const useAssessmentResults = (body: TAssessmentResultQuery) =>
  useQuery(assessmentResultsQueryOptions(body, useLanguage()));
