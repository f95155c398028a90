import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AppErrorCode,
  HR_DOWNLOAD_RESUME_FILE_PATH,
  ROUTE_ROLES,
  hrGetFieldSettingsRoute,
  hrSaveFieldSettingsRoute,
} from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import { scopeCheck } from '../../lib/hr-scope.ts';
import { registerRoute } from '../../lib/route.ts';
import { openResumeFileForHr } from './resume-files.service.ts';
import { getFieldSettings, saveFieldSettings } from './resume-form.service.ts';
import { sendPdf } from './send-pdf.ts';

const fileNotFound = () => new AppError(AppErrorCode.FileNotFound, 'resumes.fileNotFound');

/**
 * The console's resume calls: the customer's field settings, and an applicant's uploaded PDF, which a
 * recruiter reaches only through an application of their sites.
 */
export const resumesHrRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  const seen = scopeCheck(deps.db);

  registerRoute(app, hrGetFieldSettingsRoute, ({ req }) =>
    getFieldSettings(deps.db, req.customer.id, req.lang),
  );
  registerRoute(
    app,
    hrSaveFieldSettingsRoute,
    async ({ req, body }) => {
      await saveFieldSettings(deps.db, req.customer.id, body.fields);
      return null;
    },
    { successMessage: 'hr.saved' },
  );
  app.get(HR_DOWNLOAD_RESUME_FILE_PATH, {
    schema: {
      summary: "Download an applicant's uploaded resume (the PDF itself)",
      tags: ['hr'],
      params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
    },
    preValidation: app.accessGuards.hr!,
    config: { roles: ROUTE_ROLES.hiring },
    handler: async (req, reply) => {
      const { id } = req.params as { id: number };
      await seen(req, 'resumeFile', [id], fileNotFound);
      return sendPdf(reply, await openResumeFileForHr(deps, req.customer.id, id));
    },
  });
};
