import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  hrGetApplicantRoute,
  hrGetAssessmentResultRoute,
  hrGetFieldSettingsRoute,
  hrGetJobRoute,
  hrGetQuestionnairesRoute,
  hrQueryApplicantsRoute,
  hrQueryAssessmentResultsRoute,
  hrQueryJobsRoute,
  hrQueryOffersRoute,
  hrQueryReferralsRoute,
  type TRouteBody,
  type TRouteContract,
  type TRouteQuery,
} from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/i18n.ts';

type TRoute = TRouteContract<any, any, any, any>;

/** A page of a console list in the current language; the page shown stays until the next one arrives. */
const useListPage = <R extends TRoute>(route: R, key: string[], body: TRouteBody<R>) => {
  const language = useLanguage();
  return useQuery({
    queryKey: ['hr', ...key, language, body],
    queryFn: ({ signal }) => api.callData(route, { body }, { msg: 'error', signal }),
    placeholderData: keepPreviousData,
  });
};

/** One record by its id: nothing is asked before there is an id, and a refusal is not asked again. */
const useRecord = <R extends TRoute>(route: R, key: unknown[], id: number) =>
  useQuery({
    queryKey: ['hr', ...key, id],
    queryFn: ({ signal }) =>
      api.callData(route, { query: { id } as TRouteQuery<R> }, { msg: 'none', signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });

export const useApplicants = (body: TRouteBody<typeof hrQueryApplicantsRoute>) =>
  useListPage(hrQueryApplicantsRoute, ['applicants'], body);

export const useHrJobs = (body: TRouteBody<typeof hrQueryJobsRoute>) =>
  useListPage(hrQueryJobsRoute, ['jobs'], body);

export const useHrOffers = (body: TRouteBody<typeof hrQueryOffersRoute>) =>
  useListPage(hrQueryOffersRoute, ['offers'], body);

export const useReferrals = (body: TRouteBody<typeof hrQueryReferralsRoute>) =>
  useListPage(hrQueryReferralsRoute, ['referrals'], body);

/** Assignments with status, score, typing metrics and the anti-cheat record. */
export const useAssessmentResults = (body: TRouteBody<typeof hrQueryAssessmentResultsRoute>) =>
  useListPage(hrQueryAssessmentResultsRoute, ['assessments', 'list'], body);

/** One application: resume snapshot, uploaded PDFs, history and offers. */
export const useApplicant = (id: number) => useRecord(hrGetApplicantRoute, ['applicant', useLanguage()], id);

/** One assignment with every answer, the correct ones, scores and the anti-cheat record. */
export const useAssessmentResult = (id: number) =>
  useRecord(hrGetAssessmentResultRoute, ['assessments', 'detail', useLanguage()], id);

/** A job in both languages, for the edit form. */
export const useHrJob = (id: number) => useRecord(hrGetJobRoute, ['job'], id);

export const useFieldSettings = () =>
  useQuery({
    queryKey: ['hr', 'field-settings', useLanguage()],
    queryFn: ({ signal }) => api.callData(hrGetFieldSettingsRoute, {}, { msg: 'error', signal }),
  });

/** The customer's questionnaires, to choose one to assign. */
export const useQuestionnaires = (enabled = true) =>
  useQuery({
    queryKey: ['hr', 'questionnaires', useLanguage()],
    queryFn: ({ signal }) => api.callData(hrGetQuestionnairesRoute, {}, { msg: 'error', signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
