import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppErrorCode, SECOND_FACTOR_FAILURE_LIMIT, type TSecondFactorChallenge } from '@tmp/contracts';
import { findOutboxMessages } from '../../adapters/outbox.repository.ts';
import { secondFactorTickets, userSecondFactors } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/crypto.ts';
import { DEMO_HR_TOTP_SECRET } from '../../db/seed/second-factor.seed.ts';
import {
  bearer,
  DEMO_PASSWORD,
  HR_EMAIL,
  login,
  loginSecondFactor,
  tokenFor,
  totpCode,
} from '../../test/accounts-helpers.ts';
import { callApi, useTestApp } from '../../test/test-app.ts';

// Simultaneous attempts only race on the PostgreSQL server (CI's second run); PGlite takes them in turn.
const ctx = useTestApp();

const tickets = async (n: number) => {
  const out: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const res = await login(ctx.app, HR_EMAIL, DEMO_PASSWORD, 1);
    expect(res.body.code).toBe(AppErrorCode.SecondFactorRequired);
    out.push((res.body.data as unknown as TSecondFactorChallenge).ticket!);
  }
  return out;
};

const codesOf = (answers: Array<{ body: { code: number } }>) => answers.map((a) => a.body.code);
const countOf = (codes: number[], code: number) => codes.filter((c) => c === code).length;
const nextWindow = () => ctx.clock.advance(16 * 60_000);

describe('HR second factor under simultaneous requests', () => {
  it('compares exactly the allowed number of 30 simultaneous codes on one ticket; the right one among them never gets past it', async () => {
    const [ticket] = await tickets(1);
    const right = totpCode(ctx.app);
    const codes = Array.from({ length: 30 }, (_, i) => (i === 29 ? right : String(100000 + i)));
    const answers = codesOf(
      await Promise.all(codes.map((code) => loginSecondFactor(ctx.app, ticket!, code))),
    );
    // Five tries per ticket: at most five codes compared, the others refused before any comparison; once
    // the right code is taken the ticket is spent.
    // Five tries per ticket: at most five codes compared (claimed first), the others refused before any
    // comparison; a right code among the compared ones spends the ticket.
    const successes = countOf(answers, 0);
    expect(successes).toBeLessThanOrEqual(1);
    expect(countOf(answers, AppErrorCode.SecondFactorWrong) + successes).toBeLessThanOrEqual(5);
    expect(
      answers.every((c) =>
        [0, AppErrorCode.SecondFactorWrong, AppErrorCode.SecondFactorTicketExpired].includes(c),
      ),
    ).toBe(true);
    const [row] = await ctx.database.db
      .select()
      .from(secondFactorTickets)
      .where(eq(secondFactorTickets.ticketHash, sha256(ticket!)));
    expect(row!.attempts).toBeLessThanOrEqual(5);
    if (successes === 0) {
      expect(row!.attempts).toBe(5);
      const [factor] = await ctx.database.db
        .select()
        .from(userSecondFactors)
        .where(eq(userSecondFactors.customerId, 1));
      expect(factor!.failedAttempts).toBe(5);
    }
  });

  it('counts 30 simultaneous wrong codes over six tickets as 30: the account locks after ten', async () => {
    nextWindow();
    const six = await tickets(6);
    const answers = codesOf(
      await Promise.all(
        Array.from({ length: 30 }, (_, i) => loginSecondFactor(ctx.app, six[i % 6]!, String(200000 + i))),
      ),
    );
    expect(countOf(answers, AppErrorCode.SecondFactorWrong)).toBe(SECOND_FACTOR_FAILURE_LIMIT - 1);
    expect(countOf(answers, AppErrorCode.SecondFactorLocked)).toBe(30 - (SECOND_FACTOR_FAILURE_LIMIT - 1));
    const [fresh] = await tickets(1);
    expect((await loginSecondFactor(ctx.app, fresh!, totpCode(ctx.app))).body.code).toBe(
      AppErrorCode.SecondFactorLocked,
    );
  });

  it('takes one TOTP code once when ten tickets send it at the same moment', async () => {
    nextWindow();
    const ten = await tickets(10);
    const code = totpCode(ctx.app);
    const answers = codesOf(await Promise.all(ten.map((ticket) => loginSecondFactor(ctx.app, ticket, code))));
    expect(countOf(answers, 0)).toBe(1);
    expect(countOf(answers, AppErrorCode.SecondFactorReused)).toBe(9);
  });

  it('uses a recovery code once when ten tickets send it at the same moment', async () => {
    nextWindow();
    const token = await tokenFor(ctx.app, HR_EMAIL, 1);
    const renewed = await callApi<{ recoveryCodes: string[] }>(ctx.app, {
      method: 'POST',
      url: '/api/hr/SecondFactor/RenewRecoveryCodes',
      headers: bearer(token),
      body: { code: totpCode(ctx.app, DEMO_HR_TOTP_SECRET, 1) },
    });
    const recovery = renewed.body.data.recoveryCodes[0]!;
    const ten = await tickets(10);
    const answers = codesOf(
      await Promise.all(ten.map((ticket) => loginSecondFactor(ctx.app, ticket, recovery))),
    );
    expect(countOf(answers, 0)).toBe(1);
    expect(countOf(answers, AppErrorCode.SecondFactorWrong)).toBe(9);
  });

  it('spends a ticket once when two right codes race on it', async () => {
    nextWindow();
    const [ticket] = await tickets(1);
    const answers = codesOf(
      await Promise.all([
        loginSecondFactor(ctx.app, ticket!, totpCode(ctx.app, DEMO_HR_TOTP_SECRET, -1)),
        loginSecondFactor(ctx.app, ticket!, totpCode(ctx.app, DEMO_HR_TOTP_SECRET, 0)),
        loginSecondFactor(ctx.app, ticket!, totpCode(ctx.app, DEMO_HR_TOTP_SECRET, 1)),
      ]),
    );
    expect(countOf(answers, 0)).toBe(1);
  });
});

describe('HR second factor set-up links under simultaneous requests', () => {
  const confirm = (token: string, code: string) =>
    callApi<{ token: string }>(ctx.app, {
      method: 'POST',
      url: '/api/user/Account/ConfirmSecondFactorLink',
      body: { token, code },
    });

  it('leaves one live link after simultaneous sign-ins, and spends it once for simultaneous right codes', async () => {
    nextWindow();
    await ctx.database.db.delete(userSecondFactors).where(eq(userSecondFactors.customerId, 1));
    const signIns = await Promise.all(
      Array.from({ length: 5 }, () => login(ctx.app, HR_EMAIL, DEMO_PASSWORD, 1)),
    );
    expect(codesOf(signIns)).toEqual(Array(5).fill(AppErrorCode.SecondFactorRequired));
    const live = await ctx.database.db
      .select()
      .from(secondFactorTickets)
      .where(and(eq(secondFactorTickets.step, 'enroll'), isNull(secondFactorTickets.usedAt)));
    expect(live).toHaveLength(1);

    const [mail] = await findOutboxMessages(ctx.database.db, 1, HR_EMAIL, 1);
    const token = /token=([\w-]+)/.exec(mail!.text)![1]!;
    expect(sha256(token)).toBe(live[0]!.ticketHash);
    const opened = await callApi<{ secret: string }>(ctx.app, {
      method: 'POST',
      url: '/api/user/Account/OpenSecondFactorLink',
      body: { token },
    });
    const { secret } = opened.body.data;
    const answers = codesOf(
      await Promise.all([-1, 0, 1, 0].map((offset) => confirm(token, totpCode(ctx.app, secret, offset)))),
    );
    expect(countOf(answers, 0)).toBe(1);
    expect(countOf(answers, AppErrorCode.SecondFactorTicketExpired)).toBe(3);
  });
});
