import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  getMyDataAccessLogRoute,
  HR_EXPORT_AUDIT_LOG_PATH,
  hrQueryAuditLogRoute,
  ROUTE_ROLES,
  ZAuditQuery,
} from '@tmp/contracts';
import { registerRoute } from '../../lib/route.ts';
import { actorOf } from './audit.hook.ts';
import { allAuditRows, appendAudit, queryAuditLog, queryCandidateLog } from './audit.repository.ts';
import { CSV_HEADER, csvCell, csvLine, toAuditEntry, toDataAccessEntry } from './audit.view.ts';

/**
 * The audit log (decisions §9): the customer admin's query and CSV export, and the candidate's own view of
 * who looked at or changed their data.
 */
export const auditRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  registerRoute(app, hrQueryAuditLogRoute, async ({ req, query }) => {
    const page = await queryAuditLog(deps.db, req.customer.id, query);
    return { list: page.list.map((row) => toAuditEntry(row, req.lang)), recordcount: page.recordcount };
  });
  app.get(HR_EXPORT_AUDIT_LOG_PATH, {
    schema: {
      summary: 'The audit log as CSV (the same filters as QueryAuditLog; cells safe from formula injection)',
      tags: ['hr'],
      querystring: ZAuditQuery.omit({ pageIndex: true, pageSize: true }),
    },
    preValidation: app.accessGuards.hr!,
    config: {
      roles: ROUTE_ROLES.admin,
      rateLimit: { max: 10 * app.rateLimitFactor, timeWindow: '1 minute' },
    },
    handler: async (req, reply) => {
      const filters = req.query as Parameters<typeof allAuditRows>[2];
      // The export itself is recorded first, so the file holds its own line.
      await appendAudit(deps.db, req.customer.id, deps.now(), [
        { ...actorOf(req), action: 'audit.export', candidateId: null, objectType: 'audit', objectId: null },
      ]);
      const lang = req.lang;
      async function* lines() {
        yield `\uFEFF${CSV_HEADER.map(csvCell).join(',')}\r\n`;
        for await (const row of allAuditRows(deps.db, req.customer.id, filters))
          yield `${csvLine(row, lang)}\r\n`;
      }
      const day = deps.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
        .send(Readable.from(lines()));
    },
  });
  registerRoute(app, getMyDataAccessLogRoute, async ({ req, query }) => {
    const user = req.auth!.user;
    const page = await queryCandidateLog(deps.db, req.customer.id, user.id, query);
    return { list: page.list.map((row) => toDataAccessEntry(row, req.lang)), recordcount: page.recordcount };
  });
};
