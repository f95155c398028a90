import { eq } from 'drizzle-orm';
import type { TCreateJobAlertInput, TJobAlert, TPage } from '@tmp/contracts';
import { findOutboxMessages } from '../../adapters/outbox.repository.ts';
import { jobs } from '../../db/schema/index.ts';
import { bearer, HR_EMAIL, tokenFor } from '../../test/accounts-helpers.ts';
import { callApi, type TTestContext } from '../../test/test-app.ts';
import { insertUser } from '../accounts/accounts.repository.ts';
import { issueToken } from '../accounts/sessions.service.ts';
import { findNames } from '../reference-data/reference-data.service.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
const BASE = '/api/job/Alert';
const RUN = Math.random().toString(36).slice(2, 8);
let seq = 0;

/** An address nobody used before in this run. */
export const freshEmail = (tag: string) => `${tag}${RUN}${(seq += 1)}@example.com`;
/** A mainland mobile number nobody used before in this run. */
export const freshPhone = () =>
  `139${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}${String((seq += 1) % 1e4).padStart(4, '0')}`;
/** A unique word to search for, so that earlier jobs never match. */
export const freshWord = (tag: string) => `${tag}${RUN}${(seq += 1)}`;

export const alertApi = (ctx: TTestContext) => ({
  create: (
    body: TCreateJobAlertInput,
    opts: { customerid?: number; token?: string; lang?: 'en-us' | 'zh-cn'; ip?: string } = {},
  ) =>
    callApi<{ id: number; status: 'pending' | 'active' }>(ctx.app, {
      method: 'POST',
      url: `${BASE}/CreateJobAlert`,
      body,
      customerid: opts.customerid ?? 1,
      lang: opts.lang ?? 'en-us',
      ...(opts.ip ? { ip: opts.ip } : {}),
      ...(opts.token ? { headers: bearer(opts.token) } : {}),
    }),
  confirm: (token: string, customerid = 1, lang: 'en-us' | 'zh-cn' = 'en-us') =>
    callApi<{ labels: string[]; frequency: string; address: string }>(ctx.app, {
      url: `${BASE}/ConfirmJobAlert`,
      query: { token },
      customerid,
      lang,
    }),
  unsubscribe: (token: string, customerid = 1) =>
    callApi<{ labels: string[] }>(ctx.app, { url: `${BASE}/Unsubscribe`, query: { token }, customerid }),
  mine: (token: string, customerid = 1, lang: 'en-us' | 'zh-cn' = 'en-us') =>
    callApi<TPage<TJobAlert>>(ctx.app, {
      method: 'POST',
      url: `${BASE}/QueryMyAlerts`,
      body: {},
      customerid,
      lang,
      headers: bearer(token),
    }),
  remove: (token: string, id: number, customerid = 1) =>
    callApi<{ id: number }>(ctx.app, {
      method: 'POST',
      url: `${BASE}/DeleteJobAlert`,
      body: { id },
      customerid,
      headers: bearer(token),
    }),
});

/** A job's category and city of a customer, with their names in English and Chinese. */
export const jobPlace = async (ctx: TTestContext, customerId: 1 | 2 = 1) => {
  const [job] = await ctx.database.db.select().from(jobs).where(eq(jobs.customerId, customerId)).limit(1);
  const names = await findNames(ctx.database.db, customerId, {
    options: [job!.categoryId],
    districts: [job!.cityId],
    sites: [],
  });
  return {
    category: job!.categoryId,
    district: job!.cityId,
    categoryName: names.options.get(job!.categoryId)!,
    cityName: names.districts.get(job!.cityId)!,
  };
};

/** Messages sent to an address, oldest first. */
export const messagesTo = async (ctx: TTestContext, address: string, customerId = 1) =>
  (await findOutboxMessages(ctx.database.db, customerId, address, 100)).reverse();

/** The token of the newest link of a kind (`confirm` or `unsubscribe`) sent to an address. */
export const linkToken = async (
  ctx: TTestContext,
  address: string,
  kind: 'confirm' | 'unsubscribe',
  customerId = 1,
) => {
  const pattern = new RegExp(`/alerts/${kind}\\?token=([\\w-]+)`);
  const found = (await messagesTo(ctx, address, customerId)).reverse().find((m) => pattern.test(m.text));
  if (!found) throw new Error(`no ${kind} link sent to ${address}`);
  return pattern.exec(found.text)![1]!;
};

/** Creates an alert for a fresh address and confirms it with the link sent. */
export const confirmedAlert = async (
  ctx: TTestContext,
  body: Omit<TCreateJobAlertInput, 'email'> & { email: string },
  customerid = 1,
) => {
  const created = await alertApi(ctx).create(body, { customerid });
  if (created.body.code !== 0) throw new Error(`alert refused: ${created.body.message}`);
  const confirmed = await alertApi(ctx).confirm(
    await linkToken(ctx, body.email, 'confirm', customerid),
    customerid,
  );
  if (confirmed.body.code !== 0) throw new Error(`confirmation refused: ${confirmed.body.message}`);
  return created.body.data.id;
};

export const hrToken = (ctx: TTestContext, customerId: 1 | 2 = 1) => tokenFor(ctx.app, HR_EMAIL, customerId);

/** HR (signed in afresh: the clock moves past HR's idle limit) publishes a job like an existing one. */
export const publishJob = async (ctx: TTestContext, customerId: 1 | 2, titleEn: string) => {
  const hr = await hrToken(ctx, customerId);
  const [model] = await ctx.database.db.select().from(jobs).where(eq(jobs.customerId, customerId)).limit(1);
  const job = model!;
  const res = await callApi<{ id: number }>(ctx.app, {
    method: 'POST',
    url: '/api/hr/Position/SavePosition',
    customerid: customerId,
    headers: bearer(hr),
    body: {
      titleEn,
      titleZh: `${titleEn} 职位`,
      descriptionEn: '<p>Join us.</p>',
      descriptionZh: '<p>欢迎加入。</p>',
      categoryId: job.categoryId,
      natureId: job.natureId,
      siteId: job.siteId,
      countryId: job.countryId,
      stateId: job.stateId,
      cityId: job.cityId,
      headcount: 1,
      requiredFields: [],
    },
  });
  if (res.body.code !== 0) throw new Error(`job refused: ${res.body.message}`);
  return res.body.data.id;
};

export const setOnline = async (ctx: TTestContext, customerId: 1 | 2, id: number, isOnline: boolean) =>
  callApi(ctx.app, {
    method: 'POST',
    url: '/api/hr/Position/SetPositionOnline',
    customerid: customerId,
    headers: bearer(await hrToken(ctx, customerId)),
    body: { id, isOnline },
  });

/** A fresh candidate of a customer (1: phone account, 2: email account), signed in. */
export const newCandidate = async (ctx: TTestContext, customerId: 1 | 2 = 1) => {
  seq += 1;
  const email = freshEmail('cand');
  const phone = `137${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}${String(seq).padStart(4, '0')}`;
  const user = (await insertUser(ctx.database.db, {
    customerId,
    ...(customerId === 1 ? { phone } : { email }),
    passwordHash: 'unused',
    displayName: `Candidate ${seq}`,
    recommendCode: `AL${RUN}${seq}`.toUpperCase(),
  }))!;
  return { token: await issueToken(ctx.app.deps, user), userId: user.id, email, phone };
};
