import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AppErrorCode } from '@tmp/contracts';
import { users, verificationCodes } from '../db/schema/index.ts';
import { b64, latestCode, login, sendCode, solvedCaptcha } from '../test/accounts-helpers.ts';
import { callApi, useTestApp } from '../test/test-app.ts';

// Simultaneous attacks on every per-account limit, with production per-account limits. They run on
// PGlite too, which answers one query at a time and so proves nothing; CI's second run on the
// PostgreSQL server is the one that counts. Each request comes from its own address (per-address
// limits are not what is tested here); RATE_LIMIT_FACTOR only scales per-address figures.
const FACTOR = 10;
const ctx = useTestApp({ devOutbox: true, env: { RATE_LIMIT_FACTOR: FACTOR } });
const U = '/api/user/Account';
const N = 50;
/** Where the right secret sits in a burst: in the middle, neither first nor last. */
const RIGHT_AT = 25;
const PASSWORD = 'Harbour2026x';

type TAnswer = { body: { code: number } };
const burst = <T>(n: number, attempt: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => attempt(i)));
/** How many answers came with each code, e.g. { 0: 1, 3003: 4 }. */
const tally = (answers: TAnswer[]) =>
  answers.reduce<Record<number, number>>(
    (acc, a) => ({ ...acc, [a.body.code]: (acc[a.body.code] ?? 0) + 1 }),
    {},
  );
const wrongCode = (right: string, i: number) => String((Number(right) + i + 1) % 1_000_000).padStart(6, '0');

const firstQuestion = async () =>
  (await callApi<{ value: number }[]>(ctx.app, { url: `${U}/GetSelectItemSecurityQuestion`, customerid: 2 }))
    .body.data[0]!.value;

let phoneSeq = 0;
const newPhone = () => `1370000${String(1000 + (phoneSeq += 1))}`;
const freshCode = async (phone: string) => {
  ctx.clock.advance(61_000);
  expect((await sendCode(ctx.app, phone)).body.code).toBe(0);
  return latestCode(ctx.database.db, 1, phone);
};
const registerPhone = (phone: string, code: string) =>
  callApi(ctx.app, {
    method: 'POST',
    url: `${U}/NameRegisteredUser`,
    body: {
      account: b64(phone),
      code,
      password: b64(PASSWORD),
      confirmpassword: b64(PASSWORD),
      fullname: 'Li',
    },
  });
const newPhoneAccount = async () => {
  const phone = newPhone();
  expect((await registerPhone(phone, await freshCode(phone))).body.code).toBe(0);
  return phone;
};
const attemptsOfLatestCode = async (phone: string) => {
  const rows = await ctx.database.db
    .select({ attempts: verificationCodes.attempts, id: verificationCodes.id })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.customerId, 1), eq(verificationCodes.account, phone)));
  return rows.sort((a, b) => b.id - a.id)[0]!.attempts;
};
const loginByCode = (phone: string, code: string) =>
  callApi(ctx.app, { method: 'POST', url: `${U}/LoginByCode`, body: { phone: b64(phone), code: b64(code) } });
const resetByCode = (phone: string, code: string) =>
  callApi(ctx.app, {
    method: 'POST',
    url: `${U}/ForgotPassword`,
    body: {
      account: b64(phone),
      code,
      password: b64('Taken2026over'),
      confirmPassword: b64('Taken2026over'),
    },
  });

describe('SMS codes under simultaneous tries', () => {
  it('50 codes at once, the right one among them: five compared, no sign-in', async () => {
    const phone = await newPhoneAccount();
    const right = await freshCode(phone);
    const answers = await burst(N, (i) => loginByCode(phone, i === RIGHT_AT ? right : wrongCode(right, i)));
    expect(tally(answers)).toEqual({ [AppErrorCode.CodeWrong]: 4, [AppErrorCode.CodeLocked]: N - 4 });
    expect(await attemptsOfLatestCode(phone)).toBe(5);
    expect((await loginByCode(phone, right)).body.code).toBe(AppErrorCode.CodeLocked);
  });

  it('50 codes at once, the right one among them: no password reset', async () => {
    const phone = await newPhoneAccount();
    const right = await freshCode(phone);
    const answers = await burst(N, (i) => resetByCode(phone, i === RIGHT_AT ? right : wrongCode(right, i)));
    expect(tally(answers)).toEqual({ [AppErrorCode.CodeWrong]: 4, [AppErrorCode.CodeLocked]: N - 4 });
    expect(await attemptsOfLatestCode(phone)).toBe(5);
    expect((await login(ctx.app, phone, PASSWORD)).body.code).toBe(0);
    expect((await login(ctx.app, phone, 'Taken2026over')).body.code).toBe(AppErrorCode.BadCredentials);
  });

  it('one right code sent 30 times at once signs in once', async () => {
    const phone = await newPhoneAccount();
    const right = await freshCode(phone);
    const answers = await burst(30, () => loginByCode(phone, right));
    // The five tries are claimed at once and one of them uses the code. A request left without a try is
    // told the code is used up, or locked when it looks before the winner has marked it used: a refusal
    // either way.
    const { 0: signedIn, ...refused } = tally(answers);
    expect(signedIn).toBe(1);
    for (const code of Object.keys(refused).map(Number))
      expect([AppErrorCode.CodeExpired, AppErrorCode.CodeLocked]).toContain(code);
    expect(Object.values(refused).reduce((sum, n) => sum + n, 0)).toBe(29);
  });

  it('one right code registers one account out of 30 simultaneous registrations', async () => {
    const phone = newPhone();
    const code = await freshCode(phone);
    const answers = await burst(30, () => registerPhone(phone, code));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(await ctx.database.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(1);
  });
});

describe('sign-in lockout under simultaneous tries', () => {
  it('50 passwords at once, the right one among them: ten compared, no sign-in, then locked', async () => {
    const phone = await newPhoneAccount();
    const answers = await burst(N, (i) => login(ctx.app, phone, i === RIGHT_AT ? PASSWORD : `Guess${i}word`));
    expect(tally(answers)).toEqual({ [AppErrorCode.BadCredentials]: 10, [AppErrorCode.LoginLocked]: N - 10 });
    expect((await login(ctx.app, phone, PASSWORD)).body.code).toBe(AppErrorCode.LoginLocked);
  });
});

describe('security-answer reset under simultaneous tries', () => {
  const reset = async (email: string, question: number, answer: string) =>
    callApi(ctx.app, {
      method: 'POST',
      url: `${U}/ForgotPassword`,
      customerid: 2,
      body: {
        account: b64(email),
        password: b64('Taken2026over'),
        confirmPassword: b64('Taken2026over'),
        question,
        answer,
        ...(await solvedCaptcha(ctx.app, 2)),
      },
    });

  it('50 answers at once, the right one among them: ten compared, no reset', async () => {
    const email = 'race.answer@example.com';
    const question = await firstQuestion();
    const registered = await callApi(ctx.app, {
      method: 'POST',
      url: `${U}/QuestionRegisteredUser`,
      customerid: 2,
      body: {
        account: b64(email),
        password: b64(PASSWORD),
        confirmpassword: b64(PASSWORD),
        question,
        answer: 'Lighthouse',
        ...(await solvedCaptcha(ctx.app, 2)),
      },
    });
    expect(registered.body.code).toBe(0);
    // Captchas are solved first, as a script with a reader would; then all answers go at once.
    const captchas = await burst(N, () => solvedCaptcha(ctx.app, 2));
    const answers = await burst(N, (i) =>
      callApi(ctx.app, {
        method: 'POST',
        url: `${U}/ForgotPassword`,
        customerid: 2,
        body: {
          account: b64(email),
          password: b64('Taken2026over'),
          confirmPassword: b64('Taken2026over'),
          question,
          answer: i === RIGHT_AT ? 'Lighthouse' : `guess ${i}`,
          ...captchas[i],
        },
      }),
    );
    expect(tally(answers)).toEqual({
      [AppErrorCode.AccountNotFound]: 10,
      [AppErrorCode.LoginLocked]: N - 10,
    });
    expect((await reset(email, question, 'Lighthouse')).body.code).toBe(AppErrorCode.LoginLocked);
    expect((await login(ctx.app, email, PASSWORD, 2)).body.code).toBe(0);
  });
});

describe('captchas and code sending under simultaneous requests', () => {
  it('one solved captcha registers one account out of 30 simultaneous registrations', async () => {
    const captcha = await solvedCaptcha(ctx.app, 2);
    const question = await firstQuestion();
    const answers = await burst(30, (i) =>
      callApi(ctx.app, {
        method: 'POST',
        url: `${U}/QuestionRegisteredUser`,
        customerid: 2,
        body: {
          account: b64(`race.captcha.${i}@example.com`),
          password: b64(PASSWORD),
          confirmpassword: b64(PASSWORD),
          question,
          answer: 'Harbour',
          ...captcha,
        },
      }),
    );
    expect(tally(answers)).toEqual({ 0: 1, [AppErrorCode.CaptchaWrong]: 29 });
  });

  it('30 simultaneous sends to one phone send one code', async () => {
    const phone = newPhone();
    const answers = await burst(30, () => sendCode(ctx.app, phone));
    expect(tally(answers)).toEqual({ 0: 1, [AppErrorCode.CodeTooSoon]: 29 });
  });

  it('30 simultaneous sends to a phone with nine codes today send the tenth only', async () => {
    const phone = newPhone();
    const at = new Date(ctx.clock.now().getTime() - 60 * 60_000);
    await ctx.database.db.insert(verificationCodes).values(
      Array.from({ length: 9 }, () => ({
        customerId: 1,
        channel: 'sms',
        account: phone,
        codeHash: 'x$y',
        createdAt: at,
        expiresAt: at,
      })),
    );
    const captchas = await burst(30, () => solvedCaptcha(ctx.app));
    const answers = await burst(30, (i) => sendCode(ctx.app, phone, 1, { captcha: captchas[i] }));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    ctx.clock.advance(61_000);
    expect((await sendCode(ctx.app, phone, 1, { captcha: await solvedCaptcha(ctx.app) })).body.code).toBe(
      AppErrorCode.CodeDailyLimit,
    );
  });

  it('a burst from one address sends three codes per factor, then asks for the picture check', async () => {
    const ip = '203.0.113.200';
    const answers = await burst(5 * FACTOR, () => sendCode(ctx.app, newPhone(), 1, { ip }));
    expect(tally(answers)).toEqual({ 0: 3 * FACTOR, [AppErrorCode.CaptchaRequired]: 2 * FACTOR });
  });
});
