import {
  confirmSecondFactorEnrolmentRoute,
  confirmSecondFactorLinkRoute,
  openSecondFactorLinkRoute,
  disableSecondFactorRoute,
  getSecondFactorStatusRoute,
  loginSecondFactorRoute,
  renewRecoveryCodesRoute,
  startSecondFactorEnrolmentRoute,
} from '@tmp/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Finishes a sign-in with the ticket from Login and the authenticator's code (or a recovery code). */
export const loginWithSecondFactor = (ticket: string, code: string) =>
  api.call(loginSecondFactorRoute, { body: { ticket, code: code.trim() } }, { msg: 'none' });

export const secondFactorStatusQuery = () =>
  queryOptions({
    queryKey: ['accounts', 'second-factor'],
    queryFn: () => api.callData(getSecondFactorStatusRoute, {}, { msg: 'none' }),
  });

export const startEnrolment = () => api.call(startSecondFactorEnrolmentRoute, {}, { msg: 'none' });
export const confirmEnrolment = (code: string) =>
  api.call(confirmSecondFactorEnrolmentRoute, { body: { code: code.trim() } }, { msg: 'none' });
export const renewRecoveryCodes = (code: string) =>
  api.call(renewRecoveryCodesRoute, { body: { code: code.trim() } }, { msg: 'none' });
export const disableSecondFactor = (code: string) =>
  api.call(disableSecondFactorRoute, { body: { code: code.trim() } }, { msg: 'none' });

/** The authenticator set-up behind a mailed link (the same secret on every opening until confirmed). */
export const openSecondFactorLink = (token: string) =>
  api.callData(openSecondFactorLinkRoute, { body: { token } }, { msg: 'none' });
/** Confirms the set-up with a first code: signs in and answers the recovery codes. */
export const confirmSecondFactorLink = (token: string, code: string) =>
  api.call(confirmSecondFactorLinkRoute, { body: { token, code: code.trim() } }, { msg: 'none' });
