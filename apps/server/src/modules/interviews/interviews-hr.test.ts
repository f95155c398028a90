import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import {
  hoursAhead,
  hrOf,
  interviewApi,
  interviewInput,
  messagesTo,
  newApplicant,
} from './interviews.test-helpers.ts';

const ctx = useTestApp();
const api = interviewApi(ctx);

describe('HR interviews of an email customer', () => {
  it('schedules a fixed time, emails the invitation in the interview’s zone, and lists it by date and status', async () => {
    const hr = await hrOf(ctx, 2);
    const who = await newApplicant(ctx, 'e', 2);
    const at = hoursAhead(ctx, 50);
    const input = {
      ...interviewInput([who.applicationId], hr.userId, {
        startsAt: at.toISOString(),
        timeZone: 'Europe/Berlin',
      }),
      onlineUrl: undefined,
      location: 'Room 4, Main Street 1',
    };
    const created = await api.create(hr.token, input, 'en-us', 2);
    expect(created.body).toMatchObject({ code: 0, message: 'Interview created' });
    await ctx.app.deps.jobs.runDue();
    const [invite] = await messagesTo(ctx, who.phone, 2);
    expect(invite).toContain('(Europe/Berlin)');
    expect(invite).toContain('Room 4, Main Street 1');
    const inRange = await api.hrQuery(
      hr.token,
      {
        status: 2,
        from: new Date(at.getTime() - 3_600_000).toISOString(),
        to: new Date(at.getTime() + 3_600_000).toISOString(),
      },
      2,
    );
    expect(inRange.body.data.list.map((i) => [i.id, i.status])).toEqual([[created.body.data.ids[0], 2]]);
    const later = await api.hrQuery(hr.token, { from: new Date(at.getTime() + 3_600_000).toISOString() }, 2);
    expect(later.body.data.recordcount).toBe(0);
    const badRange = await api.hrQuery(hr.token, { from: at.toISOString(), to: at.toISOString() }, 2);
    expect([badRange.status, badRange.body.message]).toEqual([
      400,
      'The end date must be after the start date',
    ]);
  });
});
