import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getApplicantAssessmentPinNumberByIdRoute,
  getAssessmentQuestionnaireByIdRoute,
  getUserToDoAssessmentsRoute,
  queryPagingUserAssessmentsRoute,
  recordAssessmentEventRoute,
  saveAssessmentAnswersRoute,
  startToAnswerAssessmentRoute,
  submitAssessmentQuestionnaireRoute,
  type TAnswerInput,
  type TAssessmentPageQuery,
  type TAssessmentEventType,
} from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/i18n.ts';

// The page shows a refusal itself ("This assessment does not exist"), so the call raises no toast.
export const useQuestionnaire = (id: number) =>
  useQuery({
    queryKey: ['assessments', 'questionnaire', useLanguage(), id],
    queryFn: ({ signal }) =>
      api.callData(getAssessmentQuestionnaireByIdRoute, { query: { id } }, { msg: 'none', signal }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
    gcTime: 0,
  });

/** Starts the server's clock; again answers the same deadline. No body is sent. */
export const startAssessment = (id: number) =>
  api.callData(startToAnswerAssessmentRoute, { query: { id } }, { msg: 'error' });

// Autosave is silent: the page shows saving / saved / offline itself.
export const saveAnswers = (id: number, answers: TAnswerInput[]) =>
  api.callData(saveAssessmentAnswersRoute, { body: { id, answers } }, { msg: 'none' });

/** Saves the given answers, then submits; submitting again answers the stored outcome. */
export const submitAssessment = (id: number, answers: TAnswerInput[]) =>
  api.callData(submitAssessmentQuestionnaireRoute, { body: { id, answers } }, { msg: 'none' });

/** Records leaving full screen or switching tabs; best effort and silent. */
export const recordAssessmentEvent = (id: number, type: TAssessmentEventType) =>
  api
    .callData(recordAssessmentEventRoute, { body: { id, type, clientAt: Date.now() } }, { msg: 'none' })
    .catch(() => undefined);

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
