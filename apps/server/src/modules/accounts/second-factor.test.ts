// @postgres: the attacks of the security suite also run on the PostgreSQL server in CI.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppErrorCode, type TSecondFactorChallenge } from '@tmp/contracts';
import { findOutboxMessages } from '../../adapters/outbox.repository.ts';
import { getCustomerOrigin } from '../customers/customers.service.ts';
import { userSecondFactors } from '../../db/schema/index.ts';
import { DEMO_HR_TOTP_SECRET } from '../../db/seed/second-factor.seed.ts';
import {
  b64,
  bearer,
  DEMO_PASSWORD,
  DEMO_PHONE,
  HR_EMAIL,
  login,
  loginSecondFactor,
  tokenFor,
  totpCode,
} from '../../test/accounts-helpers.ts';
import { callApi, useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

const challenge = async (customerid = 1) => {
  const res = await login(ctx.app, HR_EMAIL, DEMO_PASSWORD, customerid);
  expect(res.body.code).toBe(AppErrorCode.SecondFactorRequired);
  const data = res.body.data as unknown as TSecondFactorChallenge;
  return { ...data, ticket: data.ticket ?? '' };
};

const userInfo = (token: string, customerid = 1) =>
  callApi<{ loginname: string }>(ctx.app, {
    url: '/api/user/user/GetUserInfo',
    headers: bearer(token),
    customerid,
  });

const console2fa = <T>(token: string, path: string, body?: unknown, customerid = 1) =>
  callApi<T>(ctx.app, {
    method: body === undefined && path === 'GetSecondFactorStatus' ? 'GET' : 'POST',
    url: `/api/hr/SecondFactor/${path}`,
    headers: bearer(token),
    customerid,
    ...(body === undefined ? {} : { body }),
  });

/** Moves past the code just used and past any failure window. */
const nextWindow = () => ctx.clock.advance(16 * 60_000);

describe('HR second factor: sign-in', () => {
  it('answers a ticket instead of a token after the right password, and the code finishes the sign-in', async () => {
    const res = await login(ctx.app, HR_EMAIL, DEMO_PASSWORD, 1);
    expect(res.body).toMatchObject({
      code: AppErrorCode.SecondFactorRequired,
      message: 'Enter the 6-digit code from your authenticator app',
      data: { secondFactor: 'totp', ticket: expect.any(String) },
    });
    expect(res.body.data).not.toHaveProperty('token');
    const ticket = (res.body.data as unknown as TSecondFactorChallenge).ticket!;

    const done = await loginSecondFactor(ctx.app, ticket, totpCode(ctx.app));
    expect(done.body).toMatchObject({
      code: 0,
      message: 'Login successful',
      data: { token: expect.any(String) },
    });
    expect((await userInfo(done.body.data.token)).body.data.loginname).toBe(HR_EMAIL);

    const again = await loginSecondFactor(ctx.app, ticket, totpCode(ctx.app, DEMO_HR_TOTP_SECRET, 1));
    expect(again.body.code).toBe(AppErrorCode.SecondFactorTicketExpired);
  });

  it('refuses a code already taken, a ticket of another customer, and an expired ticket', async () => {
    nextWindow();
    const code = totpCode(ctx.app);
    expect((await loginSecondFactor(ctx.app, (await challenge()).ticket, code)).body.code).toBe(0);
    const replay = await loginSecondFactor(ctx.app, (await challenge()).ticket, code, 1);
    expect(replay.body).toMatchObject({ code: AppErrorCode.SecondFactorReused, data: null });

    const foreign = await loginSecondFactor(ctx.app, (await challenge()).ticket, totpCode(ctx.app), 2);
    expect(foreign.body.code).toBe(AppErrorCode.SecondFactorTicketExpired);

    const { ticket } = await challenge();
    ctx.clock.advance(6 * 60_000);
    const late = await loginSecondFactor(ctx.app, ticket, totpCode(ctx.app), 1);
    expect(late.body).toMatchObject({
      code: AppErrorCode.SecondFactorTicketExpired,
      message: 'This sign-in has expired. Please enter your password again.',
    });
  });

  it('gives a ticket five tries, the account ten in 15 minutes, in both languages', async () => {
    nextWindow();
    const { ticket } = await challenge();
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await loginSecondFactor(ctx.app, ticket, '000000')).body);
    expect(answers[0]).toMatchObject({
      code: AppErrorCode.SecondFactorWrong,
      message: 'The code is not correct. 4 tries left.',
    });
    expect(answers[5]!.code).toBe(AppErrorCode.SecondFactorTicketExpired);

    const second = (await challenge()).ticket;
    for (let i = 0; i < 5; i += 1) await loginSecondFactor(ctx.app, second, '000000');
    const third = (await challenge()).ticket;
    const locked = await callApi(ctx.app, {
      method: 'POST',
      url: '/api/user/Account/LoginSecondFactor',
      body: { ticket: third, code: totpCode(ctx.app) },
      lang: 'zh-cn',
    });
    expect(locked.body).toMatchObject({
      code: AppErrorCode.SecondFactorLocked,
      message: '验证码错误次数过多，请15分钟后再试',
    });
    nextWindow();
    expect((await loginSecondFactor(ctx.app, (await challenge()).ticket, totpCode(ctx.app))).body.code).toBe(
      0,
    );
  });

  it('never asks candidates, and does not ask HR of a customer without the rule who did not enrol', async () => {
    const candidate = await login(ctx.app, DEMO_PHONE, DEMO_PASSWORD, 1);
    expect(candidate.body.code).toBe(0);
    const hr2 = await login(ctx.app, HR_EMAIL, DEMO_PASSWORD, 2);
    expect(hr2.body).toMatchObject({ code: 0, data: { token: expect.any(String) } });
  });

  it('refuses malformed codes with a translated 400', async () => {
    const res = await loginSecondFactor(ctx.app, 'x', '12');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Enter the 6-digit code or a recovery code');
  });
});

describe('HR second factor: console and recovery codes', () => {
  it('enrols with a QR secret confirmed by a first code, then asks for it at sign-in', async () => {
    const token = await tokenFor(ctx.app, HR_EMAIL, 2);
    const before = await console2fa(token, 'GetSecondFactorStatus', undefined, 2);
    expect(before.body.data).toEqual({
      isEnabled: false,
      isRequired: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
    const started = await console2fa<{ secret: string; otpauthUri: string }>(token, 'StartEnrolment', {}, 2);
    expect(started.body.data.otpauthUri).toMatch(/^otpauth:\/\/totp\/Northwind/);
    const wrong = await console2fa(token, 'ConfirmEnrolment', { code: '000000' }, 2);
    expect(wrong.body.code).toBe(AppErrorCode.SecondFactorWrong);
    const confirmed = await console2fa<{ recoveryCodes: string[] }>(
      token,
      'ConfirmEnrolment',
      { code: totpCode(ctx.app, started.body.data.secret) },
      2,
    );
    expect(confirmed.body.message).toBe('Two-step verification is on');
    expect(confirmed.body.data.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.data.recoveryCodes).size).toBe(10);

    const status = await console2fa(token, 'GetSecondFactorStatus', undefined, 2);
    expect(status.body.data).toMatchObject({ isEnabled: true, recoveryCodesLeft: 10 });
    expect(JSON.stringify(status.body)).not.toContain(started.body.data.secret);
    const [row] = await ctx.database.db
      .select()
      .from(userSecondFactors)
      .where(eq(userSecondFactors.customerId, 2));
    expect(row!.secretSealed).not.toContain(started.body.data.secret);

    const { ticket } = await challenge(2);
    const [recovery] = confirmed.body.data.recoveryCodes;
    const used = await loginSecondFactor(ctx.app, ticket, recovery!.toLowerCase(), 2);
    expect(used.body.code).toBe(0);
    const reuse = await loginSecondFactor(ctx.app, (await challenge(2)).ticket, recovery!, 2);
    expect(reuse.body.code).toBe(AppErrorCode.SecondFactorWrong);
  });

  it('renews recovery codes and turns the factor off only with a current code', async () => {
    nextWindow();
    const token = await tokenFor(ctx.app, HR_EMAIL, 1);
    const renewed = await console2fa<{ recoveryCodes: string[] }>(token, 'RenewRecoveryCodes', {
      code: totpCode(ctx.app, DEMO_HR_TOTP_SECRET, 1),
    });
    expect(renewed.body).toMatchObject({
      code: 0,
      message: 'New recovery codes created; the old ones no longer work',
    });
    expect(renewed.body.data.recoveryCodes).toHaveLength(10);

    expect((await console2fa(token, 'DisableSecondFactor', { code: 'AAAAA-AAAAA' })).body.code).toBe(
      AppErrorCode.SecondFactorWrong,
    );
    const off = await console2fa(token, 'DisableSecondFactor', { code: renewed.body.data.recoveryCodes[3] });
    expect(off.body).toMatchObject({ code: 0, message: 'Two-step verification is off' });
    expect((await console2fa(token, 'StartEnrolment', {})).body.code).toBe(0);
  });

  it('keeps the console to HR', async () => {
    const candidate = await tokenFor(ctx.app, DEMO_PHONE, 1);
    expect((await console2fa(candidate, 'StartEnrolment', {})).status).toBe(403);
    expect((await callApi(ctx.app, { url: '/api/hr/SecondFactor/GetSecondFactorStatus' })).status).toBe(401);
  });
});

/** The set-up link's token from the newest mail to the HR address, as the person would click it. */
const mailedLinkToken = async (customerId = 1) => {
  const [mail] = await findOutboxMessages(ctx.database.db, customerId, HR_EMAIL, 1);
  const link = /(https?:\/\/[^\s]+\/hr\/second-factor\?token=)([\w-]+)/.exec(mail?.text ?? '');
  expect(link, mail?.text).not.toBeNull();
  return { origin: link![1]!, token: link![2]! };
};

const openLink = (token: string, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  callApi<{ secret: string; otpauthUri: string; account: string }>(ctx.app, {
    method: 'POST',
    url: '/api/user/Account/OpenSecondFactorLink',
    body: { token },
    lang,
  });

const confirmLink = (token: string, code: string) =>
  callApi<{ token: string; recoveryCodes: string[] }>(ctx.app, {
    method: 'POST',
    url: '/api/user/Account/ConfirmSecondFactorLink',
    body: { token, code },
  });

// The demo HR of customer 1 turned the factor off above: the customer requires one, so it is set up again.
describe('HR second factor: set-up through a mailed link', () => {
  it('answers a password sign-in with a mailed link and no secret, in both languages', async () => {
    const res = await login(ctx.app, HR_EMAIL, DEMO_PASSWORD, 1);
    expect(res.body).toEqual({
      code: AppErrorCode.SecondFactorRequired,
      message:
        'Your organisation requires two-step verification. We have mailed you a link to set it up (valid for 30 minutes).',
      data: { secondFactor: 'enroll' },
    });
    const { origin, token } = await mailedLinkToken();
    // From the customer's configured origin, never from the request's Host.
    expect(origin).toBe(`${await getCustomerOrigin(ctx.app.deps, 1)}/hr/second-factor?token=`);
    const zh = await callApi(ctx.app, {
      method: 'POST',
      url: '/api/user/Account/Login',
      body: { LoginName: b64(HR_EMAIL), LoginPwd: b64(DEMO_PASSWORD) },
      lang: 'zh-cn',
    });
    expect(zh.body.message).toBe('贵公司要求启用两步验证。我们已向您的邮箱发送设置链接（30分钟内有效）');
    // The password alone reaches no secret: the only ticket a sign-in could use does not exist.
    expect(JSON.stringify(zh.body)).not.toMatch(/otpauth|secret|ticket/);
    expect((await openLink(token)).body.code).toBe(AppErrorCode.SecondFactorTicketExpired);
  });

  it('voids the earlier link and its secret when a new sign-in mails a new one (enrolment replay)', async () => {
    await login(ctx.app, HR_EMAIL, DEMO_PASSWORD, 1);
    const first = (await mailedLinkToken()).token;
    const seen = await openLink(first);
    expect(seen.body.data).toMatchObject({ account: HR_EMAIL, secret: expect.any(String) });
    expect(seen.body.data.otpauthUri).toContain('issuer=TMP');
    expect((await openLink(first)).body.data.secret).toBe(seen.body.data.secret);

    await login(ctx.app, HR_EMAIL, DEMO_PASSWORD, 1);
    const second = (await mailedLinkToken()).token;
    const replay = await openLink(first);
    expect(replay.body).toMatchObject({
      code: AppErrorCode.SecondFactorTicketExpired,
      message: 'This set-up link has expired or was already used. Sign in again to get a new one.',
      data: null,
    });
    const late = await confirmLink(first, totpCode(ctx.app, seen.body.data.secret));
    expect(late.body.code).toBe(AppErrorCode.SecondFactorTicketExpired);
    const fresh = await openLink(second, 'zh-cn');
    expect(fresh.body.data.secret).not.toBe(seen.body.data.secret);
    // The secret seen through the voided link never passes, at set-up or at sign-in.
    const stale = await confirmLink(second, totpCode(ctx.app, seen.body.data.secret));
    expect(stale.body).toMatchObject({ code: AppErrorCode.SecondFactorWrong });
  });

  it('turns the factor on once with a first code, signs in, and spends the link', async () => {
    nextWindow();
    await login(ctx.app, HR_EMAIL, DEMO_PASSWORD, 1);
    const { token } = await mailedLinkToken();
    const { secret } = (await openLink(token)).body.data;
    const done = await confirmLink(token, totpCode(ctx.app, secret));
    expect(done.body).toMatchObject({ code: 0, message: 'Two-step verification is on' });
    expect(done.body.data.recoveryCodes).toHaveLength(10);
    expect((await userInfo(done.body.data.token)).body.data.loginname).toBe(HR_EMAIL);

    ctx.clock.advance(60_000);
    expect((await confirmLink(token, totpCode(ctx.app, secret))).body.code).toBe(
      AppErrorCode.SecondFactorTicketExpired,
    );
    expect((await openLink(token)).body.code).toBe(AppErrorCode.SecondFactorTicketExpired);
    const next = await challenge(1);
    expect(next.secondFactor).toBe('totp');
    expect((await loginSecondFactor(ctx.app, next.ticket, totpCode(ctx.app, secret))).body.code).toBe(0);
  });

  it('lets a link expire after 30 minutes, refuses an unknown one, and keeps it to its customer', async () => {
    await ctx.database.db.delete(userSecondFactors).where(eq(userSecondFactors.customerId, 1));
    await login(ctx.app, HR_EMAIL, DEMO_PASSWORD, 1);
    const { token } = await mailedLinkToken();
    const foreign = await callApi(ctx.app, {
      method: 'POST',
      url: '/api/user/Account/OpenSecondFactorLink',
      body: { token },
      customerid: 2,
    });
    expect(foreign.body.code).toBe(AppErrorCode.SecondFactorTicketExpired);
    expect((await openLink('not-a-token')).body.code).toBe(AppErrorCode.SecondFactorTicketExpired);
    const empty = await openLink('');
    expect(empty).toMatchObject({ status: 400 });
    expect(empty.body.message).toBe(
      'This set-up link has expired or was already used. Sign in again to get a new one.',
    );
    ctx.clock.advance(31 * 60_000);
    expect((await openLink(token)).body.code).toBe(AppErrorCode.SecondFactorTicketExpired);
  });
});
