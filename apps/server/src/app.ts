import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { MAX_RESUME_FILE_BYTES, type TPageRenderer } from '@tmp/contracts';
import { createAdapters, type TAdapters } from './adapters/index.ts';
import { s3StorageConfig, type TEnv } from './config/env.ts';
import { smsProviderConfig, type TSmsSettings } from './adapters/sms/sms-settings.ts';
import { serverFile } from './config/paths.ts';
import { fastifyTrustProxy } from './config/trust-proxy.ts';
import type { TDeps } from './lib/deps.ts';
import { createJobChanges } from './lib/job-changes.ts';
import { createJobQueue } from './lib/job-queue.ts';
import { defineMessageJobs } from './modules/messages/messages.ts';
import { defineApplicationClosing } from './application-closing.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { createSecretBox } from './modules/accounts/second-factor.crypto.ts';
import { secondFactorRoutes } from './modules/accounts/second-factor.routes.ts';
import { assessmentsRoutes } from './modules/assessments/assessments.routes.ts';
import { applicationsRoutes } from './modules/applications/applications.routes.ts';
import { applicationsHrRoutes } from './modules/applications/applications-hr.routes.ts';
import { assessmentsHrRoutes } from './modules/assessments/assessments-hr.routes.ts';
import { interviewsHrRoutes } from './modules/interviews/interviews-hr.routes.ts';
import { jobsHrRoutes } from './modules/jobs/jobs-hr.routes.ts';
import { offersHrRoutes } from './modules/offers/offers-hr.routes.ts';
import { listApplicationOffers } from './modules/offers/offers-admin.service.ts';
import { withDeletionDates } from './modules/privacy/retention.service.ts';
import { listResumeFiles } from './modules/resumes/resume-files.service.ts';
import { resumesHrRoutes } from './modules/resumes/resumes-hr.routes.ts';
import { teamRoutes } from './modules/team/team.routes.ts';
import { companyRoutes } from './modules/company/company.routes.ts';
import { interviewsRoutes } from './modules/interviews/interviews.routes.ts';
import { interviewsDevRoutes } from './modules/interviews/interviews.dev-routes.ts';
import { conversationsRoutes } from './modules/conversations/conversations.routes.ts';
import { conversationsDevRoutes } from './modules/conversations/conversations.dev-routes.ts';
import { favoritesRoutes } from './modules/favorites/favorites.routes.ts';
import { alertsRoutes } from './modules/alerts/alerts.routes.ts';
import { offersRoutes } from './modules/offers/offers.routes.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import { consentAndRetentionRoutes, retentionDevRoutes } from './modules/privacy/retention.routes.ts';
import { resumesRoutes } from './modules/resumes/resumes.routes.ts';
import { devOutboxRoutes } from './modules/dev-outbox/dev-outbox.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { auditPlugin, withAuditedTransactions } from './modules/audit/audit.hook.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import type { Db, TDatabase } from './db/client.ts';
import { createCustomerDirectory } from './modules/customers/customers.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { pageHeadFor, publicPagesRoutes } from './modules/public-pages/public-pages.routes.ts';
import { referenceDataRoutes } from './modules/reference-data/reference-data.routes.ts';
import { customerPlugin } from './plugins/customer.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorHandlerPlugin, frameworkErrorHandler } from './plugins/error-handler.ts';
import { langPlugin } from './plugins/lang.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { loggerOptions, OneLinePerRequest, requestIdGenerator } from './plugins/logging.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityPlugin } from './plugins/security.ts';
import { shutdownPlugin } from './plugins/shutdown.ts';
import { webPlugin } from './plugins/web.ts';

export interface TAppOptions {
  env: Pick<TEnv, 'LOG_LEVEL' | 'DEV_OUTBOX' | 'TRUST_PROXY' | 'NODE_ENV'> &
    Partial<
      Pick<
        TEnv,
        | 'SMTP_URL'
        | 'MAIL_FROM'
        | 'RATE_LIMIT_FACTOR'
        | 'REDIS_URL'
        | 'SECOND_FACTOR_KEY'
        | 'METRICS'
        | 'METRICS_PORT'
        | 'METRICS_TOKEN'
        | 'PUBLIC_URL'
        | 'HOST'
        | 'VALIDATE_RESPONSES'
      >
    > &
    Partial<Parameters<typeof s3StorageConfig>[0]> &
    TSmsSettings & { UPLOAD_DIR: string };
  db: Db;
  /** A read replica for the public job pages and reference lists; absent: `db` serves them too. */
  readDb?: Db | undefined;
  /** The PostgreSQL pool's connections, for the metrics. */
  poolStats?: TDatabase['poolStats'];
  /** Notices from the other processes of the database (revoked sessions); absent with one process. */
  listen?: TDatabase['listen'];
  /** The clock of every rule with a time limit; tests move it. */
  now?: () => Date;
  adapters?: TAdapters;
  /** Built web app to serve; undefined serves the API alone. */
  webDist?: string | undefined;
  /** Renders the public pages (tests pass the web app's renderer); by default the web build's own. */
  pageRenderer?: TPageRenderer | undefined;
  logger?: FastifyServerOptions['logger'];
  /** Whether this process runs queued and periodic jobs itself (default yes; tests call `jobs.runDue`). */
  jobWorkers?: boolean;
}

const BRAND_DIR = serverFile('assets', 'brand');

/** Builds the whole server: plugins first, then the feature modules, then the web app. */
export const buildApp = async (opts: TAppOptions) => {
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(opts.env.LOG_LEVEL, { buffered: true }),
    logController: new OneLinePerRequest(),
    genReqId: requestIdGenerator(opts.env.TRUST_PROXY !== false),
    requestIdHeader: false,
    trustProxy: fastifyTrustProxy(opts.env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // The shutdown plugin answers 503 in the request's language while closing.
    return503OnClosing: false,
    frameworkErrors: frameworkErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Responses are checked against their contract everywhere but in production (VALIDATE_RESPONSES: there too).
  app.setSerializerCompiler(
    responseSerializerCompiler(opts.env.NODE_ENV !== 'production' || (opts.env.VALIDATE_RESPONSES ?? false)),
  );
  app.decorate('accessGuards', {});
  app.decorate('rateLimitFactor', opts.env.RATE_LIMIT_FACTOR ?? 1);
  // The development outbox and its helpers (/api/dev/*) exist only in development mode, never in production.
  const devOutbox =
    opts.env.DEV_OUTBOX && (opts.env.NODE_ENV === 'development' || opts.env.NODE_ENV === 'test');
  const deps: TDeps = {
    // An HR change's audit record commits in the change's own transaction (modules/audit).
    db: withAuditedTransactions(opts.db),
    now: opts.now ?? (() => new Date()),
    adapters:
      opts.adapters ??
      createAdapters(opts.db, {
        smtpUrl: opts.env.SMTP_URL,
        mailFrom: opts.env.MAIL_FROM,
        uploadDir: opts.env.UPLOAD_DIR,
        s3: s3StorageConfig(opts.env),
        sms: smsProviderConfig(opts.env),
      }),
    jobs: createJobQueue(opts.db, {
      workers: opts.jobWorkers ?? true,
      onError: (err) => app.log.error({ err }, 'job queue error'),
    }),
    secretBox: createSecretBox(opts.env.SECOND_FACTOR_KEY),
    jobChanges: createJobChanges(),
    // Without a setting, the origin `app.inject` and tests call (Host: localhost:80).
    publicUrl: opts.env.PUBLIC_URL ?? 'http://localhost',
  };
  app.decorate('deps', deps);
  defineMessageJobs(deps);
  defineApplicationClosing();
  // Jobs start once every module has defined its own, and stop before the database closes.
  app.addHook('onReady', () => deps.jobs.start());
  app.addHook('onClose', () => deps.jobs.stop());
  app.addHook('onSend', async (req, reply) => {
    void reply.header('x-request-id', req.id);
  });

  await app.register(metricsPlugin, {
    onAppPort: opts.env.METRICS ?? false,
    token: opts.env.METRICS_TOKEN,
    port: opts.env.METRICS_PORT,
    host: opts.env.HOST,
    poolStats: opts.poolStats,
  });
  await app.register(dbPlugin, { db: opts.db, readDb: opts.readDb });
  await app.register(langPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(shutdownPlugin);
  await app.register(securityPlugin);
  await app.register(customerPlugin, { directory: createCustomerDirectory(opts.db, deps.publicUrl) });
  await app.register(openapiPlugin);
  await app.register(rateLimitPlugin, { redisUrl: opts.env.REDIS_URL });
  await app.register(multipart, {
    limits: { fileSize: MAX_RESUME_FILE_BYTES, files: 1, fields: 10, parts: 12 },
  });
  await app.register(authPlugin);
  await app.register(auditPlugin);

  await app.register(healthRoutes);
  await app.register(referenceDataRoutes, { listen: opts.listen });
  await app.register(jobsRoutes);
  await app.register(accountsRoutes, { devOutbox, listen: opts.listen });
  await app.register(secondFactorRoutes);
  await app.register(assessmentsRoutes);
  await app.register(resumesRoutes);
  await app.register(applicationsRoutes);
  await app.register(offersRoutes);
  await app.register(interviewsRoutes);
  await app.register(favoritesRoutes);
  await app.register(alertsRoutes);
  // The HR console's calls, each in the module owning its data (decisions §5, §8).
  await app.register(jobsHrRoutes);
  await app.register(resumesHrRoutes);
  await app.register(applicationsHrRoutes, {
    files: listResumeFiles,
    offers: listApplicationOffers,
    deletionDates: withDeletionDates,
  });
  await app.register(offersHrRoutes);
  await app.register(assessmentsHrRoutes);
  await app.register(interviewsHrRoutes);
  await app.register(teamRoutes);
  await app.register(companyRoutes, { listen: opts.listen });
  await app.register(privacyRoutes);
  await app.register(conversationsRoutes);
  await app.register(auditRoutes);
  await app.register(consentAndRetentionRoutes);
  await app.register(publicPagesRoutes, { brandDir: BRAND_DIR });
  if (devOutbox) {
    await app.register(devOutboxRoutes);
    await app.register(interviewsDevRoutes);
    await app.register(retentionDevRoutes);
    await app.register(conversationsDevRoutes);
  }

  await app.register(webPlugin, {
    webDist: opts.webDist,
    brandDir: BRAND_DIR,
    devOutbox,
    pageHead: (req) => pageHeadFor(app, req),
    pageRenderer: opts.pageRenderer,
  });
  return app;
};
