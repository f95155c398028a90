import { and, eq } from 'drizzle-orm';
import type { TInterview, TPage } from '@tmp/contracts';
import { applications, jobs, users } from '../../db/schema/index.ts';
import { findOutboxMessages } from '../../adapters/outbox.repository.ts';
import { bearer, HR_EMAIL, tokenFor } from '../../test/accounts-helpers.ts';
import { applyDirectly } from '../../test/resume-helpers.ts';
import { callApi, type TTestContext } from '../../test/test-app.ts';
import { insertUser } from '../accounts/accounts.repository.ts';
import { issueToken } from '../accounts/sessions.service.ts';

export const HOUR = 3_600_000;
const HR = '/api/hr/Interview';
const ME = '/api/resume/Interview';

export interface TApplicant {
  token: string;
  userId: number;
  /** The phone (customer 1) or email (customer 2) messages go to. */
  phone: string;
  applicationId: number;
}

let seq = 0;
const RUN = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
/** A fresh candidate (customer 1: phone account; 2: email account) who applied to one of its jobs. */
export const newApplicant = async (
  ctx: TTestContext,
  tag: string,
  customerId: 1 | 2 = 1,
): Promise<TApplicant> => {
  seq += 1;
  const phone = customerId === 1 ? `136${RUN}${String(seq).padStart(4, '0')}` : `c${RUN}${seq}@example.com`;
  const user = (await insertUser(ctx.database.db, {
    customerId,
    ...(customerId === 1 ? { phone } : { email: phone }),
    passwordHash: 'unused',
    displayName: `Applicant ${tag}${seq}`,
    recommendCode: `IV${tag}${Date.now().toString(36).toUpperCase()}${seq}`,
  }))!;
  const [job] = await ctx.database.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.customerId, customerId))
    .limit(1);
  const applicationId = await applyDirectly(ctx.app, {
    customerId,
    userId: user.id,
    jobId: job!.id,
    name: user.displayName,
    phone,
  });
  return { token: await issueToken(ctx.app.deps, user), userId: user.id, phone, applicationId };
};

export const hrOf = async (ctx: TTestContext, customerId: 1 | 2 = 1) => {
  const token = await tokenFor(ctx.app, HR_EMAIL, customerId);
  const [row] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.email, HR_EMAIL)));
  return { token, userId: row!.id, customerId };
};

export const applicationStatus = async (ctx: TTestContext, id: number) =>
  (
    await ctx.database.db.select({ s: applications.status }).from(applications).where(eq(applications.id, id))
  )[0]!.s;

/** Texts sent to a phone or an email address, oldest first. */
export const messagesTo = async (ctx: TTestContext, account: string, customerId = 1) =>
  (await findOutboxMessages(ctx.database.db, customerId, account, 50)).map((m) => m.text).reverse();

/** The n-th whole hour from now plus `days`, so tests can place slots far from the 12-hour cutoff. */
export const hoursAhead = (ctx: TTestContext, hours: number) => {
  const t = ctx.clock.now().getTime() + hours * HOUR;
  return new Date(Math.floor(t / HOUR) * HOUR);
};

type TBody = Record<string, unknown>;
export const interviewApi = (ctx: TTestContext) => ({
  create: (token: string, body: TBody, lang: 'en-us' | 'zh-cn' = 'en-us', customerid = 1) =>
    callApi<{ ids: number[] }>(ctx.app, {
      method: 'POST',
      url: `${HR}/CreateInterview`,
      body,
      lang,
      customerid,
      headers: bearer(token),
    }),
  hrQuery: (token: string, body: TBody = {}, customerid = 1) =>
    callApi<TPage<{ id: number; status: number; candidateName: string }>>(ctx.app, {
      method: 'POST',
      url: `${HR}/QueryInterviews`,
      body: { pageIndex: 1, pageSize: 50, ...body },
      customerid,
      headers: bearer(token),
    }),
  hrCancel: (token: string, id: number, customerid = 1) =>
    callApi(ctx.app, {
      method: 'POST',
      url: `${HR}/CancelInterview`,
      body: { id },
      customerid,
      headers: bearer(token),
    }),
  hrResult: (token: string, body: TBody) =>
    callApi<{ status: number; result: string }>(ctx.app, {
      method: 'POST',
      url: `${HR}/RecordInterviewResult`,
      body,
      headers: bearer(token),
    }),
  mine: (token: string) =>
    callApi<TPage<TInterview>>(ctx.app, {
      method: 'POST',
      url: `${ME}/QueryMyInterviews`,
      body: { pageIndex: 1, pageSize: 10 },
      headers: bearer(token),
    }),
  get: (token: string, id: number, lang: 'en-us' | 'zh-cn' = 'en-us') =>
    callApi<TInterview>(ctx.app, {
      url: `${ME}/GetInterview`,
      query: { id: String(id) },
      lang,
      headers: bearer(token),
    }),
  book: (token: string, id: number, slotId: number, lang: 'en-us' | 'zh-cn' = 'en-us') =>
    callApi<TInterview>(ctx.app, {
      method: 'POST',
      url: `${ME}/BookInterviewSlot`,
      body: { id, slotId },
      lang,
      headers: bearer(token),
    }),
  move: (token: string, id: number, slotId: number, lang: 'en-us' | 'zh-cn' = 'en-us') =>
    callApi<TInterview>(ctx.app, {
      method: 'POST',
      url: `${ME}/RescheduleInterview`,
      body: { id, slotId },
      lang,
      headers: bearer(token),
    }),
  cancel: (token: string, id: number) =>
    callApi<TInterview>(ctx.app, {
      method: 'POST',
      url: `${ME}/CancelInterview`,
      body: { id },
      headers: bearer(token),
    }),
  ics: (token: string, id: number) =>
    ctx.app.inject({
      url: `${ME}/DownloadInterviewCalendar`,
      query: { id: String(id) },
      headers: { customerid: '1', lang: 'en-us', ...bearer(token) },
    }),
});

/** What HR sends to create an interview; `slots` or `startsAt` added by the caller. */
export const interviewInput = (applicationIds: number[], hrUserId: number, extra: TBody) => ({
  applicationIds,
  title: 'Technical interview',
  round: 1,
  durationMinutes: 60,
  timeZone: 'Asia/Shanghai',
  interviewers: [{ hrUserId }, { name: 'Li Lei', email: 'li.lei@example.com' }],
  onlineUrl: 'https://meet.example.com/abc',
  ...extra,
});
