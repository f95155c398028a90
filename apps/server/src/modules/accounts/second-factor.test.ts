import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppErrorCode, type TSecondFactorChallenge } from '@tmp/contracts';
import { userSecondFactors } from '../../db/schema/index.ts';
import { DEMO_HR_TOTP_SECRET } from '../../db/seed/second-factor.seed.ts';
import {
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
  return res.body.data as unknown as TSecondFactorChallenge;
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
    const { ticket } = res.body.data as unknown as TSecondFactorChallenge;

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

  it('makes HR of a customer that requires it enrol at sign-in, with the QR and a first code', async () => {
    const { ticket, secondFactor, enrolment } = await challenge(1);
    expect(secondFactor).toBe('enroll');
    expect(enrolment?.otpauthUri).toContain('issuer=TMP');
    const recoveryOnly = await loginSecondFactor(ctx.app, ticket, 'ABCDE-FGHJK');
    expect(recoveryOnly.body.code).toBe(AppErrorCode.SecondFactorWrong);
    const done = await loginSecondFactor(ctx.app, ticket, totpCode(ctx.app, enrolment!.secret));
    expect(done.body.data.recoveryCodes).toHaveLength(10);
    expect((await userInfo(done.body.data.token)).body.code).toBe(0);
    expect((await challenge(1)).secondFactor).toBe('totp');
  });

  it('keeps the console to HR', async () => {
    const candidate = await tokenFor(ctx.app, DEMO_PHONE, 1);
    expect((await console2fa(candidate, 'StartEnrolment', {})).status).toBe(403);
    expect((await callApi(ctx.app, { url: '/api/hr/SecondFactor/GetSecondFactorStatus' })).status).toBe(401);
  });
});
