import { describe, expect, it } from 'vitest';
import {
  AppErrorCode,
  hrAssignAssessmentRoute,
  hrChangeApplicantStatusRoute,
  hrGetApplicantRoute,
  hrGetFieldSettingsRoute,
  hrGetJobRoute,
  hrGetQuestionnairesRoute,
  hrIssueOfferRoute,
  hrQueryApplicantsRoute,
  hrQueryAssessmentResultsRoute,
  hrQueryJobsRoute,
  hrQueryOffersRoute,
  hrQueryReferralsRoute,
  hrSaveFieldSettingsRoute,
  hrSaveJobRoute,
  hrSetJobOnlineRoute,
  hrWithdrawOfferRoute,
  type TApplicantDetail,
  type TApplicantListItem,
  type TApplyRecord,
  type TCandidateOffer,
  type TDistrictNode,
  type TPage,
  type TPositionDetail,
  type TSelectionItem,
} from '@tmp/contracts';
import { findOutboxMessages } from '../../adapters/outbox.repository.ts';
import { bearer, DEMO_PHONE, HR_EMAIL, tokenFor } from '../../test/accounts-helpers.ts';
import { callApi, useTestApp } from '../../test/test-app.ts';
import {
  hoursAhead,
  hrOf,
  interviewApi,
  interviewInput,
  newApplicant,
} from '../interviews/interviews.test-helpers.ts';

const ctx = useTestApp();
const HR_ROUTES = [
  hrGetQuestionnairesRoute,
  hrAssignAssessmentRoute,
  hrQueryAssessmentResultsRoute,
  hrQueryJobsRoute,
  hrGetJobRoute,
  hrSaveJobRoute,
  hrSetJobOnlineRoute,
  hrGetFieldSettingsRoute,
  hrSaveFieldSettingsRoute,
  hrQueryApplicantsRoute,
  hrGetApplicantRoute,
  hrChangeApplicantStatusRoute,
  hrIssueOfferRoute,
  hrWithdrawOfferRoute,
  hrQueryOffersRoute,
  hrQueryReferralsRoute,
];

const call = <T>(
  token: string,
  route: { method: 'GET' | 'POST'; path: string },
  input: Record<string, unknown> = {},
  customerid = 1,
) =>
  callApi<T>(ctx.app, {
    method: route.method,
    url: route.path,
    headers: bearer(token),
    customerid,
    ...(route.method === 'GET'
      ? { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) }
      : { body: input }),
  });

const option = async (group: string) =>
  (await callApi<TSelectionItem[]>(ctx.app, { url: `/api/found/Option/GetSelection${group}` })).body.data[0]!
    .value;

const newJobInput = async () => {
  const tree = (await callApi<TDistrictNode[]>(ctx.app, { url: '/api/found/District/GetDistrictTree' })).body
    .data;
  const country = tree.find((c) => c.children?.some((s) => s.children?.length))!;
  const state = country.children!.find((s) => s.children?.length)!;
  const site = (await callApi<Array<{ id: number }>>(ctx.app, { url: '/api/found/Organization/GetAllSite' }))
    .body.data[0]!;
  return {
    titleEn: 'Portuguese Support Specialist',
    titleZh: '葡萄牙语客服专员',
    descriptionEn:
      '<h3>About</h3><p>Help our customers.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    descriptionZh: '<h3>关于职位</h3><p>帮助我们的客户。</p>',
    categoryId: await option('JobCategory'),
    natureId: await option('JobNature'),
    siteId: site.id,
    countryId: country.value,
    stateId: state.value,
    cityId: state.children![0]!.value,
    headcount: 3,
    salaryMin: 9000,
    salaryMax: 12000,
    salaryCurrency: 'CNY',
    requiredFields: ['basic.name', 'basic.mobile'],
  };
};

describe('HR console access', () => {
  it('refuses every HR call to a candidate token (403), to no token (401) and to another customer (403)', async () => {
    const candidate = await tokenFor(ctx.app, DEMO_PHONE);
    const otherHr = await tokenFor(ctx.app, HR_EMAIL, 2);
    for (const route of HR_ROUTES) {
      expect((await call(candidate, route)).status, route.path).toBe(403);
      expect((await callApi(ctx.app, { method: route.method, url: route.path })).status, route.path).toBe(
        401,
      );
      expect((await call(otherHr, route)).status, route.path).toBe(403);
    }
  });

  it("does not show one customer's applicants to another customer's HR", async () => {
    const hr1 = await tokenFor(ctx.app, HR_EMAIL, 1);
    const hr2 = await tokenFor(ctx.app, HR_EMAIL, 2);
    const mine = await call<TPage<TApplicantListItem>>(hr1, hrQueryApplicantsRoute, {
      pageIndex: 1,
      pageSize: 5,
    });
    const id = mine.body.data.list[0]!.id;
    const theirs = await call<TApplicantDetail>(hr2, hrGetApplicantRoute, { id }, 2);
    expect(theirs.body).toMatchObject({ code: AppErrorCode.ApplicationNotFound, data: null });
    const list2 = await call<TPage<TApplicantListItem>>(
      hr2,
      hrQueryApplicantsRoute,
      { pageIndex: 1, pageSize: 100 },
      2,
    );
    expect(list2.body.data.list.some((a) => a.id === id)).toBe(false);
  });
});

describe('the hiring loop', () => {
  it('publishes a job, takes an application, moves it, issues an offer the candidate accepts', async () => {
    const hr = await tokenFor(ctx.app, HR_EMAIL, 1);
    const created = await call<{ id: number }>(hr, hrSaveJobRoute, await newJobInput());
    expect(created.body).toMatchObject({ code: 0, message: 'Saved' });
    const jobId = created.body.data.id;
    const detail = await callApi<TPositionDetail>(ctx.app, {
      url: '/api/job/Position/GetPositionDetail',
      query: { id: String(jobId) },
    });
    expect(detail.body.data.title).toBe('Portuguese Support Specialist');
    expect(detail.body.data.description).not.toMatch(/script|onerror/);
    const search = await callApi<TPage<{ id: number }>>(ctx.app, {
      method: 'POST',
      url: '/api/job/Position/QueryPagingPositions',
      body: { keyword: '葡萄牙语客服' },
    });
    expect(search.body.data.list.map((j) => j.id)).toContain(jobId);

    const candidate = await tokenFor(ctx.app, '13900000001');
    const applied = await callApi<{ applicationId: number }>(ctx.app, {
      method: 'POST',
      url: '/api/resume/Resume/SaveUserResume',
      headers: bearer(candidate),
      body: {
        resume: { basic: { name: '李雷', mobile: '13900000001', email: 'lilei@example.com' } },
        positionId: jobId,
      },
    });
    expect(applied.body.code).toBe(0);
    const applicationId = applied.body.data.applicationId;

    const perJob = await call<TPage<TApplicantListItem>>(hr, hrQueryApplicantsRoute, {
      pageIndex: 1,
      pageSize: 10,
      jobId,
    });
    expect(perJob.body.data.list).toEqual([
      expect.objectContaining({ id: applicationId, candidateName: '李雷', status: 1 }),
    ]);
    const byName = await call<TPage<TApplicantListItem>>(hr, hrQueryApplicantsRoute, {
      pageIndex: 1,
      pageSize: 10,
      keyword: '李雷',
    });
    expect(byName.body.data.list.map((a) => a.id)).toContain(applicationId);

    const moved = await call(hr, hrChangeApplicantStatusRoute, {
      id: applicationId,
      status: 3,
      note: 'Interview on Monday 10:00',
    });
    expect(moved.body.code).toBe(0);
    // Notices go out through the job queue.
    await ctx.app.deps.jobs.runDue();
    const [sms] = await findOutboxMessages(ctx.database.db, 1, '13900000001', 1);
    expect(sms!.text).toContain('Interview');

    const offer = await call<{ id: number; status: number }>(hr, hrIssueOfferRoute, {
      applicationId,
      salary: 11000,
      salaryCurrency: 'CNY',
      startDate: '2027-02-01',
      locationEn: 'Dalian',
      locationZh: '大连',
      expiresOn: '2099-12-31',
    });
    expect(offer.body.data.status).toBe(1);
    const second = await call(hr, hrIssueOfferRoute, {
      applicationId,
      salary: 1,
      salaryCurrency: 'CNY',
      startDate: '2027-02-01',
      locationEn: 'X',
      locationZh: 'X',
      expiresOn: '2099-12-31',
    });
    expect(second.body.code).toBe(AppErrorCode.OfferOpen);

    const records = await callApi<TPage<TApplyRecord>>(ctx.app, {
      method: 'POST',
      url: '/api/resume/ApplyForm/QueryPagingApplyRecords',
      headers: bearer(candidate),
      body: {},
    });
    const record = records.body.data.list.find((r) => r.id === applicationId)!;
    expect(record).toMatchObject({ status: 4, offerId: offer.body.data.id });
    expect(record.history.map((h) => h.note)).toContain('Interview on Monday 10:00');

    const accepted = await callApi<TCandidateOffer>(ctx.app, {
      method: 'POST',
      url: '/api/resume/ApplyForm/SaveCandidateOfferStatus',
      headers: bearer(candidate),
      body: { id: offer.body.data.id, status: 2 },
    });
    expect(accepted.body.data.status).toBe(2);
    const seen = await call<TApplicantDetail>(hr, hrGetApplicantRoute, { id: applicationId });
    expect(seen.body.data).toMatchObject({ status: 5, offers: [expect.objectContaining({ status: 2 })] });
    expect(seen.body.data.resume).toMatchObject({ basic: { name: '李雷' } });

    const offline = await call(hr, hrSetJobOnlineRoute, { id: jobId, isOnline: false });
    expect(offline.body.code).toBe(0);
    const gone = await callApi(ctx.app, {
      url: '/api/job/Position/GetPositionDetail',
      query: { id: String(jobId) },
    });
    expect(gone.body.code).toBe(AppErrorCode.RequisitionOffline);
  });

  it('refuses a job with a city outside its country, a bad salary range, or foreign references', async () => {
    const hr = await tokenFor(ctx.app, HR_EMAIL, 1);
    const input = await newJobInput();
    const tree = (await callApi<TDistrictNode[]>(ctx.app, { url: '/api/found/District/GetDistrictTree' }))
      .body.data;
    const otherCountry = tree.find((c) => c.value !== input.countryId)!;
    const badPlace = await call(hr, hrSaveJobRoute, { ...input, countryId: otherCountry.value });
    expect(badPlace.body).toMatchObject({
      code: AppErrorCode.BadPlace,
      message: 'The state and city must belong to the chosen country',
    });
    const badRange = await call(hr, hrSaveJobRoute, { ...input, salaryMin: 5000, salaryMax: 100 });
    expect(badRange.body.message).toBe('Maximum cannot be below minimum');
    const foreignCategory = (
      await callApi<TSelectionItem[]>(ctx.app, {
        url: '/api/found/Option/GetSelectionJobCategory',
        customerid: 2,
      })
    ).body.data[0]!.value;
    expect((await call(hr, hrSaveJobRoute, { ...input, categoryId: foreignCategory })).body.code).toBe(
      AppErrorCode.BadOption,
    );
    expect((await call(hr, hrSaveJobRoute, { ...input, requiredFields: ['basic.shoeSize'] })).status).toBe(
      400,
    );
    expect((await call(hr, hrSaveJobRoute, { ...input, titleEn: '' })).body.message).toBe(
      'This field is required',
    );
  });

  it('lists referrals and offers, withdraws a pending offer, and configures required resume fields', async () => {
    const hr = await tokenFor(ctx.app, HR_EMAIL, 1);
    const referrals = await call<TPage<{ referrerName: string; candidateName: string }>>(
      hr,
      hrQueryReferralsRoute,
      { pageIndex: 1, pageSize: 10 },
    );
    expect(referrals.body.data.list).toContainEqual(
      expect.objectContaining({ referrerName: '王小明', candidateName: '李雷' }),
    );
    const offers = await call<TPage<{ id: number; status: number }>>(hr, hrQueryOffersRoute, {
      pageIndex: 1,
      pageSize: 10,
      status: 1,
    });
    const pending = offers.body.data.list[0]!;
    const withdrawn = await call<{ status: number }>(hr, hrWithdrawOfferRoute, { id: pending.id });
    expect(withdrawn.body.data.status).toBe(5);
    expect((await call(hr, hrWithdrawOfferRoute, { id: pending.id })).body.code).toBe(
      AppErrorCode.OfferNotPending,
    );

    const settings = await call<Array<{ key: string; required: boolean; enabled: boolean }>>(
      hr,
      hrGetFieldSettingsRoute,
    );
    expect(settings.body.data.find((f) => f.key === 'basic.name')).toMatchObject({
      required: true,
      enabled: true,
    });
    const saved = await call(hr, hrSaveFieldSettingsRoute, {
      fields: [
        { key: 'basic.birthDate', enabled: true, required: true },
        { key: 'homeOffice.network', enabled: false, required: false },
      ],
    });
    expect(saved.body.code).toBe(0);
    const form = await callApi<{
      sections: Array<{ key: string; fields: Array<{ key: string; required: boolean }> }>;
    }>(ctx.app, { url: '/api/resume/Resume/GetCustomerResumeFields' });
    const fields = form.body.data.sections.flatMap((s) => s.fields);
    expect(fields.find((f) => f.key === 'basic.birthDate')!.required).toBe(true);
    expect(fields.some((f) => f.key === 'homeOffice.network')).toBe(false);
  });
});

describe('the application flow (decisions §5)', () => {
  const offerInput = (applicationId: number) => ({
    applicationId,
    salary: 11000,
    salaryCurrency: 'CNY',
    startDate: '2027-02-01',
    locationEn: 'Dalian',
    locationZh: '大连',
    expiresOn: '2099-12-31',
  });
  const detailOf = async (hr: string, id: number) =>
    (await call<TApplicantDetail>(hr, hrGetApplicantRoute, { id })).body.data;

  it('refuses moves the flow does not allow, with a translated message, and changes nothing', async () => {
    const hr = (await hrOf(ctx)).token;
    const who = await newApplicant(ctx, 'flow');
    const id = who.applicationId;
    const toOffer = await call(hr, hrChangeApplicantStatusRoute, { id, status: 4 });
    expect(toOffer.body).toMatchObject({
      code: AppErrorCode.ApplicationMoveRefused,
      message: 'An application moves to “Offer” when an offer is issued, once it is at “Interview”.',
      data: null,
    });
    expect((await call(hr, hrIssueOfferRoute, offerInput(id))).body.code).toBe(
      AppErrorCode.ApplicationMoveRefused,
    );
    expect((await call(hr, hrChangeApplicantStatusRoute, { id, status: 5 })).body.message).toBe(
      'An application is hired when the candidate accepts the offer.',
    );
    expect((await call(hr, hrChangeApplicantStatusRoute, { id, status: 2 })).body.code).toBe(0);
    const back = await callApi(ctx.app, {
      method: 'POST',
      url: hrChangeApplicantStatusRoute.path,
      headers: bearer(hr),
      body: { id, status: 1 },
      lang: 'zh-cn',
    });
    expect(back.body.message).toBe('处于“筛选中”状态的申请不能变更为“已投递”');
    const detail = await detailOf(hr, id);
    expect(detail.status).toBe(2);
    expect(detail.history.map((h) => h.status)).toEqual([1, 2]);
    expect(detail.offers).toEqual([]);
  });

  it('closing as not suitable cancels the interview, the pending assessment and the offer, and tells the candidate', async () => {
    const { token: hr, userId } = await hrOf(ctx);
    const who = await newApplicant(ctx, 'close');
    const id = who.applicationId;
    const input = interviewInput([id], userId, { startsAt: hoursAhead(ctx, 30).toISOString() });
    const [interviewId] = (await interviewApi(ctx).create(hr, input)).body.data.ids;
    const questionnaireId = (await call<Array<{ id: number }>>(hr, hrGetQuestionnairesRoute)).body.data[0]!
      .id;
    const assigned = await call(hr, hrAssignAssessmentRoute, {
      applicationIds: [id],
      questionnaireId,
      deadlineOn: '2099-12-01',
    });
    expect(assigned.body.code).toBe(0);
    const offer = await call<{ id: number }>(hr, hrIssueOfferRoute, offerInput(id));
    expect(offer.body.code).toBe(0);

    const closed = await call(hr, hrChangeApplicantStatusRoute, { id, status: 6, note: 'Thank you.' });
    expect(closed.body.code).toBe(0);
    const interviews = (await interviewApi(ctx).hrQuery(hr)).body.data.list;
    expect(interviews.find((i) => i.id === interviewId)!.status).toBe(3);
    const results = await call<TPage<{ status: number }>>(hr, hrQueryAssessmentResultsRoute, {
      pageIndex: 1,
      pageSize: 10,
      applicationId: id,
    });
    expect(results.body.data.list.map((r) => r.status)).toEqual([5]);
    expect((await detailOf(hr, id)).offers.map((o) => o.status)).toEqual([5]);
    // The notices are queued and sent together here: the closing one is among them, whatever their order.
    await ctx.app.deps.jobs.runDue();
    const sent = await findOutboxMessages(ctx.database.db, 1, who.phone, 10);
    const told = sent.find((m) => m.text.includes('“Not suitable”'));
    expect(told!.text).toContain('is now “Not suitable”. Thank you. Its open interviews (1)');
    expect(told!.text).toContain('The pending offer is withdrawn.');
    expect(told!.text).toContain('已变更为“不合适”');

    const reopen = await call(hr, hrChangeApplicantStatusRoute, { id, status: 2 });
    expect(reopen.body.message).toBe(
      'This application is closed (“Not suitable”); its status no longer changes.',
    );
    expect((await detailOf(hr, id)).status).toBe(6);
  });

  it('a hire counts a begun interview as done; a result is recorded once, only at "interview"', async () => {
    const { token: hr, userId } = await hrOf(ctx);
    const who = await newApplicant(ctx, 'hire');
    const id = who.applicationId;
    const input = interviewInput([id], userId, { startsAt: hoursAhead(ctx, 2).toISOString() });
    const [interviewId] = (await interviewApi(ctx).create(hr, input)).body.data.ids;
    ctx.clock.advance(3 * 3_600_000);
    const pass = { id: interviewId!, result: 'pass', feedback: 'Strong.' };
    expect((await interviewApi(ctx).hrResult(hr, pass)).body.code).toBe(0);
    const twice = await interviewApi(ctx).hrResult(hr, pass);
    expect(twice.body).toMatchObject({
      code: AppErrorCode.InterviewBadState,
      message: 'The result of this interview is already recorded',
    });
    const second = interviewInput([id], userId, { startsAt: hoursAhead(ctx, 2).toISOString() });
    const [begun] = (await interviewApi(ctx).create(hr, second)).body.data.ids;
    const offer = await call<{ id: number }>(hr, hrIssueOfferRoute, offerInput(id));
    ctx.clock.advance(3 * 3_600_000);
    const accepted = await callApi<TCandidateOffer>(ctx.app, {
      method: 'POST',
      url: '/api/resume/ApplyForm/SaveCandidateOfferStatus',
      headers: bearer(who.token),
      body: { id: offer.body.data.id, status: 2 },
    });
    expect(accepted.body.code).toBe(0);
    expect((await detailOf(hr, id)).status).toBe(5);
    const list = (await interviewApi(ctx).hrQuery(hr)).body.data.list;
    expect(list.find((i) => i.id === begun)!.status).toBe(4);
    const late = await interviewApi(ctx).hrResult(hr, { ...pass, id: begun });
    expect(late.body.code).toBe(AppErrorCode.InterviewBadState);
  });
});
