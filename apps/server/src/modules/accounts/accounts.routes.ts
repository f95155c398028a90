import type { FastifyInstance } from 'fastify';
import {
  forgotPasswordRoute,
  getSecurityQuestionsRoute,
  getUserInfoRoute,
  getVerificationCodeImageRoute,
  loginByCodeRoute,
  loginRoute,
  logoutRoute,
  nameRegisteredUserRoute,
  questionRegisteredUserRoute,
  sendVerificationCodeRoute,
} from '@tmp/contracts';
import { registerRoute } from '../../lib/route.ts';
import { listOptions } from '../reference-data/reference-data.service.ts';
import * as accounts from './accounts.service.ts';
import { createCaptcha } from './captcha.service.ts';
import { revokeToken, watchRevocations } from './sessions.service.ts';
import type { TListen } from '../../db/client.ts';
import { sendSmsCode } from './verification.service.ts';

// Per-IP limits on top of the per-account ones in the services (decisions §4, issue: accounts).
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export const accountsRoutes = async (
  app: FastifyInstance,
  opts: { devOutbox: boolean; listen?: TListen | undefined },
) => {
  const { deps } = app;
  const stopWatching = await watchRevocations(deps, opts.listen);
  app.addHook('onClose', stopWatching);
  registerRoute(
    app,
    loginRoute,
    ({ req, body }) => accounts.loginWithPassword(deps, req.customer, body.LoginName, body.LoginPwd),
    { ...perMinute(20), successMessage: 'accounts.loginSuccess' },
  );
  registerRoute(
    app,
    loginByCodeRoute,
    ({ req, body }) => accounts.loginWithCode(deps, req.customer, body.phone, body.code),
    { ...perMinute(20), successMessage: 'accounts.loginSuccess' },
  );
  registerRoute(
    app,
    sendVerificationCodeRoute,
    ({ req, query }) =>
      sendSmsCode(deps, req.customer, {
        phone: query.account,
        lang: req.lang,
        address: req.ip,
        addressFactor: app.rateLimitFactor,
        captcha: query.key && query.code ? { key: query.key, code: query.code } : undefined,
      }),
    { ...perMinute(5), successMessage: 'accounts.codeSent' },
  );
  registerRoute(
    app,
    getVerificationCodeImageRoute,
    ({ req }) => createCaptcha(deps, req.customer.id, opts.devOutbox),
    perMinute(30),
  );
  registerRoute(app, getSecurityQuestionsRoute, ({ req }) =>
    listOptions(deps.db, req.customer.id, req.lang, 'SecurityQuestion'),
  );
  registerRoute(
    app,
    nameRegisteredUserRoute,
    async ({ req, body }) => {
      await accounts.registerByPhone(deps, req.customer, {
        phone: body.account,
        code: body.code,
        password: body.password,
        fullname: body.fullname,
        email: body.email,
      });
      return null;
    },
    { ...perMinute(10), successMessage: 'accounts.registerSuccess' },
  );
  registerRoute(
    app,
    questionRegisteredUserRoute,
    async ({ req, body }) => {
      await accounts.registerByEmail(deps, req.customer, {
        email: body.account,
        password: body.password,
        question: body.question,
        answer: body.answer,
        captchaKey: body.key,
        captchaCode: body.code,
      });
      return null;
    },
    { ...perMinute(10), successMessage: 'accounts.registerSuccess' },
  );
  registerRoute(
    app,
    forgotPasswordRoute,
    async ({ req, body }) => {
      await accounts.resetPassword(deps, req.customer, body);
      return null;
    },
    { ...perMinute(10), successMessage: 'accounts.resetSuccess' },
  );
  registerRoute(app, getUserInfoRoute, async ({ req }) => accounts.toUserInfo(req.auth!.user));
  registerRoute(
    app,
    logoutRoute,
    async ({ req }) => {
      await revokeToken(deps, req.auth!.sessionId);
      return null;
    },
    { successMessage: 'accounts.logoutSuccess' },
  );
};
