import fs from 'node:fs';
import type { Download, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expect, test } from '../fixtures/portal.ts';
import {
  applyTo,
  elapseInterview,
  login,
  myApplication,
  myInterviews,
  outbox,
  publishJob,
  registerCandidate,
  signedInContext,
  type TMyInterview,
} from '../fixtures/hiring-loop.ts';

/**
 * The interview in the hiring loop: HR on a desktop invites a new applicant to choose one of three offered
 * times (a place, an online link and the interview's time zone); the candidate, on a phone, sees the
 * invitation on /apply, books a time on /interview, adds it to a calendar, then moves it; HR finds the
 * booking in the week calendar, records a pass once it has begun, and issues the offer the candidate
 * accepts. Run twice: HR in English with the candidate in Chinese, and the reverse; each side in a time
 * zone of its own.
 */

type TLang = 'en-US' | 'zh-CN';

const HR_TEXTS = {
  'en-US': {
    applicant: 'Applicant',
    arrange: 'Arrange interview',
    form: 'Arrange an interview',
    title: 'Title',
    addGuest: 'Add a person by email',
    guestName: 'Interviewer name',
    guestEmail: 'Interviewer email',
    place: 'Place',
    link: 'Online meeting link',
    zone: 'Time zone',
    slot: (n: number) => `Offered time ${n}`,
    addSlot: 'Add a time',
    create: 'Create interview',
    next: 'Next week',
    thisWeek: 'This week',
    scheduled: 'Scheduled',
    pass: 'Passed',
    passed: 'Passed',
    feedback: 'Feedback',
    save: 'Save result',
    passedNote: (title: string) => `Passed interview: ${title}`,
    issueOffer: 'Issue offer',
    offerFor: (name: string) => `Offer for ${name}`,
    salary: 'Salary',
    locationEn: 'Work location (English)',
    locationZh: 'Work location (Chinese)',
    offerTag: 'Offer',
    close: 'Close',
  },
  'zh-CN': {
    applicant: '应聘者详情',
    arrange: '安排面试',
    form: '安排面试',
    title: '面试名称',
    addGuest: '按邮箱添加人员',
    guestName: '面试官姓名',
    guestEmail: '面试官邮箱',
    place: '面试地点',
    link: '线上会议链接',
    zone: '时区',
    slot: (n: number) => `可选时段 ${n}`,
    addSlot: '添加时段',
    create: '创建面试',
    next: '下一周',
    thisWeek: '本周',
    scheduled: '已安排',
    pass: '通过',
    passed: '已通过',
    feedback: '面试反馈',
    save: '保存结果',
    passedNote: (title: string) => `通过面试：${title}`,
    issueOffer: '发放Offer',
    offerFor: (name: string) => `给${name}发放Offer`,
    salary: '薪资',
    locationEn: '工作地点（英文）',
    locationZh: '工作地点（中文）',
    offerTag: 'Offer',
    close: '关闭',
  },
} as const;

const CANDIDATE_TEXTS = {
  'en-US': {
    notices: 'Interviews',
    choose: 'Choose a time',
    pickTitle: 'Choose a time',
    moveTitle: 'Choose a new time',
    book: 'Book this time',
    required: 'Please choose a time',
    move: 'Reschedule',
    confirmMove: 'Move to this time',
    download: 'Add to calendar',
    zone: 'Times are shown in your time zone',
    scheduled: 'Scheduled',
    offerHeading: 'Offer of Employment',
    accept: 'Accept offer',
    confirmAccept: 'Yes, accept',
    accepted: 'You accepted this offer',
  },
  'zh-CN': {
    notices: '面试安排',
    choose: '选择时间',
    pickTitle: '选择面试时间',
    moveTitle: '选择新的时间',
    book: '预约该时间',
    required: '请选择一个时间',
    move: '改期',
    confirmMove: '改到该时间',
    download: '加入日历',
    zone: '时间按您的时区显示',
    scheduled: '已安排',
    offerHeading: '录用通知书',
    accept: '接受Offer',
    confirmAccept: '确认接受',
    accepted: '您已接受该Offer',
  },
} as const;

const RUNS = [
  {
    hr: 'en-US' as TLang,
    hrZone: 'Europe/London',
    candidate: 'zh-CN' as TLang,
    candidateZone: 'Asia/Shanghai',
    interviewZone: 'Asia/Shanghai',
    daysAhead: 3,
    name: '林悦',
  },
  {
    hr: 'zh-CN' as TLang,
    hrZone: 'Asia/Shanghai',
    candidate: 'en-US' as TLang,
    candidateZone: 'America/New_York',
    interviewZone: 'Europe/London',
    daysAhead: 4,
    name: 'Morgan Lee',
  },
];

/** The wall clock ("HH:mm") of an instant in a zone. */
const clockIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );

/** The calendar date ("YYYY-MM-DD") some days from now in a zone. */
const dateIn = (timeZone: string, daysAhead: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );

interface TCalendarFile {
  uid: string;
  sequence: number;
  start: string;
  tzid: string | null;
  zones: string[];
  summary: string;
}

/** Reads a downloaded .ics with a calendar parser: the event, its time as an instant, its zone. */
const readCalendar = async (download: Download): Promise<TCalendarFile> => {
  const text = fs.readFileSync(await download.path(), 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone').map((zone) => {
    const timezone = new ICAL.Timezone(zone);
    ICAL.TimezoneService.register(timezone);
    return timezone.tzid;
  });
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const event = new ICAL.Event(events[0]!);
  return {
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    tzid: (events[0]!.getFirstProperty('dtstart')?.getParameter('tzid') as string | undefined) ?? null,
    zones,
    summary: event.summary,
  };
};

/** The candidate downloads the interview's calendar file from its card. */
const downloadCalendar = async (phone: Page, card: ReturnType<Page['locator']>, label: string) => {
  const downloading = phone.waitForEvent('download');
  await card.getByRole('button', { name: label }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^interview-\d+\.ics$/);
  return readCalendar(download);
};

/** HR shows the week holding `iso` in the console's calendar (the browser's own week). */
const showWeekOf = async (hr: Page, iso: string, nextLabel: string) => {
  const weeks = await hr.evaluate((at) => {
    const monday = (d: Date) => {
      const day = new Date(d.getFullYear(), d.getMonth(), d.getDate());
      day.setDate(day.getDate() - ((day.getDay() + 6) % 7));
      return day.getTime();
    };
    return Math.round((monday(new Date(at)) - monday(new Date())) / (7 * 86_400_000));
  }, iso);
  for (let n = 0; n < weeks; n += 1) await hr.getByRole('button', { name: nextLabel }).click();
};

test.describe('interviews in the hiring loop', () => {
  for (const run of RUNS) {
    test(`HR (${run.hr}) offers three times; the candidate (${run.candidate}, phone) books, moves, adds it to a calendar; HR records a pass and the offer is accepted`, async ({
      browser,
      request,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      const h = HR_TEXTS[run.hr];
      const c = CANDIDATE_TEXTS[run.candidate];
      const suffix = String(Date.now()).slice(-6);
      const title = run.hr === 'en-US' ? `Technical interview ${suffix}` : `技术面试 ${suffix}`;
      const name = `${run.name}${suffix}`;
      const hrToken = await login(request, 'hr@example.com', 'demo2026pass');
      const job = await publishJob(
        request,
        hrToken,
        `Interview Loop Analyst ${suffix}`,
        `面试流程分析师 ${suffix}`,
      );

      // A new candidate applies.
      const candidate = await registerCandidate(request, name);
      await applyTo(request, candidate.token, job.id, name, candidate.phone);

      // HR opens the applicant and offers three times in the interview's zone, with a place and a link.
      const hrContext = await signedInContext(browser, baseURL!, hrToken, {
        language: run.hr,
        mobile: false,
        timezoneId: run.hrZone,
      });
      const hr = await hrContext.newPage();
      await hr.goto(`/hr/applicants?jobId=${job.id}`);
      await hr.getByRole('button', { name }).click();
      const drawer = hr.getByRole('dialog', { name: h.applicant });
      await expect(drawer.getByRole('heading', { name })).toBeVisible({ timeout: 20_000 });
      await drawer.getByRole('button', { name: h.arrange }).click();
      const form = hr.getByRole('dialog', { name: h.form });
      await expect(form).toContainText(name);
      await form.getByLabel(h.title, { exact: true }).fill(title);
      await form.getByRole('button', { name: h.addGuest }).click();
      await form.getByRole('textbox', { name: h.guestName }).fill(`Alex Chen ${suffix}`);
      await form.getByRole('textbox', { name: h.guestEmail }).fill(`alex.${suffix}@example.com`);
      await form.getByLabel(h.place, { exact: true }).fill('Dalian Software Park, Building 3, Room 501');
      await form.getByLabel(h.link).fill(`https://meet.example.com/${suffix}`);
      const zone = form.getByRole('combobox', { name: h.zone });
      await zone.fill(run.interviewZone);
      await hr.locator('.ant-select-dropdown:visible').getByTitle(run.interviewZone, { exact: true }).click();
      await expect(form.getByTitle(run.interviewZone, { exact: true })).toBeVisible();
      const day = dateIn(run.interviewZone, run.daysAhead);
      const offered = ['10:00', '11:30', '15:00'];
      // The console's picker takes a typed date and time, confirmed with Enter.
      const pick = async (n: number, time: string) => {
        const input = form.getByLabel(h.slot(n));
        await input.click();
        await input.fill(`${day} ${time}`);
        await input.press('Enter');
        await expect(input).toHaveValue(`${day} ${time}`);
      };
      await pick(1, offered[0]!);
      for (const [n, time] of offered.slice(1).entries()) {
        await form.getByRole('button', { name: h.addSlot }).click();
        await pick(n + 2, time);
      }
      await form.getByRole('button', { name: h.create }).click();
      await expect(form).toBeHidden();

      // The offered times are the wall times HR typed, read in the interview's zone.
      await expect.poll(async () => (await myInterviews(request, candidate.token)).length).toBe(1);
      const [invited] = (await myInterviews(request, candidate.token)) as [TMyInterview];
      expect(invited.title).toBe(title);
      expect(invited.timeZone).toBe(run.interviewZone);
      expect(invited.openSlots.map((s) => clockIn(s.startsAt, run.interviewZone))).toEqual(offered);
      const [first, second] = invited.openSlots as [
        TMyInterview['openSlots'][0],
        TMyInterview['openSlots'][0],
      ];

      // The invitation reaches the candidate's phone with its link.
      await expect
        .poll(async () => (await outbox(request, candidate.phone)).map((m) => m.text).join('\n'))
        .toContain(`/interview?id=${invited.id}`);

      // On the phone: the card on /apply leads to /interview, where the candidate books the first time.
      const phoneContext = await signedInContext(browser, baseURL!, candidate.token, {
        language: run.candidate,
        mobile: true,
        timezoneId: run.candidateZone,
      });
      const phone = await phoneContext.newPage();
      await phone.goto('/apply');
      const notices = phone.getByRole('region', { name: c.notices });
      await expect(notices).toContainText(title, { timeout: 30_000 });
      await notices.getByRole('link', { name: c.choose }).click();
      await expect(phone).toHaveURL(new RegExp(`/interview\\?id=${invited.id}$`));
      await expect(phone.getByText(c.zone)).toContainText(run.candidateZone);
      const card = phone.locator(`article[data-interview-id="${invited.id}"]`);
      await card.getByRole('button', { name: c.choose }).click();
      const sheet = phone.getByRole('dialog', { name: c.pickTitle });
      await expect(sheet).toContainText(run.candidateZone);
      await expect(sheet.getByRole('radio')).toHaveCount(3);
      // Booking without a time chosen says so, in the candidate's language, and books nothing.
      await sheet.getByRole('button', { name: c.book }).click();
      await expect(sheet.getByRole('alert')).toHaveText(c.required);
      await sheet
        .getByRole('radio', { name: new RegExp(clockIn(first.startsAt, run.candidateZone)) })
        .check();
      await sheet.getByRole('button', { name: c.book }).click();
      await expect(sheet).toBeHidden();
      // The button pressed is gone with the sheet: the focus lands on the interview booked.
      await expect(card.getByRole('heading', { name: title })).toBeFocused();
      await expect(card).toContainText(c.scheduled);
      await expect(card).toContainText(clockIn(first.startsAt, run.candidateZone));
      // The booked time names the candidate's zone on the card itself.
      await expect(card).toContainText(run.candidateZone);
      // Booked in another zone than the interview's: the time as HR planned it is named too.
      if (run.candidateZone !== run.interviewZone) await expect(card).toContainText(run.interviewZone);

      // The calendar file: one event at the booked time, in the interview's zone, with a stable UID.
      const booked = await downloadCalendar(phone, card, c.download);
      expect(booked.start).toBe(first.startsAt);
      expect(booked.tzid).toBe(run.interviewZone);
      expect(booked.zones).toContain(run.interviewZone);
      expect(booked.uid).toMatch(new RegExp(`^interview-${invited.id}@`));
      expect(booked.summary).toContain(title);

      // The candidate moves to the second time: same event, a higher sequence.
      await card.getByRole('button', { name: c.move }).click();
      const moveSheet = phone.getByRole('dialog', { name: c.moveTitle });
      await moveSheet
        .getByRole('radio', { name: new RegExp(clockIn(second.startsAt, run.candidateZone)) })
        .check();
      await moveSheet.getByRole('button', { name: c.confirmMove }).click();
      await expect(moveSheet).toBeHidden();
      await expect(card).toContainText(clockIn(second.startsAt, run.candidateZone));
      const moved = await downloadCalendar(phone, card, c.download);
      expect(moved.start).toBe(second.startsAt);
      expect(moved.tzid).toBe(run.interviewZone);
      expect(moved.uid).toBe(booked.uid);
      expect(moved.sequence).toBeGreaterThan(booked.sequence);

      // The change reaches the phone too, at the new time as planned (a confirmation the move overtook in
      // the queue is dropped as stale, so only the invitation and the newest message are certain).
      const movedTo = clockIn(second.startsAt, run.interviewZone);
      await expect
        .poll(async () =>
          (await outbox(request, candidate.phone)).some(
            (m) => m.text.includes(title) && m.text.includes(movedTo) && m.text.includes(run.interviewZone),
          ),
        )
        .toBe(true);

      // HR finds the booking in the week calendar, in HR's own zone.
      await hr.goto('/hr/interviews');
      await expect(hr.getByText(run.hrZone).first()).toBeVisible({ timeout: 20_000 });
      await showWeekOf(hr, second.startsAt, h.next);
      const booking = hr.getByRole('button', { name: new RegExp(name) });
      await expect(booking).toContainText(clockIn(second.startsAt, run.hrZone));
      await expect(booking).toContainText(h.scheduled);
      await booking.click();
      const detail = hr.getByRole('dialog', { name: title });
      await expect(detail).toContainText(name);
      await expect(detail).toContainText(run.hrZone);
      await detail.getByRole('button', { name: h.close }).click();

      // The interview's time comes; HR records a pass.
      await elapseInterview(request, invited.id);
      await hr.reload();
      await hr.getByRole('button', { name: h.thisWeek }).click();
      await hr.getByRole('button', { name: new RegExp(name) }).click();
      await detail.getByRole('radio', { name: h.pass, exact: true }).check();
      await detail.getByLabel(h.feedback).fill('Clear thinking, good questions.');
      await detail.getByRole('button', { name: h.save }).click();
      await expect(detail.getByText(h.passed, { exact: true })).toBeVisible();
      const afterPass = await myApplication(request, candidate.token, job.id);
      expect(afterPass?.status).toBe(3);
      expect(afterPass?.history.some((event) => event.note === h.passedNote(title))).toBe(true);

      // The loop goes on to the offer, which the candidate accepts on the phone.
      await hr.goto(`/hr/applicants?jobId=${job.id}`);
      await hr.getByRole('button', { name }).click();
      await expect(drawer.getByRole('heading', { name })).toBeVisible({ timeout: 20_000 });
      await drawer.getByRole('button', { name: h.issueOffer }).click();
      const offerDialog = hr.getByRole('dialog', { name: h.offerFor(name) });
      await offerDialog.getByLabel(h.salary, { exact: true }).fill('18000');
      await offerDialog.getByLabel(h.locationEn).fill('Dalian, China');
      await offerDialog.getByLabel(h.locationZh).fill('中国 大连');
      await offerDialog.getByRole('button', { name: h.issueOffer }).click();
      await expect(offerDialog).toBeHidden();
      await expect(drawer.locator('.ant-tag').filter({ hasText: h.offerTag }).first()).toBeVisible();
      await hrContext.close();

      const offered2 = await myApplication(request, candidate.token, job.id);
      expect(offered2?.offerId).toBeTruthy();
      await phone.goto(`/offerConfirmation?id=${offered2!.offerId}`);
      await expect(phone.getByRole('heading', { name: c.offerHeading })).toBeVisible({ timeout: 30_000 });
      await phone.getByRole('button', { name: c.accept }).click();
      await phone.getByRole('button', { name: c.confirmAccept }).click();
      await expect(phone.getByRole('heading', { name: c.accepted })).toBeVisible();
      await phoneContext.close();
      expect((await myApplication(request, candidate.token, job.id))?.status).toBe(5);
    });
  }
});
