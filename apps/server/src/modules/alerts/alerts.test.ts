// @postgres: the attacks of the security suite also run on the PostgreSQL server in CI.
import { describe, expect, it } from 'vitest';
import { AppErrorCode } from '@tmp/contracts';
import { verificationCodes } from '../../db/schema/index.ts';
import { sendCode, solvedCaptcha } from '../../test/accounts-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { keywordLabel } from './alert-texts.ts';
import {
  alertApi,
  confirmedAlert,
  DAY,
  freshEmail,
  freshPhone,
  freshWord,
  HOUR,
  jobPlace,
  linkToken,
  messagesTo,
  newCandidate,
  publishJob,
} from './alerts.test-helpers.ts';

// The development outbox answers the picture checks of SMS alerts.
const ctx = useTestApp({ devOutbox: true });
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
      message:
        'Job alert saved. An address not confirmed yet gets a link first: the alert starts once it is opened.',
      data: { status: 'pending' },
    });
    await publishJob(ctx, 1, `Early ${word} keeper`);
    // Unconfirmed: days pass and only the confirmation was ever sent.
    await passTime(47 * HOUR);
    const beforeConfirming = await messagesTo(ctx, email);
    expect(beforeConfirming).toHaveLength(1);
    expect(beforeConfirming[0]!.subject).toBe('Confirm your job alert at TMP Global Delivery');
    expect(beforeConfirming[0]!.text).toContain(`about: all jobs, keyword "${word}".`);
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
    expect(digest.subject).toBe(`New jobs at TMP Global Delivery (1): all jobs, keyword "${word}"`);
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
    expect(digest.subject).toMatch(/^.+有1个新职位：全部职位，关键词“panda/);
    expect(digest.text).toContain(`您的提醒（全部职位，关键词“${word}”）有新职位：`);
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

describe('what a visitor types never reaches a message as typed', () => {
  const phishing =
    'URGENT: your account is locked. Verify now at https://evil.example/login or www.evil.example';

  it('names the search by category and city in the message’s language; the keyword only as a short, link-free label in email', async () => {
    const place = await jobPlace(ctx);
    const search = { keyword: phishing, category: place.category, district: place.district };
    const email = freshEmail('phish');
    expect((await api.create({ ...search, frequency: 'daily', email })).body.code).toBe(0);
    const [mail] = await messagesTo(ctx, email);
    const label = 'urgent: your account is locked. verify…';
    expect(mail!.text).toContain(
      `about: ${place.categoryName.en} jobs in ${place.cityName.en}, keyword "${label}".`,
    );
    expect([...label].length).toBeLessThanOrEqual(40);
    expect(mail!.text).not.toMatch(/evil|verify now/i);

    const phone = freshPhone();
    const captcha = await solvedCaptcha(ctx.app);
    const sms = await api.create({ ...search, frequency: 'weekly', phone, ...captcha }, { lang: 'zh-cn' });
    expect(sms.body.code).toBe(0);
    const [text] = await messagesTo(ctx, phone);
    expect(text!.text).toContain(`每周职位提醒：${place.cityName.zh}的${place.categoryName.zh}类职位。`);
    expect(text!.text).not.toMatch(/evil|urgent|关键词/i);
  });

  it('keeps only harmless words of a keyword, and no link-like part of it', () => {
    expect(keywordLabel('java developer')).toBe('java developer');
    expect(keywordLabel('see evil.example or ＨＴＴＰ://x or evil。com now')).toBe('see or or now');
    expect(keywordLabel('call +86 400-123-4567 mailto:a@b.cn user@evil.cn')).toBe('call');
    expect(keywordLabel('a\u0000b\u202ec\n"quoted"')).toBe('a b c quoted');
    expect(keywordLabel('https://evil.example')).toBe('');
  });
});

describe('a visitor’s alert by SMS', () => {
  it('asks for the picture check first, and sends nothing without it', async () => {
    const phone = freshPhone();
    const none = await api.create({ frequency: 'daily', phone });
    expect(none.body).toMatchObject({
      code: AppErrorCode.CaptchaRequired,
      message: 'Please type the characters in the picture, then create the alert again.',
      data: null,
    });
    const zh = await api.create({ frequency: 'daily', phone }, { lang: 'zh-cn' });
    expect(zh.body.message).toBe('请输入图片中的字符后再创建提醒');
    const wrong = await api.create({
      frequency: 'daily',
      phone,
      key: (await solvedCaptcha(ctx.app)).key,
      code: 'nope',
    });
    expect(wrong.body.code).toBe(AppErrorCode.CaptchaWrong);
    expect(await messagesTo(ctx, phone)).toHaveLength(0);

    const solved = await api.create({ frequency: 'daily', phone, ...(await solvedCaptcha(ctx.app)) });
    expect(solved.body).toMatchObject({ code: 0, data: { status: 'pending' } });
    const [sms] = await messagesTo(ctx, phone);
    expect(sms!.channel).toBe('sms');
    expect(sms!.text).toContain('/alerts/confirm?token=');
  });

  it('counts against the limits of SMS codes, both ways', async () => {
    const phone = freshPhone();
    expect(
      (await api.create({ frequency: 'daily', phone, ...(await solvedCaptcha(ctx.app)) })).body.code,
    ).toBe(0);
    // The alert's message was an SMS to this number: a code right after it waits like after a code.
    expect((await sendCode(ctx.app, phone)).body.code).toBe(AppErrorCode.CodeTooSoon);

    const busy = freshPhone();
    const at = ctx.clock.now();
    await ctx.database.db.insert(verificationCodes).values(
      Array.from({ length: 10 }, (_, i) => ({
        customerId: 1,
        channel: 'sms',
        account: busy,
        codeHash: 'x',
        createdAt: new Date(at.getTime() - (i + 2) * 60_000),
        expiresAt: at,
      })),
    );
    const refused = await api.create({ frequency: 'daily', phone: busy, ...(await solvedCaptcha(ctx.app)) });
    expect(refused.body).toMatchObject({
      code: AppErrorCode.CodeDailyLimit,
      message: 'Too many messages went to this number today. Please try again tomorrow.',
    });
    expect(await messagesTo(ctx, busy)).toHaveLength(0);
  });
});

describe('mail limits count per mailbox', () => {
  it('folds case and +tags: twelve victim+N addresses reach the mailbox at most five times', async () => {
    const [local, domain] = freshEmail('victim').split('@') as [string, string];
    const addresses = Array.from(
      { length: 12 },
      (_, i) => `${i % 2 ? local.toUpperCase() : local}+${i}@${domain}`,
    );
    const codes: number[] = [];
    for (const email of addresses) codes.push((await api.create({ frequency: 'daily', email })).body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(5);
    expect(codes.slice(5).every((c) => c === AppErrorCode.AlertAddressBusy)).toBe(true);
    const sent = await Promise.all(addresses.map((a) => messagesTo(ctx, a.toLowerCase())));
    expect(sent.flat()).toHaveLength(5);
  });

  it('shares the count between customers', async () => {
    const email = freshEmail('shared');
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      codes.push((await api.create({ keyword: freshWord('one'), frequency: 'daily', email })).body.code);
      codes.push(
        (await api.create({ keyword: freshWord('two'), frequency: 'daily', email }, { customerid: 2 })).body
          .code,
      );
    }
    expect(codes.filter((c) => c === 0)).toHaveLength(5);
    expect((await messagesTo(ctx, email, 1)).length + (await messagesTo(ctx, email, 2)).length).toBe(5);
  });
});

describe('alerts belong to who made them', () => {
  it('another person’s request for a confirmed address makes their own pending alert, and cannot see or delete the first', async () => {
    const email = freshEmail('owner');
    const word = freshWord('tapir');
    const visitorAlert = await confirmedAlert(ctx, { keyword: word, frequency: 'daily', email });
    const stranger = await newCandidate(ctx);
    const taken = await api.create({ keyword: word, frequency: 'weekly', email }, { token: stranger.token });
    expect(taken.body).toMatchObject({ code: 0, data: { status: 'pending' } });
    expect(taken.body.data.id).not.toBe(visitorAlert);
    const listed = (await api.mine(stranger.token)).body.data;
    expect(listed.list.map((a) => [a.id, a.status])).toEqual([[taken.body.data.id, 'pending']]);
    expect((await api.remove(stranger.token, visitorAlert)).body.code).toBe(AppErrorCode.AlertNotFound);

    // The visitor's alert still sends its daily digest; the stranger's request changed nothing of it.
    await publishJob(ctx, 1, `Tapir ${word} keeper`);
    await passTime(DAY + HOUR);
    const digests = (await messagesTo(ctx, email)).filter((m) => m.subject?.startsWith('New jobs'));
    expect(digests).toHaveLength(1);
  });

  it('answers alike whether or not the address confirmed anything', async () => {
    const word = freshWord('same');
    const confirmed = freshEmail('known');
    const known = await confirmedAlert(ctx, { keyword: word, frequency: 'daily', email: confirmed });
    const stranger = await newCandidate(ctx);
    for (const token of [undefined, stranger.token]) {
      const opts = token ? { token } : {};
      const toKnown = await api.create({ keyword: word, frequency: 'daily', email: confirmed }, opts);
      const toNew = await api.create({ keyword: word, frequency: 'daily', email: freshEmail('new') }, opts);
      const { id: knownId, ...knownData } = toKnown.body.data;
      const { id: newId, ...newData } = toNew.body.data;
      expect({ ...toKnown.body, data: knownData }).toEqual({ ...toNew.body, data: newData });
      expect(knownId).toBeGreaterThan(known);
      expect(newId).toBeGreaterThan(knownId);
    }
  });
});

describe("a candidate's own addresses", () => {
  it('need one confirmation, so that ten alerts can be made; the eleventh is refused; unsubscribing asks again', async () => {
    const me = await newCandidate(ctx);
    const email = me.email;
    const first = await api.create({ frequency: 'daily', email }, { token: me.token });
    expect(first.body.data.status).toBe('pending');
    await api.confirm(await linkToken(ctx, email, 'confirm'));
    for (let i = 0; i < 9; i += 1) {
      const next = await api.create(
        { keyword: freshWord('more'), frequency: 'daily', email },
        { token: me.token },
      );
      expect(next.body).toMatchObject({ code: 0, data: { status: 'active' } });
    }
    expect(await messagesTo(ctx, email)).toHaveLength(1);
    const eleventh = await api.create(
      { keyword: freshWord('over'), frequency: 'daily', email },
      { token: me.token },
    );
    expect(eleventh.body).toMatchObject({
      code: AppErrorCode.AlertLimit,
      message: 'At most 10 job alerts a person. Please delete one first.',
    });
    expect((await api.mine(me.token)).body.data.list.every((a) => a.status === 'active')).toBe(true);

    // The account's own number needs no message at all, nor a picture check.
    const mine = await api.mine(me.token);
    await api.remove(me.token, mine.body.data.list[0]!.id);
    const byPhone = await api.create({ frequency: 'weekly', phone: me.phone }, { token: me.token });
    expect(byPhone.body).toMatchObject({ code: 0, data: { status: 'active' } });
    expect(await messagesTo(ctx, me.phone)).toHaveLength(0);

    // The address's owner unsubscribed from a digest: the next alert to it asks again.
    await publishJob(ctx, 1, `Any job ${freshWord('any')}`);
    await passTime(DAY + HOUR);
    await api.unsubscribe(await linkToken(ctx, email, 'unsubscribe'));
    await api.remove(me.token, (await api.mine(me.token)).body.data.list[0]!.id);
    const again = await api.create(
      { keyword: freshWord('again'), frequency: 'daily', email },
      { token: me.token },
    );
    expect(again.body.data.status).toBe('pending');
  });
});
