import type { FastifyInstance } from 'fastify';
import {
  queryPagingApplyRecordsRoute,
  queryPagingRecommendRecordsRoute,
  saveSourceLogRoute,
} from '@tmp/contracts';
import { registerRoute } from '../../lib/route.ts';
import { authenticate } from '../accounts/sessions.service.ts';
import { listApplyRecords, listRecommendRecords, saveSourceLog } from './applications.service.ts';

export const applicationsRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  registerRoute(app, queryPagingApplyRecordsRoute, ({ req, body }) =>
    listApplyRecords(deps, req.customer.id, req.auth!.user.id, req.lang, body),
  );
  registerRoute(app, queryPagingRecommendRecordsRoute, ({ req, body }) =>
    listRecommendRecords(deps, req.customer.id, req.auth!.user.id, req.lang, body),
  );
  registerRoute(
    app,
    saveSourceLogRoute,
    async ({ req, body }) => {
      // Visitors may log a source too; a valid token links the visit to its user.
      const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
      const auth = token
        ? await authenticate(deps, token, req.customer.id).catch(() => undefined)
        : undefined;
      await saveSourceLog(deps, req.customer.id, auth?.user.id ?? null, body);
      return null;
    },
    { rateLimit: { max: 60, timeWindow: '1 minute' } },
  );
};
