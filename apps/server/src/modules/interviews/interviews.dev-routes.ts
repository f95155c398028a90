import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppErrorCode, defineRoute, InterviewStatus } from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import { registerRoute } from '../../lib/route.ts';
import { notFound } from './interviews-hr.service.ts';
import { lockInterview, shiftSlot, updateInterview } from './interviews.repository.ts';

const MINUTE_MS = 60_000;

export const devElapseInterviewRoute = defineRoute({
  method: 'POST',
  path: '/api/dev/interviews/elapse',
  access: 'public',
  tags: ['dev'],
  summary:
    'Development only: moves a booked interview (and its slot) so that it began some minutes ago, ' +
    'as if its time had come; no reminder is sent for it',
  body: z.object({
    id: z.number().int().min(1).max(2_147_483_647),
    minutesAgo: z.number().int().min(1).max(600).default(5),
  }),
  data: z.object({ startsAt: z.string(), endsAt: z.string() }),
});

/**
 * Development fixtures of the interviews (registered only with the development outbox): a journey in the
 * browser cannot wait for the booked time, and moving the server's clock would move it for every session.
 */
export const interviewsDevRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  registerRoute(app, devElapseInterviewRoute, async ({ req, body }) =>
    deps.db.transaction(async (tx) => {
      const current = await lockInterview(tx, req.customer.id, body.id);
      if (!current) throw notFound();
      if (current.status !== InterviewStatus.Scheduled || !current.startsAt || !current.endsAt) {
        throw new AppError(AppErrorCode.InterviewBadState, 'interviews.notBooked');
      }
      const now = deps.now();
      const delta = now.getTime() - body.minutesAgo * MINUTE_MS - current.startsAt.getTime();
      const startsAt = new Date(current.startsAt.getTime() + delta);
      const endsAt = new Date(current.endsAt.getTime() + delta);
      if (current.slotId) await shiftSlot(tx, req.customer.id, current.slotId, { startsAt, endsAt });
      const row = await updateInterview(tx, req.customer.id, current.id, {
        startsAt,
        endsAt,
        reminded24hAt: now,
        reminded1hAt: now,
        updatedAt: now,
      });
      return { startsAt: row.startsAt!.toISOString(), endsAt: row.endsAt!.toISOString() };
    }),
  );
};
