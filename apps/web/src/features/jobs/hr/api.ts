import {
  hrGetJobRoute,
  hrQueryJobsRoute,
  hrSaveJobRoute,
  hrSetJobOnlineRoute,
  type TJobInput,
  type TRouteBody,
} from '@tmp/contracts';
import { send, useChange, useListPage, useRecord } from '../../../lib/console-api.ts';

/** The form's values as the server takes them (defaults applied by the server). */
export type TJobBody = Omit<TJobInput, 'salaryCurrency' | 'isOnline' | 'requiredFields'> &
  Partial<Pick<TJobInput, 'salaryCurrency' | 'isOnline' | 'requiredFields'>>;

export const useHrJobs = (body: TRouteBody<typeof hrQueryJobsRoute>) =>
  useListPage(hrQueryJobsRoute, ['jobs'], body);

/** A job in both languages, for the edit form. */
export const useHrJob = (id: number) => useRecord(hrGetJobRoute, ['job'], id);

export const useSaveJob = () => useChange((body: TJobBody) => send(hrSaveJobRoute)(body));

/** Publishes or takes a job offline. */
export const useSetJobOnline = () => useChange(send(hrSetJobOnlineRoute));
