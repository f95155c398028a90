import { describe, expect, it } from 'vitest';
import { AppErrorCode } from '@tmp/contracts';
import { useTestApp } from '../../test/test-app.ts';
import {
  alertApi,
  DAY,
  freshEmail,
  freshWord,
  linkToken,
  messagesTo,
  newCandidate,
} from './alerts.test-helpers.ts';

// Races only show on the PostgreSQL server: run with DATABASE_URL set (CI's second run does).
const ctx = useTestApp();
const api = alertApi(ctx);

describe('simultaneous alert requests', () => {
  it('never give one person more than ten alerts', async () => {
    const me = await newCandidate(ctx);
    const email = me.email;
    for (let i = 0; i < 9; i += 1) {
      if (i === 5) ctx.clock.advance(DAY);
      const created = await api.create(
        { keyword: freshWord('nine'), frequency: 'daily', email },
        { token: me.token },
      );
      expect(created.body.code).toBe(0);
      expect((await api.confirm(await linkToken(ctx, email, 'confirm'))).body.code).toBe(0);
    }
    const results = await Promise.all(
      Array.from({ length: 11 }, () =>
        api.create({ keyword: freshWord('race'), frequency: 'daily', email }, { token: me.token }),
      ),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === AppErrorCode.AlertLimit)).toHaveLength(10);
    expect(results.find((r) => r.body.code === AppErrorCode.AlertLimit)!.body.message).toBe(
      'At most 10 job alerts a person. Please delete one first.',
    );
    expect((await api.mine(me.token)).body.data.recordcount).toBe(10);
  });

  it('send one address at most five confirmations a day, however many ask at once', async () => {
    const email = freshEmail('burst');
    const results = await Promise.all(
      Array.from({ length: 11 }, () =>
        api.create({ keyword: freshWord('burst'), frequency: 'daily', email }),
      ),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(5);
    expect(codes.filter((c) => c === AppErrorCode.AlertAddressBusy)).toHaveLength(6);
    expect(await messagesTo(ctx, email)).toHaveLength(5);
  });
});
