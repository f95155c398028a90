import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppErrorCode } from '@tmp/contracts';
import { useTestApp } from '../../test/test-app.ts';
import {
  applicationStatus,
  HOUR,
  hoursAhead,
  hrOf,
  interviewApi,
  interviewInput,
  messagesTo,
  newApplicant,
  type TApplicant,
} from './interviews.test-helpers.ts';

// Runs on PGlite, and on the PostgreSQL server when DATABASE_URL is set.
const ctx = useTestApp();
const api = interviewApi(ctx);

describe('interview offered at three times to two candidates', () => {
  let hr: Awaited<ReturnType<typeof hrOf>>;
  let a: TApplicant;
  let b: TApplicant;
  let ids: number[];
  let slots: Array<{ id: number; startsAt: string }>;

  beforeAll(async () => {
    hr = await hrOf(ctx);
    [a, b] = [await newApplicant(ctx, 'a'), await newApplicant(ctx, 'b')];
    const first = hoursAhead(ctx, 72);
    const times = [0, 1, 2].map((n) => new Date(first.getTime() + n * HOUR).toISOString());
    const res = await api.create(
      hr.token,
      interviewInput([a.applicationId, b.applicationId], hr.userId, { slots: times }),
    );
    expect(res.body).toMatchObject({ code: 0, message: 'Interview created' });
    ids = res.body.data.ids;
    slots = (await api.get(a.token, ids[0]!)).body.data.openSlots;
  });

  it('invites both through the outbox and moves the applications to interview', async () => {
    expect(await messagesTo(ctx, a.phone)).toEqual([]);
    await ctx.app.deps.jobs.runDue();
    const [invite, ...more] = await messagesTo(ctx, a.phone);
    expect(more).toEqual([]);
    // A link that opens from the SMS: the customer's origin, scheme included (decisions §8).
    expect(invite).toMatch(new RegExp(`https?://[\\w.-]+(:\\d+)?/interview\\?id=${ids[0]}(\\s|$)`));
    expect((await messagesTo(ctx, b.phone)).join('\n')).toContain(`/interview?id=${ids[1]}`);
    expect(invite).toContain('Please choose a time');
    expect(invite).toContain('请选择面试时间');
    expect(await applicationStatus(ctx, a.applicationId)).toBe(3);
    expect(slots).toHaveLength(3);
    const detail = (await api.get(a.token, ids[0]!)).body.data;
    expect(detail).toMatchObject({ status: 1, statusName: 'Choose a time', timeZone: 'Asia/Shanghai' });
    expect(detail.interviewers.map((p) => p.name)).toContain('Li Lei');
  });

  it('lets both book, never the same time, and never the other one’s interview', async () => {
    expect((await api.book(a.token, ids[0]!, slots[0]!.id)).body).toMatchObject({
      code: 0,
      data: { status: 2 },
    });
    expect((await api.get(b.token, ids[1]!)).body.data.openSlots.map((s) => s.id)).toEqual([
      slots[1]!.id,
      slots[2]!.id,
    ]);
    const taken = await api.book(b.token, ids[1]!, slots[0]!.id, 'zh-cn');
    expect(taken.body).toEqual({
      code: AppErrorCode.InterviewSlotTaken,
      message: '该时段已被预约，请选择其他时段',
      data: null,
    });
    expect((await api.book(b.token, ids[1]!, slots[1]!.id)).body.code).toBe(0);
    expect((await api.get(b.token, ids[0]!)).body.code).toBe(AppErrorCode.InterviewNotFound);
    expect((await api.move(b.token, ids[0]!, slots[2]!.id)).body.code).toBe(AppErrorCode.InterviewNotFound);
    expect((await api.book(a.token, ids[0]!, slots[2]!.id)).body.message).toBe(
      'You have already booked a time. Use reschedule to change it',
    );
  });

  it('lets one reschedule to a free time only, freeing the old one', async () => {
    expect((await api.move(a.token, ids[0]!, slots[1]!.id)).body.code).toBe(AppErrorCode.InterviewSlotTaken);
    const moved = await api.move(a.token, ids[0]!, slots[2]!.id);
    expect(moved.body).toMatchObject({
      code: 0,
      message: 'Interview moved',
      data: { startsAt: slots[2]!.startsAt },
    });
    expect(moved.body.data.openSlots.map((s) => s.id)).toEqual([slots[0]!.id]);
    await ctx.app.deps.jobs.runDue();
    expect((await messagesTo(ctx, a.phone)).at(-1)).toContain('has moved to');
  });

  it('serves an .ics with its zone, a stable UID and a growing SEQUENCE', async () => {
    const res = await api.ics(a.token, ids[0]!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(vevent);
    expect(event.uid).toBe(`interview-${ids[0]}@localhost`);
    expect(event.sequence).toBe(2);
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Shanghai');
    expect(calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('Asia/Shanghai');
    expect(event.startDate.toJSDate().toISOString()).toBe(slots[2]!.startsAt);
    // A calendar in any other zone places it at the same instant: the wall time in the file read through
    // the file's own VTIMEZONE (not the reader's), e.g. 18:00 Asia/Shanghai is 10:00Z.
    const wall = vevent.getFirstPropertyValue('dtstart') as ICAL.Time;
    const shanghai = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit' });
    expect(String(wall.hour).padStart(2, '0')).toBe(shanghai.format(new Date(slots[2]!.startsAt)));
    const placed = wall.clone();
    placed.zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
    expect(new Date(placed.toUnixTime() * 1000).toISOString()).toBe(slots[2]!.startsAt);
    expect(res.body).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(res.body).toMatch(/\r\nDTSTART;TZID=Asia\/Shanghai:\d{8}T\d{6}\r\n/);
    expect((await api.ics(b.token, ids[0]!)).json().code).toBe(AppErrorCode.InterviewNotFound);
  });

  it('refuses HR of another customer and candidates on HR calls', async () => {
    const other = await hrOf(ctx, 2);
    expect((await api.hrQuery(other.token, {}, 2)).body.data.recordcount).toBe(0);
    expect((await api.hrCancel(other.token, ids[0]!, 2)).body.code).toBe(AppErrorCode.InterviewNotFound);
    expect((await api.hrQuery(a.token)).status).toBe(403);
  });

  it('refuses a fixed time at which an interviewer is already booked', async () => {
    const c = await newApplicant(ctx, 'c');
    const res = await api.create(
      hr.token,
      interviewInput([c.applicationId], hr.userId, { startsAt: slots[2]!.startsAt }),
    );
    expect(res.body.code).toBe(AppErrorCode.InterviewerBusy);
    expect(res.body.message).toMatch(/^Interviewer .+ already has an interview at/);
  });

  it('sends reminders 24 h and 1 h before, none for a cancelled interview', async () => {
    expect((await api.hrCancel(hr.token, ids[1]!)).body).toMatchObject({ code: 0, data: { status: 3 } });
    const start = new Date(slots[2]!.startsAt).getTime();
    const reminders = async (phone: string) =>
      (await messagesTo(ctx, phone)).filter((text) => text.includes('Reminder'));
    const moveTo = (at: number) => ctx.clock.advance(at - ctx.clock.now().getTime());
    moveTo(start - 24 * HOUR - 60_000);
    await ctx.app.deps.jobs.runDue();
    expect(await reminders(a.phone)).toHaveLength(0);
    moveTo(start - 24 * HOUR + 60_000);
    await ctx.app.deps.jobs.runDue();
    expect(await reminders(a.phone)).toHaveLength(1);
    await ctx.app.deps.jobs.runDue();
    expect(await reminders(a.phone)).toHaveLength(1);
    moveTo(start - 11 * HOUR);
    expect((await api.move(a.token, ids[0]!, slots[0]!.id)).body.code).toBe(AppErrorCode.InterviewTooLate);
    moveTo(start - HOUR + 60_000);
    await ctx.app.deps.jobs.runDue();
    expect(await reminders(a.phone)).toHaveLength(2);
    expect(await reminders(b.phone)).toHaveLength(0);
    expect((await messagesTo(ctx, b.phone)).at(-1)).toContain('has been cancelled');
  });

  it('records the result once the interview has begun', async () => {
    hr = await hrOf(ctx); // the clock moved past HR's 12-hour idle limit
    const early = await api.hrResult(hr.token, { id: ids[0], result: 'pass', feedback: 'Strong' });
    expect(early.body.code).toBe(AppErrorCode.InterviewBadState);
    ctx.clock.advance(2 * HOUR);
    const done = await api.hrResult(hr.token, { id: ids[0], result: 'fail', feedback: 'Not a fit' });
    expect(done.body).toMatchObject({ code: 0, data: { status: 4, result: 'fail' } });
    expect(await applicationStatus(ctx, a.applicationId)).toBe(6);
  });
});

describe('validation', () => {
  it('serves no development route without the development outbox', () => {
    expect(ctx.app.hasRoute({ method: 'POST', url: '/api/dev/interviews/elapse' })).toBe(false);
  });

  it('refuses bad input in the request language and creates nothing', async () => {
    const hr = await hrOf(ctx);
    const c = await newApplicant(ctx, 'v');
    const at = hoursAhead(ctx, 48).toISOString();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ timeZone: 'Mars/Base', startsAt: at }, '请选择有效的时区'],
      [{ startsAt: at, slots: [at] }, '请填写固定时间或可选时段（二选一）'],
      [{ startsAt: 'tomorrow' }, '请输入有效的日期和时间'],
      [{ startsAt: at, onlineUrl: undefined }, '请填写面试地点或线上会议链接'],
      [{ startsAt: at, interviewers: [{ name: 'No email' }] }, '每位面试官须为HR用户，或填写姓名和邮箱'],
    ];
    for (const [extra, message] of cases) {
      const res = await api.create(hr.token, interviewInput([c.applicationId], hr.userId, extra), 'zh-cn');
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const past = await api.create(
      hr.token,
      interviewInput([c.applicationId], hr.userId, { startsAt: hoursAhead(ctx, -2).toISOString() }),
    );
    expect(past.body.message).toBe('The interview time must be in the future');
    const slotsOverlap = await api.create(
      hr.token,
      interviewInput([c.applicationId], hr.userId, {
        slots: [at, new Date(Date.parse(at) + 30 * 60_000).toISOString()],
      }),
    );
    expect(slotsOverlap.body.message).toBe('Offered times must not overlap');
    const foreign = await api.create(hr.token, interviewInput([c.applicationId], 999_999, { startsAt: at }));
    expect(foreign.body.message).toBe('An interviewer is not an HR user of this company');
    expect((await api.mine(c.token)).body.data.recordcount).toBe(0);
  });
});
