import { submitAssessmentQuestionnaireRoute, type TAnswerInput } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

/** Saves the given answers, then submits; submitting again answers the stored outcome. */
export const submitAssessment = (id: number, answers: TAnswerInput[]) =>
  api.callData(submitAssessmentQuestionnaireRoute, { body: { id, answers } }, { msg: 'none' });
