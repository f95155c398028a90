import type { FastifyInstance } from 'fastify';
import { encodeBase64 as b64 } from '@tmp/contracts';
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

/** Signs in and answers the bearer token; fails the test when sign-in is refused. */
export const tokenFor = async (
  app: FastifyInstance,
  loginName: string,
  customerid = 1,
  password = DEMO_PASSWORD,
) => {
  const res = await login(app, loginName, password, customerid);
  if (res.body.code !== 0) throw new Error(`login of ${loginName} refused: ${res.body.message}`);
  return res.body.data.token;
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
