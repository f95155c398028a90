import { describe, expect, it } from 'vitest';
import { AppErrorCode } from '@tmp/contracts';
import { useTestApp } from '../../test/test-app.ts';
import {
  alertApi,
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
    // Confirmed once, the address needs no new confirmation for this candidate's later alerts.
    await api.create({ keyword: freshWord('first'), frequency: 'daily', email }, { token: me.token });
    expect((await api.confirm(await linkToken(ctx, email, 'confirm'))).body.code).toBe(0);
    for (let i = 0; i < 8; i += 1) {
      const created = await api.create(
        { keyword: freshWord('nine'), frequency: 'daily', email },
        { token: me.token },
      );
      expect(created.body.data.status).toBe('active');
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

  it('send one mailbox at most five confirmations a day, however many ask at once, through both customers', async () => {
    const [local, domain] = freshEmail('burst').split('@') as [string, string];
    const addresses = Array.from({ length: 11 }, (_, i) => `${local}+${i}@${domain}`);
    const results = await Promise.all(
      addresses.map((email, i) =>
        api.create({ keyword: freshWord('burst'), frequency: 'daily', email }, { customerid: (i % 2) + 1 }),
      ),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(5);
    expect(codes.filter((c) => c === AppErrorCode.AlertAddressBusy)).toHaveLength(6);
    const sent = await Promise.all(addresses.map((a, i) => messagesTo(ctx, a, (i % 2) + 1)));
    expect(sent.flat()).toHaveLength(5);
  });
});
