import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppErrorCode } from '@tmp/contracts';
import { useTestApp } from '../../test/test-app.ts';
import {
  DAY,
  applicationStatus,
  conversationApi,
  freshToken,
  hrOf,
  messagesTo,
  newApplicant,
  workingDaysAfter,
} from './conversations.test-helpers.ts';

const ctx = useTestApp({ devOutbox: true });
const api = conversationApi(ctx);
const HOUR = 3_600_000;

describe('conversations per application', () => {
  it('carry plain text both ways with read receipts, unread first for HR, and one notice an hour', async () => {
    const hr = await hrOf(ctx);
    const [ann, bob] = await Promise.all([newApplicant(ctx, 'ann'), newApplicant(ctx, 'bob')]);
    const text = '<b>Hello</b> — is the role still open?';
    const sent = await api.write(ann.token, ann.applicationId, text);
    expect(sent.body).toMatchObject({
      code: 0,
      message: 'Message sent',
      data: { side: 'candidate', text, readAt: null },
    });

    const list = await api.hrList(hr.token);
    expect(list.body.data.unread).toBeGreaterThanOrEqual(1);
    expect(list.body.data.list[0]).toMatchObject({
      applicationId: ann.applicationId,
      unreadCount: 1,
      lastMessage: text,
    });
    const opened = await api.hrOpen(hr.token, ann.applicationId);
    expect(opened.body.data.messages[0].readAt).not.toBeNull();
    expect(
      (await api.hrList(hr.token)).body.data.list.find((c: any) => c.applicationId === ann.applicationId)
        .unreadCount,
    ).toBe(0);

    // The first HR message tells the candidate (SMS for customer 1) with a link; the next within the hour does not.
    expect(
      (await api.hrWrite(hr.token, { applicationId: ann.applicationId, text: 'Yes, it is.' })).body.code,
    ).toBe(0);
    expect(
      (await api.hrWrite(hr.token, { applicationId: ann.applicationId, text: 'Talk soon.' })).body.code,
    ).toBe(0);
    await ctx.app.deps.jobs.runDue();
    const notices = (await messagesTo(ctx, ann.phone)).filter((m) => m.includes('/apply'));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('new message');
    ctx.clock.advance(HOUR + 60_000);
    await api.hrWrite(hr.token, { applicationId: ann.applicationId, text: 'One more thing.' });
    await ctx.app.deps.jobs.runDue();
    expect((await messagesTo(ctx, ann.phone)).filter((m) => m.includes('/apply'))).toHaveLength(2);

    const mine = await api.open(ann.token, ann.applicationId);
    expect(mine.body.data.messages.map((m: any) => m.side)).toEqual(['candidate', 'hr', 'hr', 'hr']);
    expect((await api.hrOpen(hr.token, ann.applicationId)).body.data.messages[1].readAt).not.toBeNull();

    // Another candidate's, or another customer's HR: like an unknown application.
    expect((await api.open(bob.token, ann.applicationId)).body.code).toBe(AppErrorCode.ConversationNotFound);
    expect((await api.write(bob.token, ann.applicationId, 'hi')).body.code).toBe(
      AppErrorCode.ConversationNotFound,
    );
    const hr2 = await hrOf(ctx, 2);
    const foreign = await api.hrOpen(hr2.token, ann.applicationId, 2);
    expect(foreign.body).toMatchObject({
      code: AppErrorCode.ConversationNotFound,
      message: 'This application does not exist',
    });

    // Bad input: a translated refusal, nothing stored.
    const empty = await api.write(ann.token, ann.applicationId, '   ', 'zh-cn');
    expect(empty.body).toMatchObject({ code: AppErrorCode.Validation, message: '请输入消息内容' });
    const long = await api.write(ann.token, ann.applicationId, 'x'.repeat(2_001));
    expect(long.body.message).toBe('A message can be at most 2,000 characters');
    const both = await api.hrWrite(hr.token, { applicationId: ann.applicationId, text: 'a', templateId: 1 });
    expect(both.body.code).toBe(AppErrorCode.Validation);
    expect((await api.open(ann.token, ann.applicationId)).body.data.messages).toHaveLength(4);
  });

  it('send reply templates filled in for the applicant, in the language HR picks', async () => {
    const hr = await hrOf(ctx);
    const cid = await newApplicant(ctx, 'tpl');
    const saved = await api.post(hr.token, '/api/hr/Conversation/SaveTemplate', {
      name: 'Received',
      textEn: 'Dear {name}, thank you for applying to {job}. You will hear from us by {date}.',
      textZh: '{name}您好，感谢您申请{job}，我们将在{date}前答复您。',
    });
    expect(saved.body.code).toBe(0);
    const templates = await api.get(hr.token, '/api/hr/Conversation/QueryTemplates');
    expect(templates.body.data.map((t: any) => t.name)).toContain('Received');
    const answerBy = (await api.records(cid.token)).body.data.list[0]!.answerBy!;
    const message = await api.hrWrite(hr.token, {
      applicationId: cid.applicationId,
      templateId: saved.body.data.id,
      templateLang: 'zh-cn',
    });
    expect(message.body.data.text).toMatch(
      new RegExp(`^Applicant tpl\\d+您好，感谢您申请.+，我们将在${answerBy}前答复您。$`),
    );
    const unknown = await api.hrWrite(hr.token, { applicationId: cid.applicationId, templateId: 999_999 });
    expect(unknown.body).toMatchObject({
      code: AppErrorCode.ReplyTemplateNotFound,
      message: 'This reply template does not exist',
    });
    const other = await api.post(hr.token, '/api/hr/Conversation/SaveTemplate', {
      id: 999_999,
      name: 'x',
      textEn: 'x',
      textZh: 'x',
    });
    expect(other.body.code).toBe(AppErrorCode.ReplyTemplateNotFound);
  });
});

describe('answer-by dates', () => {
  it('are promised in working days, listed overdue first, extended once, and close the application courteously', async () => {
    const hr = await hrOf(ctx);
    const cid = await newApplicant(ctx, 'wait');
    const record = (await api.records(cid.token)).body.data.list.find((r) => r.id === cid.applicationId)!;
    expect(record.answerBy).toBe(workingDaysAfter(ctx.clock.now(), 5));

    const extend = (body: object, lang?: 'zh-cn') =>
      api.post(hr.token, '/api/hr/Applicant/ExtendAnswerBy', body, 1, lang);
    const notLater = await extend(
      { applicationId: cid.applicationId, answerBy: record.answerBy, reason: 'Panel' },
      'zh-cn',
    );
    expect(notLater.body).toMatchObject({
      code: AppErrorCode.AnswerByNotLater,
      message: `新日期须晚于${record.answerBy}，且在60天之内`,
    });
    const later = workingDaysAfter(ctx.clock.now(), 8);
    const reason = 'The hiring manager is travelling this week';
    const ok = await extend({ applicationId: cid.applicationId, answerBy: later, reason });
    expect(ok.body).toMatchObject({ code: 0, data: { answerBy: later, answerByReason: reason } });
    expect((await api.records(cid.token)).body.data.list[0]).toMatchObject({
      answerBy: later,
      answerByReason: reason,
    });
    const conversation = await api.open(cid.token, cid.applicationId);
    expect(conversation.body.data).toMatchObject({ answerBy: later, answerByReason: reason });
    // The candidate is told by SMS (customer 1 has phone accounts): the new date and HR's reason.
    await ctx.app.deps.jobs.runDue();
    const told = (await messagesTo(ctx, cid.phone)).filter((m) => m.includes(reason));
    expect(told).toHaveLength(1);
    expect(told[0]).toContain(`我们将在${later}前答复您`);
    expect(told[0]).toContain(`you will have our answer by ${later}`);
    expect(told[0]).toMatch(/\/apply/);
    const again = await extend({
      applicationId: cid.applicationId,
      answerBy: workingDaysAfter(ctx.clock.now(), 9),
      reason,
    });
    expect(again.body.code).toBe(AppErrorCode.AnswerByExtendedOnce);
    expect(
      (await extend({ applicationId: cid.applicationId, answerBy: '2026-02-30', reason })).body.code,
    ).toBe(AppErrorCode.Validation);

    // Three weeks on, nobody answered: HR sees it overdue and first, then it closes by itself.
    ctx.clock.advance(21 * DAY);
    const hrLater = await hrOf(ctx);
    const applicants = await api.post(hrLater.token, '/api/hr/Applicant/QueryPagingApplicants', {
      pageIndex: 1,
      pageSize: 5,
      sort: 'overdue',
    });
    expect(applicants.body.data.list[0]).toMatchObject({ overdue: true });
    const mine = await api.post(hrLater.token, '/api/hr/Applicant/QueryPagingApplicants', {
      keyword: 'Applicant wait',
    });
    expect(mine.body.data.list).toEqual([
      expect.objectContaining({ id: cid.applicationId, answerBy: later, overdue: true }),
    ]);
    await ctx.app.deps.jobs.runDue();
    expect(await applicationStatus(ctx, cid.applicationId)).toBe(6);
    const closed = (await api.records(await freshToken(ctx, cid.userId))).body.data.list[0]!;
    expect(closed.answerBy).toBeNull();
    expect(JSON.stringify(closed)).toContain('Thank you for your interest and your patience');
    const notice = (await messagesTo(ctx, cid.phone)).at(-1)!;
    expect(notice).toContain('感谢您的关注与耐心等待');
    expect(notice).toContain('Thank you for your interest and your patience');
    expect(notice).not.toContain('wish you every success. / ');

    // HR's action (a message) restarts the clock; the development control moves an application's time.
    const fresh = await newApplicant(ctx, 'busy');
    await api.hrWrite(hrLater.token, {
      applicationId: fresh.applicationId,
      text: 'We are reviewing your resume.',
    });
    const elapse = await api.post('', '/api/dev/applications/elapse', {
      applicationId: fresh.applicationId,
      days: 3,
    });
    expect(elapse.body.data).toMatchObject({ closed: false });
    const gone = await api.post('', '/api/dev/applications/elapse', {
      applicationId: fresh.applicationId,
      days: 30,
    });
    expect(gone.body.data).toEqual({ answerBy: null, closed: true });
  });

  it('count Monday to Friday in China, whatever the hour in UTC', async () => {
    const after = async (at: string, days: number) => {
      const result = await ctx.database.db.execute(
        sql`SELECT working_days_after(${at}::timestamptz, ${days}::int) AS "at"`,
      );
      return new Date(
        (result as unknown as { rows: Array<{ at: string | Date }> }).rows[0]!.at,
      ).toISOString();
    };
    // Friday 18:00 in China is a Friday; one working day later ends Monday 23:59:59 China time.
    expect(await after('2026-11-27T10:00:00Z', 1)).toBe('2026-11-30T15:59:59.000Z');
    // Friday 17:00 UTC is already Saturday in China: five working days end the Friday after.
    expect(await after('2026-11-27T17:00:00Z', 5)).toBe('2026-12-04T15:59:59.000Z');
    expect(await after('2026-11-25T01:00:00Z', 10)).toBe('2026-12-09T15:59:59.000Z');
  });

  it('follow the stage days a customer admin sets', async () => {
    const hr = await hrOf(ctx);
    const bad = await api.post(
      hr.token,
      '/api/hr/Company/SaveAnswerDays',
      { submittedDays: 0, screeningDays: 10, interviewDays: 5 },
      1,
      'zh-cn',
    );
    expect(bad.body).toMatchObject({ code: AppErrorCode.Validation, message: '请输入1到60之间的工作日天数' });
    const saved = await api.post(hr.token, '/api/hr/Company/SaveAnswerDays', {
      submittedDays: 2,
      screeningDays: 10,
      interviewDays: 5,
    });
    expect(saved.body.code).toBe(0);
    expect((await api.get(hr.token, '/api/hr/Company/GetAnswerDays')).body.data.submittedDays).toBe(2);
    const cid = await newApplicant(ctx, 'days');
    expect((await api.records(cid.token)).body.data.list[0]!.answerBy).toBe(
      workingDaysAfter(ctx.clock.now(), 2),
    );
    await api.post(hr.token, '/api/hr/Company/SaveAnswerDays', {
      submittedDays: 5,
      screeningDays: 10,
      interviewDays: 5,
    });
  });
});
