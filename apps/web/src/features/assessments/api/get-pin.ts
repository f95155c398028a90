import { getApplicantAssessmentPinNumberByIdRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

export const getAssessmentPin = (id: number) =>
  api.callData(getApplicantAssessmentPinNumberByIdRoute, { query: { id } }, { msg: 'error' });
