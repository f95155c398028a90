import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OfferStatus, translate, type TCandidateOffer } from '@tmp/contracts';
import { applicationEvents, offers } from '../db/schema/index.ts';
import { bearer, HR_EMAIL, tokenFor } from '../test/accounts-helpers.ts';
import { callApi, useTestApp } from '../test/test-app.ts';
import { accepted, applicantWithApplication, refusals, simultaneously } from './races.helpers.ts';

const ctx = useTestApp();

const offerInput = (applicationId: number, salary: number) => ({
  applicationId,
  salary,
  salaryCurrency: 'CNY',
  startDate: '2027-02-01',
  locationEn: 'Dalian',
  locationZh: '大连',
  expiresOn: '2099-12-31',
});

const issue = (hr: string, applicationId: number, salary = 12_000) =>
  callApi<{ id: number }>(ctx.app, {
    method: 'POST',
    url: '/api/hr/Offer/IssueOffer',
    headers: bearer(hr),
    body: offerInput(applicationId, salary),
  });

const answer = (token: string, id: number, accept: boolean) =>
  callApi<TCandidateOffer>(ctx.app, {
    method: 'POST',
    url: '/api/resume/ApplyForm/SaveCandidateOfferStatus',
    headers: bearer(token),
    body: accept
      ? { id, status: OfferStatus.Accepted }
      : { id, status: OfferStatus.Rejected, reason: 'Salary' },
  });

/** A new application HR has moved to interview, where an offer may follow (the status flow in contracts). */
const applicantAtInterview = async (hr: string) => {
  const who = await applicantWithApplication(ctx);
  const moved = await callApi(ctx.app, {
    method: 'POST',
    url: '/api/hr/Applicant/ChangeApplicantStatus',
    headers: bearer(hr),
    body: { id: who.applicationId, status: 3 },
  });
  if (moved.body.code !== 0) throw new Error(`status change refused: ${moved.body.message}`);
  return who;
};

const offersOf = (applicationId: number) =>
  ctx.database.db.select().from(offers).where(eq(offers.applicationId, applicationId));

describe('offers under simultaneous requests', () => {
  it('issues one open offer per application from 20 simultaneous IssueOffer calls', async () => {
    const hr = await tokenFor(ctx.app, HR_EMAIL);
    const { applicationId } = await applicantAtInterview(hr);
    const answers = await simultaneously(20, (i) => issue(hr, applicationId, 10_000 + i));
    expect(accepted(answers)).toBe(1);
    expect(refusals(answers)).toEqual([translate('hr.offerOpen', 'en-us')]);
    expect((await offersOf(applicationId)).filter((o) => o.status === OfferStatus.Pending)).toHaveLength(1);
  });

  it('takes one answer of 20 simultaneous accepts and rejects, and records it once', async () => {
    const hr = await tokenFor(ctx.app, HR_EMAIL);
    const who = await applicantAtInterview(hr);
    const offer = await issue(hr, who.applicationId);
    const eventsBefore = (
      await ctx.database.db
        .select()
        .from(applicationEvents)
        .where(eq(applicationEvents.applicationId, who.applicationId))
    ).length;
    const answers = await simultaneously(20, (i) => answer(who.token, offer.body.data.id, i % 2 === 0));
    expect(accepted(answers)).toBe(1);
    expect(refusals(answers)).toEqual([translate('offers.answered', 'en-us')]);
    const events = await ctx.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, who.applicationId));
    expect(events).toHaveLength(eventsBefore + 1);
  });

  it('lets either the answer or the withdrawal win, never both, when they arrive together', async () => {
    const hr = await tokenFor(ctx.app, HR_EMAIL);
    const who = await applicantAtInterview(hr);
    const offer = await issue(hr, who.applicationId);
    const id = offer.body.data.id;
    const answers = await simultaneously(20, (i) =>
      i % 2 === 0
        ? answer(who.token, id, true)
        : callApi(ctx.app, {
            method: 'POST',
            url: '/api/hr/Offer/WithdrawOffer',
            headers: bearer(hr),
            body: { id },
          }),
    );
    expect(accepted(answers)).toBe(1);
    const [row] = await offersOf(who.applicationId);
    expect([OfferStatus.Accepted, OfferStatus.Withdrawn]).toContain(row!.status);
  });
});
