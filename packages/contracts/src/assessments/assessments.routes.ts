import type { z } from 'zod';
import { defineRoute } from '../common/define-route.ts';
import { zPage } from '../common/pagination.ts';
import {
  ZAnswersBody,
  ZAssessmentClock,
  ZAssessmentEventBody,
  ZAssessmentEventResult,
  ZAssessmentIdQuery,
  ZAssessmentItem,
  ZAssessmentOutcome,
  ZAssessmentPageQuery,
  ZAssessmentPin,
  ZAssessmentQuestionnaire,
  ZSaveAnswersResult,
} from './assessments.schemas.ts';

const base = '/api/evaluation';
const tags = ['assessments'];

/** The signed-in candidate's assessments: to do and in progress first (by deadline), then the rest. */
export const queryPagingUserAssessmentsRoute = defineRoute({
  method: 'POST',
  path: `${base}/Assessment/QueryPagingUserAssessments`,
  access: 'user',
  tags,
  personal: true,
  summary: 'My assessments, a page at a time (pageIndex, pageSize, optional status filter)',
  body: ZAssessmentPageQuery,
  data: zPage(ZAssessmentItem),
});

export const getUserToDoAssessmentsRoute = defineRoute({
  method: 'GET',
  path: `${base}/Assessment/GetUserToDoAssessments`,
  access: 'user',
  tags,
  personal: true,
  summary: 'My assessments still to do or in progress, earliest deadline first',
  data: zPage(ZAssessmentItem),
});

export const getAssessmentQuestionnaireByIdRoute = defineRoute({
  method: 'GET',
  path: `${base}/Questionnaire/GetAssessmentQuestionnaireById`,
  access: 'user',
  tags,
  personal: true,
  summary: 'One of my assessments with its questions (once started, never with correct answers) and answers',
  query: ZAssessmentIdQuery,
  data: ZAssessmentQuestionnaire,
});

export const startToAnswerAssessmentRoute = defineRoute({
  method: 'POST',
  path: `${base}/Questionnaire/StartToAnswerAssessment`,
  access: 'user',
  tags,
  personal: true,
  summary: "Starts the server's clock (?id=); starting again answers the same deadline",
  query: ZAssessmentIdQuery,
  data: ZAssessmentClock,
});

export const saveAssessmentAnswersRoute = defineRoute({
  method: 'POST',
  path: `${base}/Questionnaire/SaveAssessmentAnswers`,
  access: 'user',
  tags,
  personal: true,
  summary: 'Autosave: keeps per question the answer with the highest clientSeq',
  body: ZAnswersBody,
  data: ZSaveAnswersResult,
});

export const submitAssessmentQuestionnaireRoute = defineRoute({
  method: 'POST',
  path: `${base}/Questionnaire/SubmitAssessmentQuestionnaire`,
  access: 'user',
  tags,
  personal: true,
  summary: 'Saves the given answers and submits; submitting again answers the stored result',
  body: ZAnswersBody,
  data: ZAssessmentOutcome,
});

export const recordAssessmentEventRoute = defineRoute({
  method: 'POST',
  path: `${base}/Questionnaire/RecordAssessmentEvent`,
  access: 'user',
  tags,
  summary: 'Records leaving full screen or switching tabs during an assessment in progress',
  body: ZAssessmentEventBody,
  data: ZAssessmentEventResult,
});

export const getApplicantAssessmentPinNumberByIdRoute = defineRoute({
  method: 'GET',
  path: `${base}/Assessment/GetApplicantAssessmentPinNumberById`,
  access: 'user',
  tags,
  personal: true,
  summary: 'The PIN of one of my assessments, for the external assessment platform',
  query: ZAssessmentIdQuery,
  data: ZAssessmentPin,
});

export type TAssessmentPage = z.infer<(typeof queryPagingUserAssessmentsRoute)['data']>;
