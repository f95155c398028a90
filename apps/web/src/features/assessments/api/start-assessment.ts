import { startToAnswerAssessmentRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

/** Starts the server's clock; again answers the same deadline. No body is sent. */
export const startAssessment = (id: number) =>
  api.callData(startToAnswerAssessmentRoute, { query: { id } }, { msg: 'error' });
