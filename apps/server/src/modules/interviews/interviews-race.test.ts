import { describe, expect, it } from 'vitest';
import { AppErrorCode } from '@tmp/contracts';
import { useTestApp } from '../../test/test-app.ts';
import {
  HOUR,
  hoursAhead,
  hrOf,
  interviewApi,
  interviewInput,
  newApplicant,
} from './interviews.test-helpers.ts';

// Races only show on the PostgreSQL server: run with DATABASE_URL set (CI's second run does).
const ctx = useTestApp();
const api = interviewApi(ctx);

describe('simultaneous bookings', () => {
  it('give one slot to exactly one of six candidates', async () => {
    const hr = await hrOf(ctx);
    const people = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => newApplicant(ctx, `r${n}`)));
    const at = hoursAhead(ctx, 100);
    const times = [at, new Date(at.getTime() + 2 * HOUR)].map((d) => d.toISOString());
    const { ids } = (
      await api.create(
        hr.token,
        interviewInput(
          people.map((p) => p.applicationId),
          hr.userId,
          { slots: times },
        ),
      )
    ).body.data;
    const slotId = (await api.get(people[0]!.token, ids[0]!)).body.data.openSlots[0]!.id;
    const results = await Promise.all(people.map((p, i) => api.book(p.token, ids[i]!, slotId)));
    const codes = results.map((r) => r.body.code).sort();
    expect(codes).toEqual([0, ...Array(5).fill(AppErrorCode.InterviewSlotTaken)]);
  });

  it('never book one interviewer twice at once across interviews', async () => {
    const hr = await hrOf(ctx);
    const [a, b] = await Promise.all([newApplicant(ctx, 'x'), newApplicant(ctx, 'y')]);
    const at = hoursAhead(ctx, 130).toISOString();
    const input = (applicationId: number, title: string) => ({
      ...interviewInput([applicationId], hr.userId, { slots: [at] }),
      title,
      interviewers: [{ hrUserId: hr.userId }],
    });
    const [first, second] = await Promise.all([
      api.create(hr.token, input(a.applicationId, 'Panel A')),
      api.create(hr.token, input(b.applicationId, 'Panel B')),
    ]);
    const ia = first.body.data.ids[0]!;
    const ib = second.body.data.ids[0]!;
    const slotA = (await api.get(a.token, ia)).body.data.openSlots[0]!.id;
    const slotB = (await api.get(b.token, ib)).body.data.openSlots[0]!.id;
    const results = await Promise.all([api.book(a.token, ia, slotA), api.book(b.token, ib, slotB)]);
    expect(results.map((r) => r.body.code).sort()).toEqual([0, AppErrorCode.InterviewerBusy]);
  });
});
