import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppErrorCode } from '@tmp/contracts';
import { applications } from '../../db/schema/index.ts';
import { bearer } from '../../test/accounts-helpers.ts';
import { callApi, useTestApp } from '../../test/test-app.ts';
import {
  applicationStatus,
  HOUR,
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
    // By email (an email customer), once, with a link to the interview on the customer's origin.
    const [invite, ...more] = await messagesTo(ctx, who.phone, 2);
    expect(more).toEqual([]);
    expect(invite).toMatch(
      new RegExp(`https?://[\\w.-]+(:\\d+)?/interview\\?id=${created.body.data.ids[0]}(\\s|$)`),
    );
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

describe('HR calendar and interviewers', () => {
  it('lists an interview waiting for its candidate in the weeks where a free offered time lies', async () => {
    const hr = await hrOf(ctx);
    const who = await newApplicant(ctx, 'w');
    const first = hoursAhead(ctx, 24 * 9);
    const second = new Date(first.getTime() + 24 * HOUR);
    const created = await api.create(
      hr.token,
      interviewInput([who.applicationId], hr.userId, {
        slots: [first.toISOString(), second.toISOString()],
      }),
    );
    const [id] = created.body.data.ids;
    const window = (from: Date, hours: number) => ({
      from: from.toISOString(),
      to: new Date(from.getTime() + hours * HOUR).toISOString(),
    });
    const ids = async (range: { from: string; to: string }) =>
      (await api.hrQuery(hr.token, range)).body.data.list.map((i) => i.id);
    expect(await ids(window(first, 1))).toContain(id);
    expect(await ids(window(second, 1))).toContain(id);
    expect(await ids(window(new Date(second.getTime() + HOUR), 24))).not.toContain(id);

    // Once booked, it is listed at its time only.
    const slots = (await api.get(who.token, id!)).body.data.openSlots;
    expect((await api.book(who.token, id!, slots[1]!.id)).body.code).toBe(0);
    expect(await ids(window(first, 1))).not.toContain(id);
    expect(await ids(window(second, 1))).toContain(id);
  });

  it('emails the interviewers named by email the invitation, the booking, the change and the cancellation', async () => {
    const hr = await hrOf(ctx);
    const who = await newApplicant(ctx, 'm');
    const email = `panel.${Date.now()}@example.com`;
    const first = hoursAhead(ctx, 48);
    const times = [0, 2].map((n) => new Date(first.getTime() + n * HOUR).toISOString());
    const created = await api.create(hr.token, {
      ...interviewInput([who.applicationId], hr.userId, { slots: times }),
      interviewers: [{ name: 'Wang Fang', email }],
    });
    const [id] = created.body.data.ids;
    await ctx.app.deps.jobs.runDue();
    const [invite] = await messagesTo(ctx, email);
    expect(invite).toContain('You interview');
    expect(invite).toContain('The candidate chooses one of the offered times.');
    expect(invite).toContain('请您面试');

    const slots = (await api.get(who.token, id!)).body.data.openSlots;
    await api.book(who.token, id!, slots[0]!.id);
    await ctx.app.deps.jobs.runDue();
    expect((await messagesTo(ctx, email)).at(-1)).toMatch(
      /booked the interview "Technical interview".*\(Asia\/Shanghai\)/,
    );
    await api.move(who.token, id!, slots[1]!.id);
    await ctx.app.deps.jobs.runDue();
    expect((await messagesTo(ctx, email)).at(-1)).toContain('has moved to');
    await api.hrCancel(hr.token, id!);
    await ctx.app.deps.jobs.runDue();
    const all = await messagesTo(ctx, email);
    expect(all.at(-1)).toContain('has been cancelled');
    expect(all).toHaveLength(4);

    const choices = await callApi<Array<{ hrUserId: number | null; name: string; email: string }>>(ctx.app, {
      url: '/api/hr/Interview/GetInterviewers',
      headers: bearer(hr.token),
    });
    expect(choices.body.data.find((c) => c.hrUserId === hr.userId)).toBeTruthy();
    expect(choices.body.data).toContainEqual({ hrUserId: null, name: 'Wang Fang', email });
  });
});

describe('interview results follow the application flow', () => {
  it('refuses a result on an application no longer at interview (a hire recorded elsewhere) and writes nothing', async () => {
    const hr = await hrOf(ctx);
    const who = await newApplicant(ctx, 'r');
    const input = interviewInput([who.applicationId], hr.userId, {
      startsAt: hoursAhead(ctx, 2).toISOString(),
    });
    const [id] = (await api.create(hr.token, input)).body.data.ids;
    ctx.clock.advance(3 * HOUR);
    await ctx.database.db
      .update(applications)
      .set({ status: 5 })
      .where(eq(applications.id, who.applicationId));
    const refused = await api.hrResult(hr.token, { id, result: 'fail', feedback: 'No.' });
    expect(refused.body).toMatchObject({
      code: AppErrorCode.ApplicationMoveRefused,
      message: 'This application is closed (“Hired”); its status no longer changes.',
    });
    expect(await applicationStatus(ctx, who.applicationId)).toBe(5);
    const list = (await api.hrQuery(hr.token)).body.data.list;
    expect(list.find((i) => i.id === id)!.status).toBe(2);
  });
});
