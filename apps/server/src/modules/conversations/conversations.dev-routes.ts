import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineRoute } from '@tmp/contracts';
import { answerByDay } from '../../lib/answer-by.ts';
import { registerRoute } from '../../lib/route.ts';
import { closeIfOverdue } from './answer-by.service.ts';
import { findHead } from './conversations.repository.ts';
import { conversationNotFound } from './conversations.service.ts';

export const devElapseAnswerByRoute = defineRoute({
  method: 'POST',
  path: '/api/dev/applications/elapse',
  access: 'public',
  tags: ['dev'],
  summary:
    'Development only: moves everything dated of an application (its status changes, messages, extension) ' +
    'some days back, as if that time had passed, then closes it if it is now overdue',
  body: z.object({
    applicationId: z.number().int().min(1).max(2_147_483_647),
    days: z.number().int().min(1).max(120).default(30),
  }),
  data: z.object({ answerBy: z.string().nullable(), closed: z.boolean() }),
});

/**
 * Development fixtures of the answer-by dates (registered only with the development outbox): a journey in
 * the browser cannot wait weeks, and moving the server's clock would move it for every session.
 */
export const conversationsDevRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  registerRoute(app, devElapseAnswerByRoute, async ({ req, body }) => {
    const customerId = req.customer.id;
    if (!(await findHead(deps.db, customerId, body.applicationId))) throw conversationNotFound();
    const back = sql`make_interval(days => ${body.days}::int)`;
    const id = body.applicationId;
    await deps.db.transaction(async (tx) => {
      await tx.execute(
        sql`UPDATE "application_events" SET "created_at" = "created_at" - ${back} WHERE "application_id" = ${id}`,
      );
      await tx.execute(
        sql`UPDATE "conversation_messages" SET "created_at" = "created_at" - ${back} WHERE "application_id" = ${id}`,
      );
      await tx.execute(sql`UPDATE "application_answer_times" SET "hr_action_at" = "hr_action_at" - ${back},
        "extended_at" = "extended_at" - ${back}, "extended_answer_by" = "extended_answer_by" - ${back}
        WHERE "application_id" = ${id}`);
    });
    const closed = await closeIfOverdue(deps, customerId, id);
    const head = await findHead(deps.db, customerId, id);
    return { answerBy: answerByDay(head?.answer_by ?? null), closed };
  });
};
