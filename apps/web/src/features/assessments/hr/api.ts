import {
  hrAssignAssessmentRoute,
  hrCancelAssessmentRoute,
  hrGetAssessmentResultRoute,
  hrGetQuestionnairesRoute,
  hrMarkAssessmentAbsentRoute,
  hrQueryAssessmentResultsRoute,
  hrScoreEssayAnswersRoute,
  type TRouteBody,
} from '@tmp/contracts';
import { send, sendId, useChange, useConsoleRead, useListPage, useRecord } from '../../../lib/console-api.ts';
import { useLanguage } from '../../../lib/i18n.ts';

/** Assignments with status, score, typing metrics and the anti-cheat record. */
export const useAssessmentResults = (body: TRouteBody<typeof hrQueryAssessmentResultsRoute>) =>
  useListPage(hrQueryAssessmentResultsRoute, ['assessments', 'list'], body);

/** One assignment with every answer, the correct ones, scores and the anti-cheat record. */
export const useAssessmentResult = (id: number) =>
  useRecord(hrGetAssessmentResultRoute, ['assessments', 'detail', useLanguage()], id);

/** The customer's questionnaires, to choose one to assign. */
export const useQuestionnaires = (enabled = true) =>
  useConsoleRead(hrGetQuestionnairesRoute, ['questionnaires'], { staleTime: 5 * 60_000, enabled });

export const useAssignAssessment = () => useChange(send(hrAssignAssessmentRoute), ['assessments']);

export const useCancelAssessment = () => useChange(sendId(hrCancelAssessmentRoute), ['assessments']);

export const useMarkAssessmentAbsent = () => useChange(sendId(hrMarkAssessmentAbsentRoute), ['assessments']);

export const useScoreEssayAnswers = () => useChange(send(hrScoreEssayAnswersRoute), ['assessments']);
