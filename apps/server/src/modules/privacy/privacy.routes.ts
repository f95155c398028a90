import type { FastifyInstance } from 'fastify';
import { deleteMyAccountRoute, DOWNLOAD_MY_DATA_PATH } from '@tmp/contracts';
import { registerRoute } from '../../lib/route.ts';
import { buildPersonalDataArchive, deleteAccount } from './privacy.service.ts';

export const privacyRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  app.get(DOWNLOAD_MY_DATA_PATH, {
    schema: {
      summary: 'Everything the portal holds about me, as a zip (data.json and my files)',
      tags: ['privacy'],
    },
    preValidation: app.accessGuards.user!,
    config: { rateLimit: { max: 5 * app.rateLimitFactor, timeWindow: '1 minute' } },
    handler: async (req, reply) => {
      const archive = await buildPersonalDataArchive(deps, req.auth!.user);
      const day = deps.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="my-data-${day}.zip"`)
        .send(archive);
    },
  });
  registerRoute(
    app,
    deleteMyAccountRoute,
    async ({ req, body }) => {
      await deleteAccount(deps, req.auth!.user, body.password, req.lang);
      return null;
    },
    { successMessage: 'privacy.deleted', rateLimit: { max: 5, timeWindow: '1 minute' } },
  );
};
