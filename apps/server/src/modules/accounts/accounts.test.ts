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
  loginSecondFactor,
  sendCode,
  solvedCaptcha,
  tokenFor,
  totpCode,
} from '../../test/accounts-helpers.ts';
import { callApi, useTestApp } from '../../test/test-app.ts';
import { sha256 } from '../../lib/crypto.ts';
import { SESSION_CACHE_MS } from './sessions.service.ts';

const ctx = useTestApp({ devOutbox: true });
const U = '/api/user';
const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;
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
    // The seconds left (fewer than 60 on a slow machine) come as data too, the number the message says: the
    // client counts down from it.
    const seconds = Number(/Please wait (\d+) seconds/.exec(again.body.message)?.[1]);
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(again.body.data).toEqual({ resendAfterSeconds: seconds });
    ctx.clock.advance(61_000);
    expect((await sendCode(ctx.app, phone)).body.code).toBe(0);
  });

  it('lets a journey in development pass the minute between two codes, and no other limit', async () => {
    const phone = newPhone();
    const elapse = (account: string) =>
      callApi<{ codes: number }>(ctx.app, {
        method: 'POST',
        url: '/api/dev/outbox/elapse-resend-wait',
        body: { account },
      });
    expect((await sendCode(ctx.app, phone)).body.code).toBe(0);
    expect((await sendCode(ctx.app, phone)).body.code).toBe(AppErrorCode.CodeTooSoon);
    expect((await elapse(phone)).body).toMatchObject({ code: 0, data: { codes: 1 } });
    expect((await sendCode(ctx.app, phone)).body.code).toBe(0);
    expect((await elapse(newPhone())).body).toMatchObject({ code: 0, data: { codes: 0 } });
    const blank = await elapse(' ');
    expect(blank.status).toBe(400);
    expect(blank.body.data).toMatchObject({ fields: { account: expect.any(String) } });
  });

  it('lets a journey in development take again the authenticator code another sign-in took', async () => {
    const signIn = async () => {
      const ticket = (await login(ctx.app, HR_EMAIL, DEMO_PASSWORD)).body.data as unknown as {
        ticket: string;
      };
      return loginSecondFactor(ctx.app, ticket.ticket, totpCode(ctx.app));
    };
    const next = (account: string) =>
      callApi<{ accounts: number }>(ctx.app, {
        method: 'POST',
        url: '/api/dev/second-factor/next-code',
        body: { account },
      });
    // One authenticator window throughout: a slow sign-in must not meet the next code by itself.
    ctx.clock.freeze();
    try {
      await next(HR_EMAIL);
      expect((await signIn()).body.code).toBe(0);
      expect((await signIn()).body.code).toBe(AppErrorCode.SecondFactorReused);
      expect((await next(HR_EMAIL.toUpperCase())).body).toMatchObject({ code: 0, data: { accounts: 1 } });
      expect((await signIn()).body.code).toBe(0);
      expect((await next('nobody@example.com')).body).toMatchObject({ code: 0, data: { accounts: 0 } });
    } finally {
      ctx.clock.thaw();
    }
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

  it('allows at most 10 codes a day per phone, past the third only with the image captcha', async () => {
    const phone = newPhone();
    for (let i = 0; i < 10; i += 1) {
      const captcha = i >= 3 ? await solvedCaptcha(ctx.app) : undefined;
      expect((await sendCode(ctx.app, phone, 1, { captcha })).body.code).toBe(0);
      ctx.clock.advance(61_000);
    }
    const captcha = await solvedCaptcha(ctx.app);
    expect((await sendCode(ctx.app, phone, 1, { captcha })).body.code).toBe(AppErrorCode.CodeDailyLimit);
  });

  it('asks for the picture check from the fourth code to a phone in a day, and spends it', async () => {
    const phone = newPhone();
    for (let i = 0; i < 3; i += 1) {
      expect((await sendCode(ctx.app, phone)).body.code).toBe(0);
      ctx.clock.advance(61_000);
    }
    const asked = await callApi(ctx.app, {
      url: `${U}/Account/SendVerificationCode`,
      query: { account: b64(phone) },
      lang: 'zh-cn',
    });
    expect(asked.body).toMatchObject({
      code: AppErrorCode.CaptchaRequired,
      message: '请输入图片中的字符后再获取验证码',
    });
    expect((await sendCode(ctx.app, phone)).body.message).toBe(
      'Please type the characters in the picture, then request the code again.',
    );
    const captcha = await solvedCaptcha(ctx.app);
    const wrong = await sendCode(ctx.app, phone, 1, { captcha: { key: captcha.key, code: 'ZZZZ' } });
    expect(wrong.body.code).toBe(AppErrorCode.CaptchaWrong);
    expect((await sendCode(ctx.app, phone, 1, { captcha })).body.code).toBe(AppErrorCode.CaptchaWrong);
    expect((await sendCode(ctx.app, phone, 1, { captcha: await solvedCaptcha(ctx.app) })).body.code).toBe(0);
    const keyOnly = await sendCode(ctx.app, phone, 1, { captcha: { key: captcha.key, code: '' } });
    expect(keyOnly.status).toBe(400);
  });

  it('asks one address for the picture check after three codes in ten minutes, whatever the phones', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 3; i += 1) expect((await sendCode(ctx.app, newPhone(), 1, { ip })).body.code).toBe(0);
    expect((await sendCode(ctx.app, newPhone(), 1, { ip })).body.code).toBe(AppErrorCode.CaptchaRequired);
    expect((await sendCode(ctx.app, newPhone(), 1, { ip: '203.0.113.78' })).body.code).toBe(0);
    const captcha = await solvedCaptcha(ctx.app);
    expect((await sendCode(ctx.app, newPhone(), 1, { ip, captcha })).body.code).toBe(0);
    // Codes older than ten minutes no longer count.
    const earlier = '203.0.113.79';
    const at = new Date(ctx.clock.now().getTime() - 11 * 60_000);
    const old = { customerId: 1, channel: 'sms', codeHash: 'x$y', requestedFrom: earlier, createdAt: at };
    await ctx.database.db
      .insert(verificationCodes)
      .values(
        ['13800130001', '13800130002', '13800130003'].map((account) => ({ ...old, account, expiresAt: at })),
      );
    expect((await sendCode(ctx.app, newPhone(), 1, { ip: earlier })).body.code).toBe(0);
  });

  it('sends at most 60 codes an hour to one address, even with the picture check', async () => {
    const ip = '203.0.113.90';
    const at = new Date(ctx.clock.now().getTime() - 30 * 60_000);
    await ctx.database.db.insert(verificationCodes).values(
      Array.from({ length: 60 }, (_, i) => ({
        customerId: 1,
        channel: 'sms',
        account: `1380013${String(i).padStart(4, '0')}`,
        codeHash: 'x$y',
        requestedFrom: ip,
        createdAt: at,
        expiresAt: at,
      })),
    );
    const captcha = await solvedCaptcha(ctx.app);
    const refused = await sendCode(ctx.app, newPhone(), 1, { ip, captcha });
    expect(refused.body).toMatchObject({
      code: AppErrorCode.CodeAddressLimit,
      message: 'Too many codes were requested from your network. Please try again in an hour.',
    });
    ctx.clock.advance(31 * 60_000);
    expect((await sendCode(ctx.app, newPhone(), 1, { ip })).body.code).toBe(0);
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

  it('says nothing about taken phones or emails until the code is right', async () => {
    const register = (phone: string, code: string, email?: string) =>
      callApi(ctx.app, {
        method: 'POST',
        url: `${U}/Account/NameRegisteredUser`,
        body: {
          account: b64(phone),
          code,
          password: b64('Secret2026x'),
          confirmpassword: b64('Secret2026x'),
          fullname: 'Z',
          email,
        },
      });
    const owner = newPhone();
    await sendCode(ctx.app, owner);
    const ownerCode = await latestCode(ctx.database.db, 1, owner);
    expect((await register(owner, ownerCode, 'owner@example.com')).body.code).toBe(0);
    const free = newPhone();
    ctx.clock.advance(61_000);
    await sendCode(ctx.app, owner);
    await sendCode(ctx.app, free);
    const taken = await register(owner, '000000');
    const open = await register(free, '000000');
    const takenEmail = await register(free, '000001', 'owner@example.com');
    expect(taken.body).toEqual({ ...open.body, message: 'Verification code error. 4 tries left.' });
    expect(takenEmail.body).toMatchObject({
      code: AppErrorCode.CodeWrong,
      message: 'Verification code error. 3 tries left.',
    });
    // With the right code the taken email is named, and the code stays usable for a corrected form.
    const code = await latestCode(ctx.database.db, 1, free);
    expect((await register(free, code, 'owner@example.com')).body).toMatchObject({
      code: AppErrorCode.AccountTaken,
      message: 'This email is already registered. Please log in or reset your password.',
    });
    expect((await register(free, code, 'fresh.person@example.com')).body.code).toBe(0);
    expect((await register(free, code)).body.code).toBe(AppErrorCode.CodeExpired);
  });
});

describe('email registration with captcha and security question', () => {
  const captcha = async () => {
    const img = await callApi<{ image: string; key: string }>(ctx.app, {
      url: `${U}/Account/GetVerificationCodeImage`,
      customerid: 2,
    });
    expect(img.body.data.image).toMatch(/^data:image\/png;base64,/);
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
    expect((await userInfo(oldToken)).status).toBe(200);
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

  it('keeps a session in memory a few seconds, but forgets it at once on sign-out in this process', async () => {
    const token = await tokenFor(ctx.app, DEMO_PHONE);
    expect((await userInfo(token)).status).toBe(200);
    const out = await callApi(ctx.app, {
      method: 'POST',
      url: `${U}/Account/Logout`,
      headers: bearer(token),
    });
    expect(out.body.code).toBe(0);
    expect((await userInfo(token)).status).toBe(401);

    // Revoked by another server process (straight in the database): refused once the kept copy is stale.
    const other = await tokenFor(ctx.app, DEMO_PHONE);
    expect((await userInfo(other)).status).toBe(200);
    await ctx.database.db
      .update(sessions)
      .set({ revokedAt: ctx.clock.now() })
      .where(eq(sessions.tokenHash, sha256(other)));
    expect((await userInfo(other)).status).toBe(200);
    ctx.clock.advance(SESSION_CACHE_MS);
    expect((await userInfo(other)).status).toBe(401);
  });

  it('ends a candidate session 30 days after sign-in however often it is used', async () => {
    const token = await tokenFor(ctx.app, DEMO_PHONE);
    for (let day = 6; day <= 24; day += 6) {
      ctx.clock.advance(6 * DAY_MS);
      expect((await userInfo(token)).status).toBe(200);
    }
    ctx.clock.advance(5 * DAY_MS);
    expect((await userInfo(token)).status).toBe(200);
    ctx.clock.advance(DAY_MS + 1000);
    expect((await userInfo(token)).status).toBe(401);
  });

  it('ends an HR session after 12 idle hours, and 7 days after sign-in however often it is used', async () => {
    const idle = await tokenFor(ctx.app, HR_EMAIL, 1);
    ctx.clock.advance(12 * HOUR_MS + 1000);
    expect((await userInfo(idle)).status).toBe(401);
    const busy = await tokenFor(ctx.app, HR_EMAIL, 1);
    for (let hours = 11; hours < 7 * 24; hours += 11) {
      ctx.clock.advance(11 * HOUR_MS);
      expect((await userInfo(busy)).status).toBe(200);
    }
    ctx.clock.advance(11 * HOUR_MS);
    expect((await userInfo(busy)).status).toBe(401);
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
