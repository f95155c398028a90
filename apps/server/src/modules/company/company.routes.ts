import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AppErrorCode,
  COMPANY_LOGO_PATH_PREFIX,
  hrGetCompanySettingsRoute,
  hrSaveCompanySettingsRoute,
  hrUploadCompanyLogoRoute,
  LOGO_MAX_BYTES,
  translate,
} from '@tmp/contracts';
import type { TListen } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { registerRoute } from '../../lib/route.ts';
import {
  COMPANY_CHANGES_CHANNEL,
  getCompanySettings,
  openCompanyLogo,
  saveCompanySettings,
  uploadCompanyLogo,
} from './company.service.ts';
import { createLogoChecker } from './logo-file.ts';

/** The one `file` part of a multipart upload, refusing anything over 512 KB. */
const readLogoUpload = async (req: FastifyRequest): Promise<Buffer> => {
  const reject = (key: 'company.logoType' | 'company.logoTooLarge') =>
    new AppError(AppErrorCode.UploadRejected, key, { status: 400 });
  if (!req.isMultipart()) throw reject('company.logoType');
  const part = await req.file({ limits: { fileSize: LOGO_MAX_BYTES, files: 1 } }).catch(() => undefined);
  if (!part) throw reject('company.logoType');
  try {
    return await part.toBuffer();
  } catch (err) {
    const tooLarge = (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
    throw reject(tooLarge ? 'company.logoTooLarge' : 'company.logoType');
  }
};

/**
 * Company settings (decisions §8). A change shows on every process at once: this one drops its kept
 * customers and pages, the others hear it on PostgreSQL's channel (and re-read customers every 30 s anyway).
 */
export const companyRoutes = async (app: FastifyInstance, opts: { listen?: TListen | undefined }) => {
  const { deps } = app;
  // SVG logos are checked in a worker thread; closing stops it first.
  const logoChecker = createLogoChecker();
  app.addHook('preClose', () => logoChecker.close());
  const refresh = (customerId: number) => {
    app.customers.invalidate();
    deps.jobChanges.announce(customerId);
  };
  if (opts.listen) {
    const stop = await opts.listen(COMPANY_CHANGES_CHANNEL, {
      onMessage: (payload) => refresh(Number(payload)),
      onGap: () => app.customers.invalidate(),
    });
    app.addHook('onClose', stop);
  }

  // The HR guard lets only the roles of the contracts through: the customer admin (role 3).
  registerRoute(app, hrGetCompanySettingsRoute, ({ req }) => getCompanySettings(deps, req.customer.id));
  registerRoute(
    app,
    hrSaveCompanySettingsRoute,
    async ({ req, body }) => {
      const saved = await saveCompanySettings(deps, req.customer.id, body);
      refresh(req.customer.id);
      return saved;
    },
    { successMessage: 'hr.saved' },
  );
  registerRoute(
    app,
    hrUploadCompanyLogoRoute,
    async ({ req }) => {
      const saved = await uploadCompanyLogo(deps, logoChecker, req.customer.id, await readLogoUpload(req));
      refresh(req.customer.id);
      return saved;
    },
    { successMessage: 'company.logoSaved', rateLimit: { max: 20, timeWindow: '1 minute' } },
  );

  // The logo of the host's customer, under its content hash: kept by browsers and caches for a year. An SVG
  // is a document when opened by itself, so it may run nothing and load nothing.
  app.get(
    `${COMPANY_LOGO_PATH_PREFIX}:file`,
    { schema: { hide: true } },
    async (req: FastifyRequest<{ Params: { file: string } }>, reply) => {
      const customer = await app.customers.findByHost(req.headers.host);
      const logo = customer && (await openCompanyLogo(deps, customer.id, req.params.file));
      if (!logo) {
        return reply
          .status(404)
          .send({ code: AppErrorCode.NotFound, message: translate('common.notFound', req.lang), data: null });
      }
      return reply
        .header('content-type', logo.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('x-content-type-options', 'nosniff')
        .send(logo.stream);
    },
  );
};
