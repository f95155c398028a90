import { saveAssessmentAnswersRoute, type TAnswerInput } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

// Autosave is silent: the page shows saving / saved / offline itself.
export const saveAnswers = (id: number, answers: TAnswerInput[]) =>
  api.callData(saveAssessmentAnswersRoute, { body: { id, answers } }, { msg: 'none' });
