import { recordAssessmentEventRoute, type TAssessmentEventType } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

/** Records leaving full screen or switching tabs; best effort and silent. */
export const recordAssessmentEvent = (id: number, type: TAssessmentEventType) =>
  api
    .callData(recordAssessmentEventRoute, { body: { id, type, clientAt: Date.now() } }, { msg: 'none' })
    .catch(() => undefined);
