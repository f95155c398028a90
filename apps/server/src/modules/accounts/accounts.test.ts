import { describe, expect, it } from 'vitest';
import { AppErrorCode, type TSelectionItem, type TUserInfo } from '@tmp/contracts';
import { eq } from 'drizzle-orm';
import { sessions, users, verificationCodes } from '../../db/schema/index.ts';
import {
  b64,
  bearer,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  DEMO_PHONE,
  HR_EMAIL,
  latestCode,
  login,
  sendCode,
  tokenFor,
} from '../../test/accounts-helpers.ts';
import { callApi, useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp({ devOutbox: true });
const U = '/api/user';
let phoneSeq = 0;
const newPhone = () => `1390000${String(1000 + (phoneSeq += 1)).padStart(4, '0')}`;

const registerPhone = async (phone: string, password = 'Secret2026x', fullname = '张三') => {
  await sendCode(ctx.app, phone);
  const code = await latestCode(ctx.database.db, 1, phone);
  return callApi(ctx.app, {
    method: 'POST',
    url: `${U}/Account/NameRegisteredUser`,
    body: { account: b64(phone), code, password: b64(password), confirmpassword: b64(password), fullname },
  });
};

const userInfo = (token: string, customerid = 1) =>
  callApi<TUserInfo>(ctx.app, { url: `${U}/user/GetUserInfo`, headers: bearer(token), customerid });

describe('password sign-in', () => {
  it('signs in the demo candidate by phone and by email, and GetUserInfo names them', async () => {
    const token = await tokenFor(ctx.app, DEMO_PHONE, 1);
    const info = await userInfo(token);
    expect(info.body.code).toBe(0);
    expect(info.body.data).toMatchObject({ loginname: DEMO_PHONE, roles: [1], customerid: 1 });
    expect(info.body.data.recommendCode).toMatch(/^[A-Z0-9]{8,12}$/);
    expect(info.headers['cache-control']).toBe('no-store');

    const email = await login(ctx.app, DEMO_EMAIL.toUpperCase(), DEMO_PASSWORD, 2);
    expect(email.body).toMatchObject({ code: 0, message: 'Login successful' });
    const hr = await userInfo(await tokenFor(ctx.app, HR_EMAIL, 2), 2);
    expect(hr.body.data.roles).toContain(2);
  });

  it('answers an unknown account exactly as a wrong password', async () => {
    const wrong = await login(ctx.app, DEMO_PHONE, 'wrongpass99');
    const unknown = await login(ctx.app, '13999999999', 'wrongpass99');
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({
      code: AppErrorCode.BadCredentials,
      message: 'Incorrect account or password',
      data: null,
    });
    const zh = await callApi(ctx.app, {
      method: 'POST',
      url: `${U}/Account/Login`,
      body: { LoginName: b64(DEMO_PHONE), LoginPwd: b64('nope12345') },
      lang: 'zh-cn',
    });
    expect(zh.body.message).toBe('账号或密码错误');
  });

  it("refuses another customer's account", async () => {
    const res = await login(ctx.app, DEMO_EMAIL, DEMO_PASSWORD, 1);
    expect(res.body.code).toBe(AppErrorCode.BadCredentials);
  });

  it('refuses malformed Base64 with a clear message and no 5xx', async () => {
    const res = await callApi(ctx.app, {
      method: 'POST',
      url: `${U}/Account/Login`,
      body: { LoginName: 'not base64!', LoginPwd: b64('x') },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Malformed encoded value');
    const empty = await callApi(ctx.app, { method: 'POST', url: `${U}/Account/Login`, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.data).toMatchObject({ fields: { LoginName: expect.any(String) } });
  });

  it('locks password sign-in after ten failures in a row', async () => {
    const phone = newPhone();
    expect((await registerPhone(phone)).body.code).toBe(0);
    for (let i = 0; i < 10; i += 1)
      expect((await login(ctx.app, phone, 'wrongpass99')).body.code).toBe(AppErrorCode.BadCredentials);
    const locked = await login(ctx.app, phone, 'Secret2026x');
    expect(locked.body.code).toBe(AppErrorCode.LoginLocked);
    ctx.clock.advance(16 * 60 * 1000);
    expect((await login(ctx.app, phone, 'Secret2026x')).body.code).toBe(0);
  });
});

describe('SMS codes', () => {
  it('sends a 6-digit code to the outbox, and refuses a resend within 60 s', async () => {
    const phone = newPhone();
    const first = await sendCode(ctx.app, phone);
    expect(first.body).toMatchObject({ code: 0, data: { resendAfterSeconds: 60 } });
    expect(await latestCode(ctx.database.db, 1, phone)).toMatch(/^\d{6}$/);
    const again = await sendCode(ctx.app, phone);
    expect(again.body.code).toBe(AppErrorCode.CodeTooSoon);
    expect(again.body.message).toMatch(/Please wait (59|60) seconds/);
    ctx.clock.advance(61_000);
    expect((await sendCode(ctx.app, phone)).body.code).toBe(0);
  });

  it('keeps the code only as a hash', async () => {
    const phone = newPhone();
    await sendCode(ctx.app, phone);
    const code = await latestCode(ctx.database.db, 1, phone);
    const rows = await ctx.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.account, phone));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);
  });

  it('allows at most 10 codes a day per phone', async () => {
    const phone = newPhone();
    for (let i = 0; i < 10; i += 1) {
      expect((await sendCode(ctx.app, phone)).body.code).toBe(0);
      ctx.clock.advance(61_000);
    }
    expect((await sendCode(ctx.app, phone)).body.code).toBe(AppErrorCode.CodeDailyLimit);
  });

  it('refuses an invalid phone and SMS on an email customer', async () => {
    const bad = await sendCode(ctx.app, '12345');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please enter a valid mobile number');
    const email = await sendCode(ctx.app, newPhone(), 2);
    expect(email.body.code).toBe(AppErrorCode.WrongSystemType);
  });
});

describe('sign-in by SMS code', () => {
  const loginByCode = (phone: string, code: string) =>
    callApi<{ token: string }>(ctx.app, {
      method: 'POST',
      url: `${U}/Account/LoginByCode`,
      body: { phone: b64(phone), code: b64(code) },
    });

  it('signs in with the right code once; the code is then used up', async () => {
    const phone = newPhone();
    await registerPhone(phone);
    ctx.clock.advance(61_000);
    await sendCode(ctx.app, phone);
    const code = await latestCode(ctx.database.db, 1, phone);
    const ok = await loginByCode(phone, code);
    expect(ok.body.code).toBe(0);
    expect((await userInfo(ok.body.data.token)).body.data.loginname).toBe(phone);
    expect((await loginByCode(phone, code)).body.code).toBe(AppErrorCode.CodeExpired);
  });

  it('counts wrong codes and retires the code at the fifth; a sixth try is refused', async () => {
    const phone = newPhone();
    await registerPhone(phone);
    ctx.clock.advance(61_000);
    await sendCode(ctx.app, phone);
    const code = await latestCode(ctx.database.db, 1, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await loginByCode(phone, wrong);
    expect(first.body).toMatchObject({
      code: AppErrorCode.CodeWrong,
      message: 'Verification code error. 4 tries left.',
    });
    for (let i = 0; i < 3; i += 1) await loginByCode(phone, wrong);
    expect((await loginByCode(phone, wrong)).body.code).toBe(AppErrorCode.CodeLocked);
    expect((await loginByCode(phone, code)).body.code).toBe(AppErrorCode.CodeLocked);
  });

  it('refuses an expired code', async () => {
    const phone = newPhone();
    await registerPhone(phone);
    ctx.clock.advance(61_000);
    await sendCode(ctx.app, phone);
    const code = await latestCode(ctx.database.db, 1, phone);
    ctx.clock.advance(5 * 60 * 1000 + 1000);
    const res = await loginByCode(phone, code);
    expect(res.body).toMatchObject({
      code: AppErrorCode.CodeExpired,
      message: 'The verification code has expired. Please request a new one.',
    });
  });

  it('points a phone with no account to registration', async () => {
    const res = await loginByCode(newPhone(), '123456');
    expect(res.body.code).toBe(AppErrorCode.PhoneNotRegistered);
    expect(res.body.message).toContain('register');
  });
});

describe('phone registration', () => {
  it('registers with the SMS code, then signs in with the same credentials', async () => {
    const phone = newPhone();
    const res = await registerPhone(phone, 'Welcome2026a', '李四');
    expect(res.body).toMatchObject({ code: 0, message: 'Registration successful' });
    const info = await userInfo(await tokenFor(ctx.app, phone, 1, 'Welcome2026a'));
    expect(info.body.data.chinesename).toBe('李四');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.phone, phone));
    expect(row!.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
  });

  it('refuses a weak, common or mismatched password without using the code', async () => {
    const phone = newPhone();
    await sendCode(ctx.app, phone);
    const code = await latestCode(ctx.database.db, 1, phone);
    const attempt = (password: string, confirm = password) =>
      callApi(ctx.app, {
        method: 'POST',
        url: `${U}/Account/NameRegisteredUser`,
        body: {
          account: b64(phone),
          code,
          password: b64(password),
          confirmpassword: b64(confirm),
          fullname: 'A',
        },
      });
    expect((await attempt('short1')).body.message).toBe(
      'The password must be 8-16 characters and contain at least one letter and one digit',
    );
    expect((await attempt('password123')).body.message).toBe(
      'This password is too common. Please choose another one',
    );
    expect((await attempt('Secret2026x', 'Secret2026y')).body.message).toBe(
      'The password and confirm password does not match!',
    );
    expect((await attempt('Secret2026x')).body.code).toBe(0);
  });

  it('refuses a phone that already has an account', async () => {
    ctx.clock.advance(61_000);
    const res = await registerPhone(DEMO_PHONE);
    expect(res.body.code).toBe(AppErrorCode.AccountTaken);
  });
});

describe('email registration with captcha and security question', () => {
  const captcha = async () => {
    const img = await callApi<{ image: string; key: string }>(ctx.app, {
      url: `${U}/Account/GetVerificationCodeImage`,
      customerid: 2,
    });
    expect(img.body.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const answer = await callApi<{ answer: string }>(ctx.app, {
      url: `/api/dev/captcha/${img.body.data.key}`,
      customerid: 2,
    });
    return { key: img.body.data.key, code: answer.body.data.answer };
  };
  const questions = async () =>
    (
      await callApi<TSelectionItem[]>(ctx.app, {
        url: `${U}/Account/GetSelectItemSecurityQuestion`,
        customerid: 2,
      })
    ).body.data;
  const register = (
    email: string,
    c: { key: string; code: string },
    question: number,
    answer = 'Blue whale',
  ) =>
    callApi(ctx.app, {
      method: 'POST',
      url: `${U}/Account/QuestionRegisteredUser`,
      customerid: 2,
      body: {
        account: b64(email),
        password: b64('Ocean2026x'),
        confirmpassword: b64('Ocean2026x'),
        question,
        answer,
        ...c,
      },
    });

  it('registers, then signs in; the captcha cannot be used twice', async () => {
    const [q] = await questions();
    const c = await captcha();
    expect((await register('new.person@example.com', c, q!.value)).body.code).toBe(0);
    expect((await register('other.person@example.com', c, q!.value)).body.code).toBe(
      AppErrorCode.CaptchaWrong,
    );
    expect((await login(ctx.app, 'new.person@example.com', 'Ocean2026x', 2)).body.code).toBe(0);
  });

  it('spends a captcha on a wrong answer too', async () => {
    const [q] = await questions();
    const c = await captcha();
    expect((await register('x1@example.com', { key: c.key, code: 'zzzz' }, q!.value)).body.code).toBe(
      AppErrorCode.CaptchaWrong,
    );
    expect((await register('x1@example.com', c, q!.value)).body.code).toBe(AppErrorCode.CaptchaWrong);
  });

  it('refuses phone registration on the email customer and a taken email', async () => {
    const [q] = await questions();
    expect((await register(DEMO_EMAIL, await captcha(), q!.value)).body.code).toBe(AppErrorCode.AccountTaken);
    const phone = await callApi(ctx.app, {
      method: 'POST',
      url: `${U}/Account/NameRegisteredUser`,
      customerid: 2,
      body: {
        account: b64(newPhone()),
        code: '123456',
        password: b64('Secret2026x'),
        confirmpassword: b64('Secret2026x'),
        fullname: 'A',
      },
    });
    expect(phone.body.code).toBe(AppErrorCode.WrongSystemType);
  });

  it('resets the password with the security answer and a captcha', async () => {
    const [q] = await questions();
    expect(
      (await register('forgetful@example.com', await captcha(), q!.value, 'My First Cat')).body.code,
    ).toBe(0);
    const reset = async (answer: string, password = 'NewOcean2026') =>
      callApi(ctx.app, {
        method: 'POST',
        url: `${U}/Account/ForgotPassword`,
        customerid: 2,
        body: {
          account: b64('forgetful@example.com'),
          password: b64(password),
          confirmPassword: b64(password),
          question: q!.value,
          answer,
          ...(await captcha()),
        },
      });
    expect((await reset('wrong answer')).body.code).toBe(AppErrorCode.AccountNotFound);
    expect((await reset('  my first cat ')).body).toMatchObject({
      code: 0,
      message: 'Your password has been reset',
    });
    expect((await login(ctx.app, 'forgetful@example.com', 'Ocean2026x', 2)).body.code).toBe(
      AppErrorCode.BadCredentials,
    );
    expect((await login(ctx.app, 'forgetful@example.com', 'NewOcean2026', 2)).body.code).toBe(0);
  });
});

describe('password reset limits', () => {
  it('locks resets of an account after ten wrong security answers', async () => {
    const img = async () => {
      const res = await callApi<{ key: string }>(ctx.app, {
        url: `${U}/Account/GetVerificationCodeImage`,
        customerid: 2,
      });
      const answer = await callApi<{ answer: string }>(ctx.app, {
        url: `/api/dev/captcha/${res.body.data.key}`,
        customerid: 2,
      });
      return { key: res.body.data.key, code: answer.body.data.answer };
    };
    const [q] = (
      await callApi<TSelectionItem[]>(ctx.app, {
        url: `${U}/Account/GetSelectItemSecurityQuestion`,
        customerid: 2,
      })
    ).body.data;
    const reset = async (answer: string) =>
      callApi(ctx.app, {
        method: 'POST',
        url: `${U}/Account/ForgotPassword`,
        customerid: 2,
        body: {
          account: b64(DEMO_EMAIL),
          password: b64('Guess2026xx'),
          confirmPassword: b64('Guess2026xx'),
          question: q!.value,
          answer,
          ...(await img()),
        },
      });
    for (let i = 0; i < 10; i += 1)
      expect((await reset(`guess ${i}`)).body.code).toBe(AppErrorCode.AccountNotFound);
    expect((await reset('demo')).body.code).toBe(AppErrorCode.LoginLocked);
    ctx.clock.advance(16 * 60 * 1000);
    expect((await reset('demo')).body.code).toBe(0);
  });
});

describe('password reset by SMS code', () => {
  it('sets the new password and signs out every session', async () => {
    const phone = newPhone();
    await registerPhone(phone);
    const oldToken = await tokenFor(ctx.app, phone, 1, 'Secret2026x');
    ctx.clock.advance(61_000);
    await sendCode(ctx.app, phone);
    const code = await latestCode(ctx.database.db, 1, phone);
    const res = await callApi(ctx.app, {
      method: 'POST',
      url: `${U}/Account/ForgotPassword`,
      body: { account: b64(phone), code, password: b64('Fresh2026pw'), confirmPassword: b64('Fresh2026pw') },
    });
    expect(res.body.code).toBe(0);
    expect((await userInfo(oldToken)).status).toBe(401);
    expect((await login(ctx.app, phone, 'Fresh2026pw')).body.code).toBe(0);
  });
});

describe('per-IP limits', () => {
  it('refuses a sixth code request from one address within a minute with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await callApi(ctx.app, {
        url: `${U}/Account/SendVerificationCode`,
        query: { account: b64(newPhone()) },
        ip: '203.0.113.7',
      });
      statuses.push(res.status);
      if (res.status === 429)
        expect(res.body).toMatchObject({
          code: AppErrorCode.RateLimited,
          message: 'Too many requests. Please try again later.',
        });
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('tokens', () => {
  it('is refused without a token, with a revoked token, and after 7 idle days', async () => {
    expect((await callApi(ctx.app, { url: `${U}/user/GetUserInfo` })).status).toBe(401);
    const token = await tokenFor(ctx.app, DEMO_PHONE);
    const out = await callApi(ctx.app, {
      method: 'POST',
      url: `${U}/Account/Logout`,
      headers: bearer(token),
    });
    expect(out.body.code).toBe(0);
    const after = await userInfo(token);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(AppErrorCode.Unauthorized);

    const idle = await tokenFor(ctx.app, DEMO_PHONE);
    ctx.clock.advance(6 * 24 * 3600 * 1000);
    expect((await userInfo(idle)).status).toBe(200);
    ctx.clock.advance(6 * 24 * 3600 * 1000);
    expect((await userInfo(idle)).status).toBe(200);
    ctx.clock.advance(7 * 24 * 3600 * 1000 + 1000);
    expect((await userInfo(idle)).status).toBe(401);
  });

  it("stores only the token's hash and refuses it under another customer with 403", async () => {
    const token = await tokenFor(ctx.app, DEMO_PHONE);
    const rows = await ctx.database.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(rows.some((r) => r.hash === token)).toBe(false);
    const foreign = await userInfo(token, 2);
    expect(foreign.status).toBe(403);
    expect(foreign.body.data).toBeNull();
  });
});
