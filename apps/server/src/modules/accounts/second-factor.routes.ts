import type { FastifyInstance } from 'fastify';
import {
  confirmSecondFactorLinkRoute,
  openSecondFactorLinkRoute,
  confirmSecondFactorEnrolmentRoute,
  disableSecondFactorRoute,
  getSecondFactorStatusRoute,
  loginSecondFactorRoute,
  renewRecoveryCodesRoute,
  startSecondFactorEnrolmentRoute,
} from '@tmp/contracts';
import { registerRoute } from '../../lib/route.ts';
import { confirmEnrolmentLink, openEnrolmentLink } from './second-factor.enrolment.ts';
import { loginWithSecondFactor } from './second-factor.login.ts';
import * as secondFactor from './second-factor.service.ts';

// Per-IP limits on top of the per-ticket and per-account tries claimed in the database.
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export const secondFactorRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  registerRoute(
    app,
    loginSecondFactorRoute,
    ({ req, body }) => loginWithSecondFactor(deps, req.customer.id, body.ticket, body.code),
    { ...perMinute(20), successMessage: 'accounts.loginSuccess' },
  );
  registerRoute(
    app,
    openSecondFactorLinkRoute,
    ({ req, body }) => openEnrolmentLink(deps, req.customer.id, body.token),
    perMinute(20),
  );
  registerRoute(
    app,
    confirmSecondFactorLinkRoute,
    ({ req, body }) => confirmEnrolmentLink(deps, req.customer.id, body.token, body.code),
    { ...perMinute(20), successMessage: 'secondFactor.enabled' },
  );
  registerRoute(app, getSecondFactorStatusRoute, ({ req }) =>
    secondFactor.getSecondFactorStatus(deps, req.auth!.user),
  );
  registerRoute(
    app,
    startSecondFactorEnrolmentRoute,
    ({ req }) => secondFactor.startEnrolment(deps, req.auth!.user),
    perMinute(10),
  );
  registerRoute(
    app,
    confirmSecondFactorEnrolmentRoute,
    ({ req, body }) => secondFactor.confirmEnrolment(deps, req.auth!.user, body.code),
    { ...perMinute(10), successMessage: 'secondFactor.enabled' },
  );
  registerRoute(
    app,
    renewRecoveryCodesRoute,
    ({ req, body }) => secondFactor.renewRecoveryCodes(deps, req.auth!.user, body.code),
    { ...perMinute(10), successMessage: 'secondFactor.codesRenewed' },
  );
  registerRoute(
    app,
    disableSecondFactorRoute,
    ({ req, body }) => secondFactor.disableSecondFactor(deps, req.auth!.user, body.code),
    { ...perMinute(10), successMessage: 'secondFactor.disabled' },
  );
};
