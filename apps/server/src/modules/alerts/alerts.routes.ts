import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  SystemType,
  confirmJobAlertRoute,
  createJobAlertRoute,
  deleteJobAlertRoute,
  queryMyAlertsRoute,
  unsubscribeJobAlertRoute,
} from '@tmp/contracts';
import { registerRoute } from '../../lib/route.ts';
import { getCustomerOrigin } from '../customers/customers.service.ts';
import {
  ALERT_DIGEST_JOB,
  ALERT_SWEEP_JOB,
  ALERT_SWEEP_SECONDS,
  deliverDigest,
  queueDueDigests,
  type TAlertDigest,
} from './alert-digests.service.ts';
import { confirmJobAlert, unsubscribeJobAlert } from './alert-links.service.ts';
import { createJobAlert, type TAlertRequest } from './alerts.service.ts';
import { deleteMyAlert, listMyAlerts, type TAlertOwner } from './my-alerts.service.ts';

const ownerOf = (req: FastifyRequest): TAlertOwner => ({
  customerId: req.customer.id,
  userId: req.auth!.user.id,
});

/** A visitor's call, or a candidate's when a token comes along (then the alert is listed as theirs). */
const requestOf = async (app: FastifyInstance, req: FastifyRequest): Promise<TAlertRequest> => {
  if (req.headers.authorization) await app.accessGuards.user!.call(app, req, undefined as never, () => {});
  const user = req.auth?.user;
  return {
    customer: req.customer,
    userId: user?.id ?? null,
    // A phone account's number was proven by the SMS code it was registered with.
    verifiedPhone: req.customer.systemType === SystemType.Phone ? (user?.phone ?? null) : null,
    lang: req.lang,
    ip: req.ip,
    ipFactor: app.rateLimitFactor,
    // The customer's configured origin: a request's Host or X-Forwarded-Host never makes a link.
    linkBase: await getCustomerOrigin(app.deps, req.customer.id),
  };
};

/** Job alerts for visitors and candidates (decisions §7), and the queued digests. */
export const alertsRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  registerRoute(
    app,
    createJobAlertRoute,
    async ({ req, body }) => createJobAlert(deps, await requestOf(app, req), body),
    { successMessage: 'alerts.confirmationSent', rateLimit: { max: 30, timeWindow: '1 hour' } },
  );
  registerRoute(
    app,
    confirmJobAlertRoute,
    ({ req, query }) => confirmJobAlert(deps, req.customer.id, req.lang, query.token),
    { successMessage: 'alerts.confirmed', rateLimit: { max: 60, timeWindow: '1 minute' } },
  );
  registerRoute(
    app,
    unsubscribeJobAlertRoute,
    ({ req, query }) => unsubscribeJobAlert(deps, req.customer.id, req.lang, query.token),
    { successMessage: 'alerts.unsubscribed', rateLimit: { max: 60, timeWindow: '1 minute' } },
  );
  registerRoute(app, queryMyAlertsRoute, ({ req, body }) => listMyAlerts(deps, ownerOf(req), req.lang, body));
  registerRoute(app, deleteJobAlertRoute, ({ req, body }) => deleteMyAlert(deps, ownerOf(req), body.id), {
    successMessage: 'alerts.deleted',
  });

  deps.jobs.define<TAlertDigest>(ALERT_DIGEST_JOB, (digest) => deliverDigest(deps, digest));
  deps.jobs.define(
    ALERT_SWEEP_JOB,
    async () => {
      await queueDueDigests(deps);
    },
    { everySeconds: ALERT_SWEEP_SECONDS },
  );
};
