import { describe, expect, it } from 'vitest';
import { AppErrorCode } from '@tmp/contracts';
import { useTestApp } from '../../test/test-app.ts';
import {
  alertApi,
  confirmedAlert,
  DAY,
  freshEmail,
  freshWord,
  HOUR,
  linkToken,
  messagesTo,
  newCandidate,
  publishJob,
} from './alerts.test-helpers.ts';

const ctx = useTestApp();
const api = alertApi(ctx);
/** Moves the clock and lets the queue do what fell due. */
const passTime = async (ms: number) => {
  ctx.clock.advance(ms);
  await ctx.app.deps.jobs.runDue();
};

describe("a visitor's job alert", () => {
  it('is confirmed by its link, then lists exactly the new matching jobs once, and stops at unsubscribe', async () => {
    const email = freshEmail('visitor');
    const word = freshWord('zebra');
    const created = await api.create({ keyword: word.toUpperCase(), frequency: 'daily', email });
    expect(created.body).toMatchObject({
      code: 0,
      message: 'We sent a confirmation link. The alert starts once you open it.',
      data: { status: 'pending' },
    });
    await publishJob(ctx, 1, `Early ${word} keeper`);
    // Unconfirmed: days pass and only the confirmation was ever sent.
    await passTime(47 * HOUR);
    const beforeConfirming = await messagesTo(ctx, email);
    expect(beforeConfirming).toHaveLength(1);
    expect(beforeConfirming[0]!.subject).toBe('Confirm your job alert at TMP Global Delivery');
    expect(beforeConfirming[0]!.text).toContain(`"${word}"`);
    expect(beforeConfirming[0]!.text).toMatch(/http:\/\/localhost(:\d+)?\/alerts\/confirm\?token=/);

    const confirmed = await api.confirm(await linkToken(ctx, email, 'confirm'));
    expect(confirmed.body).toMatchObject({
      code: 0,
      message: 'Your job alert is on',
      data: {
        labels: [`"${word}"`],
        frequency: 'daily',
        address: expect.stringMatching(/^v•••@example\.com$/),
      },
    });

    ctx.clock.advance(HOUR);
    const matching = await publishJob(ctx, 1, `Senior ${word} keeper`);
    const other = await publishJob(ctx, 1, `Giraffe ${freshWord('other')} keeper`);
    await passTime(DAY);
    const sent = await messagesTo(ctx, email);
    expect(sent).toHaveLength(2);
    const digest = sent[1]!;
    expect(digest.subject).toBe(`New jobs at TMP Global Delivery (1): "${word}"`);
    expect(digest.text).toContain(`Senior ${word} keeper`);
    expect(digest.text).toMatch(new RegExp(`http://localhost(:\\d+)?/detail\\?id=${matching}\\b`));
    expect(digest.text).not.toContain(`/detail?id=${other}`);
    // The job published before the confirmation is not new for this alert.
    expect(digest.text).not.toContain(`Early ${word} keeper`);

    // No new job: the next day sends nothing.
    await passTime(DAY);
    expect(await messagesTo(ctx, email)).toHaveLength(2);

    const unsubscribed = await api.unsubscribe(await linkToken(ctx, email, 'unsubscribe'));
    expect(unsubscribed.body).toMatchObject({ code: 0, message: 'You are unsubscribed from this alert' });
    await publishJob(ctx, 1, `Junior ${word} keeper`);
    await passTime(DAY);
    expect(await messagesTo(ctx, email)).toHaveLength(2);
    // The link still answers, once unsubscribed; confirming again does not restart it.
    expect((await api.unsubscribe(await linkToken(ctx, email, 'unsubscribe'))).body.code).toBe(0);
    expect((await api.confirm(await linkToken(ctx, email, 'confirm'))).body.code).toBe(
      AppErrorCode.AlertUnsubscribed,
    );
  });

  it("sends a weekly digest in the subscriber's language", async () => {
    const email = freshEmail('weekly');
    const word = freshWord('panda');
    await api.create({ keyword: word, frequency: 'weekly', email }, { lang: 'zh-cn' });
    const [confirmation] = await messagesTo(ctx, email);
    expect(confirmation!.subject).toMatch(/^请确认您在.+的职位提醒$/);
    expect(confirmation!.text).toContain('每周');
    await api.confirm(await linkToken(ctx, email, 'confirm'));
    const id = await publishJob(ctx, 1, `Panda ${word} carer`);
    await passTime(6 * DAY);
    expect(await messagesTo(ctx, email)).toHaveLength(1);
    await passTime(DAY + HOUR);
    const digest = (await messagesTo(ctx, email))[1]!;
    expect(digest.subject).toMatch(/^.+有1个新职位："panda/);
    expect(digest.text).toContain(`符合您的提醒“"${word}"”的新职位`);
    expect(digest.text).toContain(`Panda ${word} carer 职位`);
    expect(digest.text).toContain(`/detail?id=${id}`);
    expect(digest.text).toContain('退订：');
  });

  it('refuses an expired confirmation link, in both languages, and sends nothing', async () => {
    const email = freshEmail('late');
    await api.create({ keyword: freshWord('late'), frequency: 'daily', email });
    const token = await linkToken(ctx, email, 'confirm');
    ctx.clock.advance(48 * HOUR + 1000);
    const en = await api.confirm(token);
    expect(en.body).toMatchObject({
      code: AppErrorCode.AlertLinkExpired,
      message: 'This confirmation link has expired. Please create the alert again.',
      data: null,
    });
    const zh = await api.confirm(token, 1, 'zh-cn');
    expect(zh.body.message).toBe('该确认链接已过期，请重新创建提醒');
    await passTime(3 * DAY);
    expect(await messagesTo(ctx, email)).toHaveLength(1);
    expect((await api.confirm('not-a-token')).body).toMatchObject({
      code: AppErrorCode.AlertLinkInvalid,
      message: 'This link is not valid',
    });
  });

  it('does not turn repeated requests for one address into a stream of messages', async () => {
    const email = freshEmail('target');
    const word = freshWord('spam');
    for (let i = 0; i < 5; i += 1) {
      const again = await api.create({ keyword: word, frequency: 'daily', email });
      expect(again.body.code).toBe(0);
    }
    const refused = await api.create({ keyword: word, frequency: 'daily', email });
    expect(refused.body).toMatchObject({
      code: AppErrorCode.AlertAddressBusy,
      message:
        'Too many confirmation messages went to this address today. Please open one of them or try again tomorrow.',
    });
    const other = await api.create({ keyword: freshWord('other'), frequency: 'daily', email });
    expect(other.body.code).toBe(AppErrorCode.AlertAddressBusy);
    expect(await messagesTo(ctx, email)).toHaveLength(5);
    // The same search, asked five times, is one alert.
    const candidate = await newCandidate(ctx);
    await api.confirm(await linkToken(ctx, email, 'confirm'));
    ctx.clock.advance(DAY);
    const known = await api.create({ keyword: word, frequency: 'weekly', email }, { token: candidate.token });
    expect(known.body).toMatchObject({ code: 0, data: { status: 'active' } });
    expect(await messagesTo(ctx, email)).toHaveLength(5);
  });

  it('limits confirmation messages per client address', async () => {
    const ip = '203.0.113.77';
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      codes.push((await api.create({ frequency: 'daily', email: freshEmail('ip') }, { ip })).body.code);
    }
    expect(codes.filter((c) => c === 0)).toHaveLength(20);
    expect(codes.at(-1)).toBe(AppErrorCode.AlertIpBusy);
  });

  it('refuses bad input with translated messages, and phone numbers where the site has email accounts', async () => {
    const noAddress = await api.create({ frequency: 'daily' });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.message).toBe('Please enter an email address or a mobile number');
    const both = await api.create({ frequency: 'daily', email: freshEmail('b'), phone: '13700000001' });
    expect(both.status).toBe(400);
    const badFrequency = await api.create(
      { frequency: 'hourly' as never, email: freshEmail('f') },
      { lang: 'zh-cn' },
    );
    expect(badFrequency.body.message).toBe('请选择每天或每周');
    const phoneOnEmailSite = await api.create(
      { frequency: 'daily', phone: '13700000002' },
      { customerid: 2 },
    );
    expect(phoneOnEmailSite.body).toMatchObject({
      code: AppErrorCode.AlertPhoneNotOffered,
      message: 'Alerts of this site go to an email address',
    });
  });

  it('sends a phone subscriber of a phone-account site the link by SMS', async () => {
    const phone = `1390${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const created = await api.create({ frequency: 'daily', phone });
    expect(created.body.code).toBe(0);
    const [sms] = await messagesTo(ctx, phone);
    expect(sms!.channel).toBe('sms');
    expect(sms!.text).toContain('/alerts/confirm?token=');
  });
});

describe('customers are apart', () => {
  it("another customer's host neither confirms nor lists nor digests this customer's alerts and jobs", async () => {
    const email = freshEmail('tenant');
    const word = freshWord('otter');
    await api.create({ keyword: word, frequency: 'daily', email });
    const token = await linkToken(ctx, email, 'confirm');
    expect((await api.confirm(token, 2)).body.code).toBe(AppErrorCode.AlertLinkInvalid);
    expect((await api.confirm(token, 1)).body.code).toBe(0);
    expect((await api.unsubscribe(token, 2)).body.code).toBe(AppErrorCode.AlertLinkInvalid);

    const otherEmail = freshEmail('tenant2');
    await confirmedAlert(ctx, { keyword: word, frequency: 'daily', email: otherEmail }, 2);
    await publishJob(ctx, 1, `Otter ${word} in customer one`);
    await passTime(DAY + HOUR);
    expect(await messagesTo(ctx, otherEmail, 2)).toHaveLength(1);
    expect(await messagesTo(ctx, email, 1)).toHaveLength(2);
  });
});

describe("a candidate's alerts", () => {
  it('are listed while signed in, and deleted by their owner only', async () => {
    const me = await newCandidate(ctx);
    const someone = await newCandidate(ctx);
    const word = freshWord('koala');
    const created = await api.create(
      { keyword: word, frequency: 'weekly', email: me.email },
      { token: me.token },
    );
    expect(created.body.data.status).toBe('pending');
    const listed = await api.mine(me.token);
    expect(listed.body.data).toMatchObject({
      recordcount: 1,
      list: [{ id: created.body.data.id, labels: [`"${word}"`], frequency: 'weekly', status: 'pending' }],
    });
    expect((await api.mine(someone.token)).body.data.recordcount).toBe(0);
    expect((await api.remove(someone.token, created.body.data.id)).body).toMatchObject({
      code: AppErrorCode.AlertNotFound,
      message: 'This alert does not exist',
    });
    ctx.clock.advance(49 * HOUR);
    expect((await api.mine(me.token)).body.data.list[0]!.status).toBe('expired');
    expect((await api.remove(me.token, created.body.data.id)).body).toMatchObject({
      code: 0,
      message: 'Alert deleted',
    });
    expect((await api.mine(me.token)).body.data.recordcount).toBe(0);
    const visitorList = await api.mine('no-such-token');
    expect(visitorList.status).toBe(401);
  });
});
