import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '@tmp/contracts';
import { findOutboxMessages } from '../../adapters/outbox.repository.ts';
import { registerRoute } from '../../lib/route.ts';

const ZOutboxEntry = z.object({
  channel: z.string(),
  account: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  createdAt: z.string(),
});

export const devOutboxRoute = defineRoute({
  method: 'GET',
  path: '/api/dev/outbox',
  access: 'public',
  tags: ['dev'],
  personal: true,
  summary: 'Development only: messages sent to an account, newest first',
  query: z.object({ account: z.string().trim().min(1, 'common.required').max(254, 'common.tooLong') }),
  data: z.array(ZOutboxEntry),
});

export const devCaptchaRoute = defineRoute({
  method: 'GET',
  path: '/api/dev/captcha/:key',
  access: 'public',
  tags: ['dev'],
  summary: "Development only: an image captcha's answer",
  params: z.object({ key: z.string().max(64) }),
  data: z.object({ answer: z.string().nullable() }),
});

/** The development outbox (decisions §4): registered only when DEV_OUTBOX is on, never in production. */
export const devOutboxRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps;
  registerRoute(app, devOutboxRoute, async ({ req, query }) =>
    (
      await findOutboxMessages(
        db,
        req.customer.id,
        query.account.toLowerCase().includes('@') ? query.account.toLowerCase() : query.account,
      )
    )
      .filter((m) => m.channel !== 'captcha')
      .map((m) => ({
        channel: m.channel,
        account: m.account,
        text: m.text,
        code: m.code,
        createdAt: m.createdAt.toISOString(),
      })),
  );
  registerRoute(app, devCaptchaRoute, async ({ req, params }) => {
    const [entry] = await findOutboxMessages(db, req.customer.id, params.key, 1);
    return { answer: entry?.channel === 'captcha' ? entry.code : null };
  });
};
