import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { AppErrorCode, type TApplyRecord, type TCandidateOffer, type TPage } from '@tmp/contracts';
import { applications, users } from '../../db/schema/index.ts';
import { bearer, DEMO_PHONE, tokenFor } from '../../test/accounts-helpers.ts';
import { callApi, useTestApp } from '../../test/test-app.ts';
import { insertOffer } from './offers.repository.ts';

const ctx = useTestApp();
const A = '/api/resume/ApplyForm';
const DAY = 24 * 3600 * 1000;

const myRecords = async (token: string) =>
  (
    await callApi<TPage<TApplyRecord>>(ctx.app, {
      method: 'POST',
      url: `${A}/QueryPagingApplyRecords`,
      headers: bearer(token),
      body: { pageIndex: 1, pageSize: 50 },
    })
  ).body.data.list;

const getOffer = (token: string, id: number, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  callApi<TCandidateOffer>(ctx.app, {
    url: `${A}/GetCandidateOffer`,
    query: { id: String(id) },
    headers: bearer(token),
    lang,
  });

const answer = (token: string, body: Record<string, unknown>) =>
  callApi<TCandidateOffer>(ctx.app, {
    method: 'POST',
    url: `${A}/SaveCandidateOfferStatus`,
    headers: bearer(token),
    body,
  });

/** A fresh pending offer on one of the demo candidate's applications, which moves to status 4 as IssueOffer does. */
const newOffer = async (expiresInMs = 10 * DAY) => {
  const [user] = await ctx.database.db.select().from(users).where(eq(users.phone, DEMO_PHONE));
  const [app] = await ctx.database.db
    .select()
    .from(applications)
    .where(and(eq(applications.userId, user!.id), inArray(applications.status, [1, 2, 3, 4])));
  await ctx.database.db.update(applications).set({ status: 4 }).where(eq(applications.id, app!.id));
  return insertOffer(ctx.database.db, {
    customerId: 1,
    applicationId: app!.id,
    userId: user!.id,
    positionTitleEn: 'Analyst',
    positionTitleZh: '分析师',
    salary: 20000,
    salaryCurrency: 'CNY',
    startDate: '2027-01-04',
    locationEn: 'Dalian',
    locationZh: '大连',
    expiresAt: new Date(ctx.clock.now().getTime() + expiresInMs),
  });
};

describe('offers', () => {
  it('shows the demo candidate their pending offer, linked from the application in status 4', async () => {
    const token = await tokenFor(ctx.app, DEMO_PHONE);
    const record = (await myRecords(token)).find((r) => r.status === 4)!;
    expect(record.offerId).toEqual(expect.any(Number));
    const offer = await getOffer(token, record.offerId!, 'zh-cn');
    expect(offer.body.data).toMatchObject({
      status: 1,
      statusName: '待确认',
      applicationId: record.id,
      companyName: 'TMP 全球交付',
    });
    expect(offer.body.data.positionName).toMatch(/[\u4e00-\u9fff]/);
    expect(offer.headers['cache-control']).toBe('no-store');
    // Texts written in both languages come back in the reader's: the offer's notes, the history's notes.
    expect(offer.body.data.notes).toBe('含十三薪、商业医疗保险及15天年假。');
    const english = await getOffer(token, record.offerId!);
    expect(english.body.data.notes).toBe(
      'Includes 13th-month salary, commercial health insurance and 15 days of annual leave.',
    );
    expect(record.history.find((h) => h.status === 4)!.note).toBe(
      'Congratulations! An offer is waiting for your answer.',
    );
  });

  it("refuses another candidate's offer without revealing it", async () => {
    const token = await tokenFor(ctx.app, '13900000001');
    const offer = await newOffer();
    const res = await getOffer(token, offer.id);
    expect(res.body).toMatchObject({
      code: AppErrorCode.OfferNotFound,
      message: 'This offer does not exist',
      data: null,
    });
    expect((await answer(token, { id: offer.id, status: 2 })).body.code).toBe(AppErrorCode.OfferNotFound);
  });

  it('accepts once: the application becomes hired, and a second answer is refused', async () => {
    const token = await tokenFor(ctx.app, DEMO_PHONE);
    const offer = await newOffer();
    const res = await answer(token, { id: offer.id, status: 2 });
    expect(res.body).toMatchObject({ code: 0, data: { status: 2, statusName: 'Accepted' } });
    const record = (await myRecords(token)).find((r) => r.id === offer.applicationId)!;
    // The answered offer stays one tap away from the application.
    expect(record).toMatchObject({ status: 5, statusName: 'Hired', offerId: offer.id });
    expect(record.history.at(-1)).toMatchObject({ status: 5, note: 'Offer accepted' });
    const again = await answer(token, { id: offer.id, status: 3, reason: 'changed my mind' });
    expect(again.body).toMatchObject({
      code: AppErrorCode.OfferAnswered,
      message: 'You have already answered this offer',
    });
  });

  it('asks for a reason to reject, then records it', async () => {
    const token = await tokenFor(ctx.app, DEMO_PHONE);
    const offer = await newOffer();
    const noReason = await answer(token, { id: offer.id, status: 3 });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('Please tell us why you reject the offer');
    expect((await answer(token, { id: offer.id, status: 9 })).body.message).toBe(
      'Please accept or reject the offer',
    );
    const res = await answer(token, { id: offer.id, status: 3, reason: 'Accepted another offer' });
    expect(res.body.data).toMatchObject({ status: 3, reason: 'Accepted another offer' });
    const record = (await myRecords(token)).find((r) => r.id === offer.applicationId)!;
    expect(record.history.at(-1)!.note).toBe('Offer rejected: Accepted another offer');
    expect(record.offerId).toBe(offer.id);
  });

  it('refuses an answer after expiry and shows the offer as expired', async () => {
    const token = await tokenFor(ctx.app, DEMO_PHONE);
    const offer = await newOffer(DAY);
    ctx.clock.advance(DAY + 1000);
    const res = await answer(token, { id: offer.id, status: 2 });
    expect(res.body).toMatchObject({ code: AppErrorCode.OfferExpired, message: 'This offer has expired' });
    expect((await getOffer(token, offer.id)).body.data.status).toBe(4);
  });
});
