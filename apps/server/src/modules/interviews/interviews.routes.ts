import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  bookInterviewSlotRoute,
  cancelMyInterviewRoute,
  DOWNLOAD_INTERVIEW_CALENDAR_PATH,
  getInterviewRoute,
  queryMyInterviewsRoute,
  rescheduleInterviewRoute,
} from '@tmp/contracts';
import { registerRoute } from '../../lib/route.ts';
import * as booking from './interview-booking.service.ts';
import { buildInterviewCalendar } from './interview-calendar.ts';
import {
  deliverInterviewMessage,
  INTERVIEW_MESSAGE_JOB,
  INTERVIEW_REMINDER_JOB,
  queueDueReminders,
  REMINDER_SWEEP_SECONDS,
  type TInterviewMessage,
} from './interview-messages.service.ts';

const ownerOf = (req: FastifyRequest): booking.TOwner => ({
  customerId: req.customer.id,
  userId: req.auth!.user.id,
});

const registerCalendarRoute = (app: FastifyInstance) => {
  app.get(DOWNLOAD_INTERVIEW_CALENDAR_PATH, {
    schema: {
      summary: 'One of my interviews as an .ics calendar file (RFC 5545)',
      tags: ['interviews'],
      querystring: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
    },
    preValidation: app.accessGuards.user!,
    handler: async (req, reply) => {
      // Refusals are personal too: no cache may keep them either.
      void reply.header('cache-control', 'no-store');
      const { id } = req.query as { id: number };
      const file = await buildInterviewCalendar(app.deps, ownerOf(req), req.lang, id);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.text);
    },
  });
};

/** The candidate's interviews (decisions §7) and the queued work that tells them about changes. */
export const interviewsRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  registerRoute(app, queryMyInterviewsRoute, ({ req, body }) =>
    booking.listMyInterviews(deps, ownerOf(req), req.lang, body),
  );
  registerRoute(app, getInterviewRoute, ({ req, query }) =>
    booking.getMyInterview(deps, ownerOf(req), req.lang, query.id),
  );
  registerRoute(
    app,
    bookInterviewSlotRoute,
    ({ req, body }) => booking.bookInterviewSlot(deps, ownerOf(req), body, req.lang),
    { successMessage: 'interviews.booked' },
  );
  registerRoute(
    app,
    rescheduleInterviewRoute,
    ({ req, body }) => booking.rescheduleInterview(deps, ownerOf(req), body, req.lang),
    { successMessage: 'interviews.rescheduled' },
  );
  registerRoute(
    app,
    cancelMyInterviewRoute,
    ({ req, body }) => booking.cancelMyInterview(deps, ownerOf(req), body, req.lang),
    { successMessage: 'interviews.cancelled' },
  );
  registerCalendarRoute(app);

  deps.jobs.define<TInterviewMessage>(INTERVIEW_MESSAGE_JOB, (message) =>
    deliverInterviewMessage(deps, message),
  );
  deps.jobs.define(
    INTERVIEW_REMINDER_JOB,
    async () => {
      await queueDueReminders(deps);
    },
    { everySeconds: REMINDER_SWEEP_SECONDS },
  );
};
