import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { AppErrorCode } from '@tmp/contracts';
import { captchas, users } from '../db/schema/index.ts';
import { b64, DEMO_EMAIL, DEMO_PHONE, latestCode, login, sendCode } from '../test/accounts-helpers.ts';
import { callApi, useTestApp } from '../test/test-app.ts';

// Sign-in limits, SMS code rules and token expiry are covered in modules/accounts/accounts.test.ts; this
// file adds what that one does not: stored hash parameters, uniform answers and cross-account codes.
const ctx = useTestApp({ devOutbox: true });
const U = '/api/user/Account';

const captcha = async (customerid = 2) => {
  const img = await callApi<{ key: string }>(ctx.app, { url: `${U}/GetVerificationCodeImage`, customerid });
  const answer = await callApi<{ answer: string }>(ctx.app, {
    url: `/api/dev/captcha/${img.body.data.key}`,
    customerid,
  });
  return { key: img.body.data.key, code: answer.body.data.answer };
};

const parseHash = (stored: string) => {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  return {
    scheme,
    n: Number(n),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt!, 'base64'),
    hash: Buffer.from(hash!, 'base64'),
  };
};

describe('stored secrets', () => {
  it('keeps passwords and security answers as salted scrypt hashes with their parameters', async () => {
    const rows = await ctx.database.db.select().from(users);
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      const parsed = parseHash(row.passwordHash);
      expect(parsed).toMatchObject({ scheme: 'scrypt', r: 8, p: 1 });
      expect(parsed.n).toBeGreaterThanOrEqual(2 ** 15);
      expect(parsed.salt).toHaveLength(16);
      expect(parsed.hash).toHaveLength(32);
      expect(row.passwordHash).not.toContain('demo2026pass');
    }
    // Two accounts with one password: each hash has its own salt, so the hashes differ.
    const phones = ['13977770001', '13977770002'];
    for (const phone of phones) {
      await sendCode(ctx.app, phone);
      const code = await latestCode(ctx.database.db, 1, phone);
      const body = {
        account: b64(phone),
        code,
        password: b64('Same2026pass'),
        confirmpassword: b64('Same2026pass'),
        fullname: 'Wang',
      };
      expect(
        (await callApi(ctx.app, { method: 'POST', url: `${U}/NameRegisteredUser`, body })).body.code,
      ).toBe(0);
    }
    const twins = await ctx.database.db.select().from(users).where(inArray(users.phone, phones));
    expect(twins).toHaveLength(2);
    expect(parseHash(twins[0]!.passwordHash).salt).not.toEqual(parseHash(twins[1]!.passwordHash).salt);
    expect(twins[0]!.passwordHash).not.toBe(twins[1]!.passwordHash);
    const [candidate] = await ctx.database.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    expect(parseHash(candidate!.securityAnswerHash!)).toMatchObject({ scheme: 'scrypt', n: 2 ** 15 });
  });

  it('keeps captcha answers only as hashes', async () => {
    const { key, code } = await captcha();
    const [row] = await ctx.database.db.select().from(captchas).where(eq(captchas.key, key));
    expect(row!.answerHash).not.toContain(code);
    expect(row!.answerHash).not.toContain(code.toLowerCase());
  });

  it('issues 256-bit opaque tokens, a new one at every sign-in', async () => {
    const first = (await login(ctx.app, DEMO_PHONE, 'demo2026pass')).body.data.token;
    const second = (await login(ctx.app, DEMO_PHONE, 'demo2026pass')).body.data.token;
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
  });
});

describe('the same answer for known and unknown accounts', () => {
  it('locks an unknown account after ten failures exactly as a known one', async () => {
    const known = '13900000001';
    const unknown = '13911112222';
    for (let i = 0; i < 10; i += 1) {
      const [a, b] = [
        await login(ctx.app, known, `wrong-${i}x`),
        await login(ctx.app, unknown, `wrong-${i}x`),
      ];
      expect(a.body).toEqual(b.body);
    }
    const [a, b] = [
      await login(ctx.app, known, 'demo2026pass'),
      await login(ctx.app, unknown, 'demo2026pass'),
    ];
    expect(a.body.code).toBe(AppErrorCode.LoginLocked);
    expect(b).toMatchObject({ status: a.status, body: a.body });
  });

  it('answers a password reset for an unknown email as for a wrong security answer', async () => {
    const reset = async (email: string) =>
      callApi(ctx.app, {
        method: 'POST',
        url: `${U}/ForgotPassword`,
        customerid: 2,
        body: {
          account: b64(email),
          password: b64('Newpass2026'),
          confirmPassword: b64('Newpass2026'),
          question: 1,
          answer: 'wrong',
          ...(await captcha()),
        },
      });
    const [known, unknown] = [await reset(DEMO_EMAIL), await reset('nobody.here@example.com')];
    expect(known.body.code).not.toBe(0);
    expect(unknown).toMatchObject({ status: known.status, body: known.body });
    expect((await login(ctx.app, DEMO_EMAIL, 'demo2026pass', 2)).body.code).toBe(0);
  });

  it('sends a code to a registered and to an unregistered phone alike', async () => {
    const [registered, unregistered] = [
      await sendCode(ctx.app, '13900000001'),
      await sendCode(ctx.app, '13933334444'),
    ];
    expect(registered.body).toEqual(unregistered.body);
    expect(registered.body.code).toBe(0);
  });
});

describe('SMS codes belong to one phone', () => {
  it("refuses one phone's code for another, and a code once any route has used it", async () => {
    const [a, b] = ['13944445555', '13955556666'];
    await sendCode(ctx.app, a);
    const code = await latestCode(ctx.database.db, 1, a);
    const register = (phone: string) =>
      callApi(ctx.app, {
        method: 'POST',
        url: `${U}/NameRegisteredUser`,
        body: {
          account: b64(phone),
          code,
          password: b64('Secret2026x'),
          confirmpassword: b64('Secret2026x'),
          fullname: 'Li Lei',
        },
      });
    const stolen = await register(b);
    expect(stolen.body.code).not.toBe(0);
    expect(
      await ctx.database.db
        .select()
        .from(users)
        .where(inArray(users.phone, [b])),
    ).toHaveLength(0);
    expect((await register(a)).body.code).toBe(0);
    const again = await callApi(ctx.app, {
      method: 'POST',
      url: `${U}/LoginByCode`,
      body: { phone: b64(a), code: b64(code) },
    });
    expect(again.body.code).not.toBe(0);
  });
});
