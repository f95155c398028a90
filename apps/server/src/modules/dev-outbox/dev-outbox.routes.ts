import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute, SMS_RESEND_SECONDS } from '@tmp/contracts';
import { findOutboxMessages } from '../../adapters/outbox.repository.ts';
import { registerRoute } from '../../lib/route.ts';
import { backdateCodes, forgetLastTotpStep } from './dev-outbox.repository.ts';

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

export const devElapseResendWaitRoute = defineRoute({
  method: 'POST',
  path: '/api/dev/outbox/elapse-resend-wait',
  access: 'public',
  tags: ['dev'],
  summary:
    "Development only: dates a phone's codes a minute earlier, as if the wait between two codes had passed " +
    '(the daily and per-address limits still count them)',
  body: z.object({ account: z.string().trim().min(1, 'common.required').max(254, 'common.tooLong') }),
  data: z.object({ codes: z.number().int() }),
});

export const devNextTotpCodeRoute = defineRoute({
  method: 'POST',
  path: '/api/dev/second-factor/next-code',
  access: 'public',
  tags: ['dev'],
  summary:
    "Development only: forgets which authenticator code an account took last, as if the authenticator's " +
    'next code had come (each code is still taken once)',
  body: z.object({ account: z.string().trim().min(1, 'common.required').max(254, 'common.tooLong') }),
  data: z.object({ accounts: z.number().int() }),
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
  // A journey in the browser cannot wait out the minute between two codes to one phone, and moving the
  // server's clock would move it for every session.
  registerRoute(app, devElapseResendWaitRoute, async ({ req, body }) => ({
    codes: await backdateCodes(db, req.customer.id, body.account, SMS_RESEND_SECONDS),
  }));
  // Sign-ins of one HR account in parallel journeys would otherwise wait up to 30 s for the next code.
  registerRoute(app, devNextTotpCodeRoute, async ({ req, body }) => ({
    accounts: await forgetLastTotpStep(db, req.customer.id, body.account.toLowerCase()),
  }));
  registerRoute(app, devCaptchaRoute, async ({ req, params }) => {
    const [entry] = await findOutboxMessages(db, req.customer.id, params.key, 1);
    return { answer: entry?.channel === 'captcha' ? entry.code : null };
  });
};
