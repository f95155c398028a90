import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AppErrorCode,
  deleteCustomResumeRoute,
  DOWNLOAD_CUSTOM_RESUME_PATH,
  getCustomerResumeFieldsRoute,
  getResumeItemsRoute,
  getUserResumeDetailRoute,
  getUserUploadCustomResumeRoute,
  MAX_RESUME_FILE_BYTES,
  parseCustomResumeRoute,
  RESUME_SECTIONS,
  saveUserResumeRoute,
  uploadCustomResumeRoute,
  type TResume,
} from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import { registerRoute } from '../../lib/route.ts';
import { getApplicableJob } from '../jobs/jobs.service.ts';
import * as files from './resume-files.service.ts';
import { getResumeForm } from './resume-form.service.ts';
import { createPdfReader } from './pdf-reader.ts';
import { parseOwnResumeFile } from './resume-parse.service.ts';
import { getUserResume, saveUserResume } from './resumes.service.ts';
import { sendPdf } from './send-pdf.ts';

/** Reads the one `file` part of a multipart upload, refusing anything over the 10 MB limit. */
const readUpload = async (req: FastifyRequest) => {
  const reject = (key: 'resumes.uploadFailed' | 'resumes.tooLarge') =>
    new AppError(AppErrorCode.UploadRejected, key, { status: 400 });
  if (!req.isMultipart()) throw reject('resumes.uploadFailed');
  const part = await req
    .file({ limits: { fileSize: MAX_RESUME_FILE_BYTES, files: 1 } })
    .catch(() => undefined);
  if (!part) throw reject('resumes.uploadFailed');
  try {
    const data = await part.toBuffer();
    return { fileName: part.filename, data };
  } catch (err) {
    throw reject(
      (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
        ? 'resumes.tooLarge'
        : 'resumes.uploadFailed',
    );
  }
};

export const resumesRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  const userOf = (req: FastifyRequest) => req.auth!.user;
  // Uploaded PDFs are checked and read in worker threads; closing stops them first, so a file being
  // read never holds up the shutdown.
  const pdfReader = createPdfReader();
  app.addHook('preClose', () => pdfReader.close());

  registerRoute(app, getCustomerResumeFieldsRoute, async ({ req, query }) => {
    const job = query.positionId
      ? await getApplicableJob(deps.db, req.customer.id, query.positionId)
      : undefined;
    return getResumeForm(deps.db, req.customer.id, req.lang, job?.requiredFields);
  });
  registerRoute(app, getResumeItemsRoute, async ({ req }) =>
    RESUME_SECTIONS.map((s) => ({ id: s.id, key: s.key, name: req.lang === 'zh-cn' ? s.zh : s.en })),
  );
  registerRoute(app, getUserResumeDetailRoute, async ({ req }) => {
    const detail = await getUserResume(deps, userOf(req));
    return { ...detail, resume: detail.resume as unknown as Record<string, unknown> };
  });
  registerRoute(
    app,
    saveUserResumeRoute,
    ({ req, body }) =>
      saveUserResume(deps, req.customer, userOf(req), req.lang, {
        ...body,
        resume: body.resume as unknown as TResume,
      }),
    { successMessage: 'resumes.saved' },
  );
  registerRoute(
    app,
    uploadCustomResumeRoute,
    async ({ req }) =>
      files.uploadResumeFile(
        deps,
        pdfReader,
        { customerId: req.customer.id, userId: userOf(req).id },
        await readUpload(req),
      ),
    { successMessage: 'resumes.uploaded', rateLimit: { max: 20, timeWindow: '1 minute' } },
  );
  registerRoute(app, getUserUploadCustomResumeRoute, ({ req }) =>
    files.listResumeFiles(deps, req.customer.id, userOf(req).id),
  );
  registerRoute(
    app,
    deleteCustomResumeRoute,
    async ({ req, params }) => {
      await files.deleteOwnResumeFile(deps, req.customer.id, userOf(req).id, params.id);
      return null;
    },
    { successMessage: 'resumes.deleted' },
  );
  registerRoute(
    app,
    parseCustomResumeRoute,
    ({ req, params }) => parseOwnResumeFile(deps, pdfReader, req.customer.id, userOf(req).id, params.id),
    { successMessage: 'resumes.parsed', rateLimit: { max: 20, timeWindow: '1 minute' } },
  );
  app.get(DOWNLOAD_CUSTOM_RESUME_PATH, {
    schema: {
      summary: 'Download one of your uploaded resume files (the PDF itself)',
      tags: ['resumes'],
      params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
    },
    preValidation: app.accessGuards.user!,
    handler: async (req, reply) => {
      const { id } = req.params as { id: number };
      const file = await files.openOwnResumeFile(deps, req.customer.id, userOf(req).id, id);
      return sendPdf(reply, file);
    },
  });
};
