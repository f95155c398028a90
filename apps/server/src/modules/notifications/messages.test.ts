import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppErrorCode } from '@tmp/contracts';
import {
  startAliyunSmsStandIn,
  type TAliyunSmsStandIn,
} from '../../adapters/sms/stand-ins/aliyun-stand-in.ts';
import { users, verificationCodes } from '../../db/schema/index.ts';
import { b64, DEMO_PHONE, sendCode, solvedCaptcha } from '../../test/accounts-helpers.ts';
import { alertApi, freshPhone } from '../alerts/alerts.test-helpers.ts';
import { callApi, useTestApp } from '../../test/test-app.ts';
import { getCustomer } from '../customers/customers.service.ts';
import { MESSAGE_JOB } from '../messages/messages.ts';
import { notifyCandidate } from './notifications.service.ts';

// The portal sends its text messages through the Aliyun stand-in, which checks each request as Aliyun would.
let standIn: TAliyunSmsStandIn;
beforeAll(async () => {
  standIn = await startAliyunSmsStandIn();
});
afterAll(() => standIn?.close());
// The development outbox answers the picture check an SMS alert asks for.
const ctx = useTestApp({ devOutbox: true, env: () => standIn.settings() });
const alerts = alertApi(ctx);

const loginByCode = (phone: string, code: string) =>
  callApi<{ token: string }>(ctx.app, {
    method: 'POST',
    url: '/api/user/Account/LoginByCode',
    body: { phone: b64(phone), code: b64(code) },
  });

const codesOf = async (phone: string) =>
  (await ctx.database.db.select().from(verificationCodes).where(eq(verificationCodes.account, phone))).length;

describe('text messages through a real provider (Aliyun SMS)', () => {
  it('sends the sign-in code as its template with the customer’s sign name; a refused send asks to try later and spends nothing', async () => {
    const first = await sendCode(ctx.app, DEMO_PHONE);
    expect(first.body.code).toBe(0);
    const code = standIn.lastCode(DEMO_PHONE)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(standIn.sent.at(-1)).toEqual({
      phone: DEMO_PHONE,
      signName: 'TMP全球交付',
      templateCode: standIn.templates.code,
      params: { code },
    });
    ctx.clock.advance(61_000);

    // The provider refuses twice: a translated answer (not a server error), in either language.
    standIn.failNext(2);
    const refused = await sendCode(ctx.app, DEMO_PHONE);
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({
      code: AppErrorCode.CodeNotSent,
      message: 'We could not send the code just now. Please try again later.',
    });
    const refusedZh = await callApi(ctx.app, {
      url: '/api/user/Account/SendVerificationCode',
      query: { account: b64(DEMO_PHONE) },
      lang: 'zh-cn',
    });
    expect(refusedZh.body).toMatchObject({
      code: AppErrorCode.CodeNotSent,
      message: '验证码暂时无法发送，请稍后重试',
    });
    // Neither refused send counts: no new code row, the earlier code still signs in, no wait before the next.
    expect(await codesOf(DEMO_PHONE)).toBe(1);
    expect((await loginByCode(DEMO_PHONE, code)).body.code).toBe(0);
    expect((await sendCode(ctx.app, DEMO_PHONE)).body.code).toBe(0);
    const next = standIn.lastCode(DEMO_PHONE)!;
    expect(next).not.toBe(code);
    expect((await loginByCode(DEMO_PHONE, next)).body.code).toBe(0);
  });

  it('queues a notice; when the provider refuses it, the queue tries again and the message arrives', async () => {
    const customer = (await getCustomer(ctx.app.deps, 1))!;
    const [user] = await ctx.database.db
      .select()
      .from(users)
      .where(and(eq(users.customerId, 1), eq(users.phone, DEMO_PHONE)));
    const sentBefore = standIn.sent.length;
    standIn.failNext(1);
    await notifyCandidate(ctx.app.deps, customer, user!.id, 'hr.notifyOffer', {
      en: { position: 'Test Engineer', date: '2026-12-31' },
      zh: { position: '测试工程师', date: '2026-12-31' },
    });
    // Nothing is sent while the request runs: the queue sends it, and the first try is refused.
    expect(standIn.sent.length).toBe(sentBefore);
    await ctx.app.deps.jobs.runDue();
    expect(standIn.sent.length).toBe(sentBefore);
    // The retry waits out its backoff on the queue's clock (the database's): let that time pass.
    await ctx.database.db.execute(
      sql`UPDATE pgboss.job SET start_after = now() WHERE name = ${MESSAGE_JOB} AND state = 'retry'`,
    );
    await ctx.app.deps.jobs.runDue();
    expect(standIn.sent.slice(sentBefore)).toEqual([
      {
        phone: DEMO_PHONE,
        signName: 'TMP全球交付',
        templateCode: standIn.templates.offer,
        params: { position: '测试工程师', date: '2026-12-31' },
      },
    ]);
  });

  it('sends an alert’s confirmation while the visitor waits; refused, the queue sends it instead', async () => {
    const phone = freshPhone();
    standIn.failNext(1);
    const created = await alerts.create({ frequency: 'daily', phone, ...(await solvedCaptcha(ctx.app)) });
    expect(created.body).toMatchObject({ code: 0, data: { status: 'pending' } });
    expect(standIn.sent.filter((m) => m.phone === phone)).toEqual([]);
    await ctx.app.deps.jobs.runDue();
    expect(standIn.sent.filter((m) => m.phone === phone)).toEqual([
      {
        phone,
        signName: 'TMP全球交付',
        templateCode: standIn.templates.alertConfirm,
        params: {
          frequency: '每日',
          search: '全部职位',
          hours: '48',
          link: expect.stringMatching(/^http:\/\/localhost(:\d+)?\/alerts\/confirm\?token=\S+$/),
        },
      },
    ]);
  });
});
