import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { AppErrorCode, encodeBase64 as b64, type TSecondFactorChallenge } from '@tmp/contracts';
import { users, userSecondFactors } from '../db/schema/index.ts';
import { DEMO_HR_TOTP_SECRET } from '../db/seed/second-factor.seed.ts';
import { findOutboxMessages } from '../adapters/outbox.repository.ts';
import type { Db } from '../db/client.ts';
import { callApi } from './test-app.ts';

export { b64 };

export const DEMO_PASSWORD = 'demo2026pass';
export const DEMO_PHONE = '13800000000';
export const DEMO_EMAIL = 'candidate@example.com';
export const HR_EMAIL = 'hr@example.com';

/** The newest code sent to an account, read from the outbox as a person would from their phone. */
export const latestCode = async (db: Db, customerId: number, account: string): Promise<string> => {
  const [message] = await findOutboxMessages(db, customerId, account, 1);
  if (!message?.code) throw new Error(`no code sent to ${account}`);
  return message.code;
};

/** A new image captcha and its answer, read from the development outbox (the app needs DEV_OUTBOX). */
export const solvedCaptcha = async (app: FastifyInstance, customerid = 1) => {
  const img = await callApi<{ key: string }>(app, {
    url: '/api/user/Account/GetVerificationCodeImage',
    customerid,
  });
  const answer = await callApi<{ answer: string }>(app, {
    url: `/api/dev/captcha/${img.body.data.key}`,
    customerid,
  });
  return { key: img.body.data.key, code: answer.body.data.answer };
};

export const sendCode = (
  app: FastifyInstance,
  phone: string,
  customerid = 1,
  more: { captcha?: { key: string; code: string }; ip?: string } = {},
) =>
  callApi<{ resendAfterSeconds: number }>(app, {
    url: '/api/user/Account/SendVerificationCode',
    query: { account: b64(phone), ...more.captcha },
    customerid,
    ...(more.ip ? { ip: more.ip } : {}),
  });

export const login = (app: FastifyInstance, loginName: string, password: string, customerid = 1) =>
  callApi<{ token: string }>(app, {
    method: 'POST',
    url: '/api/user/Account/Login',
    body: { LoginName: b64(loginName), LoginPwd: b64(password) },
    customerid,
  });

/** The authenticator code of `secret` at the server's time (the test clock). */
export const totpCode = (app: FastifyInstance, secret = DEMO_HR_TOTP_SECRET, stepOffset = 0) =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: app.deps.now().getTime() + stepOffset * 30_000,
  });

export const loginSecondFactor = (app: FastifyInstance, ticket: string, code: string, customerid = 1) =>
  callApi<{ token: string; recoveryCodes?: string[] }>(app, {
    method: 'POST',
    url: '/api/user/Account/LoginSecondFactor',
    body: { ticket, code },
    customerid,
  });

/**
 * The demo HR's authenticator code for a sign-in. Tests sign HR in more often than once per 30-second code,
 * which the server refuses as a replay; a person would wait for the next code, the helper forgets the last
 * one taken instead.
 */
const nextDemoHrCode = async (app: FastifyInstance, customerid: number, loginName: string) => {
  const { db } = app.deps;
  const user = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.customerId, customerid), eq(users.email, loginName)));
  await db
    .update(userSecondFactors)
    .set({ lastUsedStep: null })
    .where(inArray(userSecondFactors.userId, user));
  return totpCode(app);
};

/**
 * Signs in and answers the bearer token, passing the demo HR's second factor when it is asked for; fails the
 * test when sign-in is refused.
 */
export const tokenFor = async (
  app: FastifyInstance,
  loginName: string,
  customerid = 1,
  password = DEMO_PASSWORD,
) => {
  const res = await login(app, loginName, password, customerid);
  if (res.body.code === AppErrorCode.SecondFactorRequired) {
    const { ticket } = res.body.data as unknown as TSecondFactorChallenge;
    const code = await nextDemoHrCode(app, customerid, loginName);
    const second = await loginSecondFactor(app, ticket!, code, customerid);
    if (second.body.code !== 0)
      throw new Error(`second factor of ${loginName} refused: ${second.body.message}`);
    return second.body.data.token;
  }
  if (res.body.code !== 0) throw new Error(`login of ${loginName} refused: ${res.body.message}`);
  return res.body.data.token;
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
