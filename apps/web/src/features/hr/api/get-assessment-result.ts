import { queryOptions, useQuery } from '@tanstack/react-query';
import { hrGetAssessmentResultRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage, type TLanguage } from '../../../lib/i18n.ts';

export const assessmentResultQueryOptions = (id: number, language: TLanguage) =>
  queryOptions({
    queryKey: ['hr', 'assessments', 'detail', language, id],
    queryFn: ({ signal }) =>
      api.callData(hrGetAssessmentResultRoute, { query: { id } }, { msg: 'none', signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });

/** One assignment with every answer, the correct ones, scores and the anti-cheat record. */
export const useAssessmentResult = (id: number) => useQuery(assessmentResultQueryOptions(id, useLanguage()));
