import {
  confirmJobAlertRoute,
  createJobAlertRoute,
  deleteJobAlertRoute,
  getVerificationCodeImageRoute,
  queryMyAlertsRoute,
  unsubscribeJobAlertRoute,
  type TCreateJobAlertInput,
} from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

/** Every read of the candidate's alerts starts with this key. */
export const MY_ALERTS_KEY = ['jobs', 'alerts', 'mine'] as const;

// The dialog and the pages show outcomes themselves, so these calls raise no toast.
export const createJobAlert = (body: TCreateJobAlertInput) =>
  api.callData(createJobAlertRoute, { body }, { msg: 'none' });

/** A new single-use picture check for an alert sent by SMS: a PNG data URL and the key to send along. */
export const getAlertCaptcha = () => api.callData(getVerificationCodeImageRoute, {}, { msg: 'none' });

export const confirmJobAlert = (token: string, signal?: AbortSignal) =>
  api.callData(confirmJobAlertRoute, { query: { token } }, { msg: 'none', signal });

export const unsubscribeJobAlert = (token: string, signal?: AbortSignal) =>
  api.callData(unsubscribeJobAlertRoute, { query: { token } }, { msg: 'none', signal });

export const queryMyAlerts = (pageIndex: number, pageSize: number, signal?: AbortSignal) =>
  api.callData(queryMyAlertsRoute, { body: { pageIndex, pageSize } }, { msg: 'none', signal });

export const deleteJobAlert = (id: number) => api.callData(deleteJobAlertRoute, { body: { id } });
