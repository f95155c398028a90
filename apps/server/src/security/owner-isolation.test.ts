import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applications, assessmentAssignments, offers, users } from '../db/schema/index.ts';
import { bearer, DEMO_EMAIL, DEMO_PHONE, HR_EMAIL, tokenFor } from '../test/accounts-helpers.ts';
import { multipartFile, samplePdf } from '../test/files.ts';
import { callApi, useTestApp } from '../test/test-app.ts';
import { changedTables, fingerprint } from './db-fingerprint.ts';

const ctx = useTestApp();
const OTHER_PHONE = '13900000001';
const FILE_NAME = 'private-cv-zhang.pdf';
const R = '/api/resume';
const E = '/api/evaluation';

/** The demo candidate's offer, assessment, application and an uploaded file: what others must not reach. */
const ownerRecords = async () => {
  const db = ctx.database.db;
  const [owner] = await db.select().from(users).where(eq(users.phone, DEMO_PHONE));
  const [offer] = await db.select().from(offers).where(eq(offers.userId, owner!.id));
  const [assignment] = await db
    .select()
    .from(assessmentAssignments)
    .where(eq(assessmentAssignments.userId, owner!.id));
  const [application] = await db.select().from(applications).where(eq(applications.userId, owner!.id));
  const upload = multipartFile(FILE_NAME, samplePdf('Zhang private'));
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${R}/Resume/UploadCustomResume`,
    headers: {
      customerid: '1',
      'content-type': upload.contentType,
      ...bearer(await tokenFor(ctx.app, DEMO_PHONE)),
    },
    payload: upload.payload,
  });
  const fileId = (res.json() as { data: { id: number } }).data.id;
  return { owner: owner!, offer: offer!, assignment: assignment!, application: application!, fileId };
};

type TRecords = Awaited<ReturnType<typeof ownerRecords>>;

/** Every call a candidate makes about one of their own records, aimed at the owner's records. */
const candidateCalls = (r: TRecords) => [
  { url: `${R}/ApplyForm/GetCandidateOffer`, query: { id: String(r.offer.id) } },
  {
    method: 'POST' as const,
    url: `${R}/ApplyForm/SaveCandidateOfferStatus`,
    body: { id: r.offer.id, status: 3, reason: 'x' },
  },
  { url: `${E}/Questionnaire/GetAssessmentQuestionnaireById`, query: { id: String(r.assignment.id) } },
  { url: `${E}/Assessment/GetApplicantAssessmentPinNumberById`, query: { id: String(r.assignment.id) } },
  {
    method: 'POST' as const,
    url: `${E}/Questionnaire/StartToAnswerAssessment`,
    query: { id: String(r.assignment.id) },
  },
  {
    method: 'POST' as const,
    url: `${E}/Questionnaire/SaveAssessmentAnswers`,
    body: { id: r.assignment.id, answers: [] },
  },
  {
    method: 'POST' as const,
    url: `${E}/Questionnaire/SubmitAssessmentQuestionnaire`,
    body: { id: r.assignment.id, answers: [] },
  },
  {
    method: 'POST' as const,
    url: `${E}/Questionnaire/RecordAssessmentEvent`,
    body: { id: r.assignment.id, type: 'tabSwitch' },
  },
  { url: `${R}/Resume/DownloadCustomResume/${r.fileId}` },
  { method: 'POST' as const, url: `${R}/Resume/DeleteCustomResume/${r.fileId}` },
];

const expectNothingOf = (r: TRecords, text: string) => {
  for (const secret of [DEMO_PHONE, r.owner.displayName, FILE_NAME, r.owner.recommendCode]) {
    expect(text).not.toContain(secret);
  }
};

describe("another party's records", () => {
  it("refuses another candidate's offer, assessment and files, showing and changing nothing", async () => {
    const records = await ownerRecords();
    expect(records.fileId).toBeGreaterThan(0);
    const intruders = [
      { token: await tokenFor(ctx.app, OTHER_PHONE, 1), customerid: 1 },
      { token: await tokenFor(ctx.app, DEMO_EMAIL, 2), customerid: 2 },
    ];
    const before = await fingerprint(ctx.database.db);
    for (const intruder of intruders) {
      for (const call of candidateCalls(records)) {
        const res = await callApi(ctx.app, {
          ...call,
          headers: bearer(intruder.token),
          customerid: intruder.customerid,
        });
        expect({
          url: call.url,
          status: res.status < 500,
          refused: res.body.code !== 0,
          data: res.body.data,
        }).toEqual({
          url: call.url,
          status: true,
          refused: true,
          data: null,
        });
        expectNothingOf(records, JSON.stringify(res.body));
      }
      const mine = await callApi(ctx.app, {
        method: 'POST',
        url: `${R}/ApplyForm/QueryPagingApplyRecords`,
        body: { pageIndex: 1, pageSize: 100 },
        headers: bearer(intruder.token),
        customerid: intruder.customerid,
      });
      expect(mine.body.code).toBe(0);
      expectNothingOf(records, JSON.stringify(mine.body));
    }
    expect(changedTables(before, await fingerprint(ctx.database.db))).toEqual([]);
    // The owner reaches the same ids: the refusals above were about the caller, not a wrong id.
    const owner = bearer(await tokenFor(ctx.app, DEMO_PHONE));
    const offer = await callApi(ctx.app, { ...candidateCalls(records)[0]!, headers: owner });
    expect(offer.body.code).toBe(0);
    const file = await ctx.app.inject({
      url: candidateCalls(records)[8]!.url,
      headers: { customerid: '1', ...owner },
    });
    expect(file.statusCode).toBe(200);
  });

  it("refuses another customer's HR the applicant and the file (by id, under its own customerid)", async () => {
    const records = await ownerRecords();
    const hr2 = await tokenFor(ctx.app, HR_EMAIL, 2);
    const calls = [
      { url: '/api/hr/Applicant/GetApplicant', query: { id: String(records.application.id) } },
      { url: `/api/hr/Applicant/DownloadResumeFile/${records.fileId}` },
      { method: 'POST' as const, url: '/api/hr/Offer/WithdrawOffer', body: { id: records.offer.id } },
      {
        method: 'POST' as const,
        url: '/api/hr/Applicant/ChangeApplicantStatus',
        body: { id: records.application.id, status: 6 },
      },
    ];
    const before = await fingerprint(ctx.database.db);
    for (const call of calls) {
      const res = await callApi(ctx.app, { ...call, headers: bearer(hr2), customerid: 2 });
      expect({ url: call.url, ok: res.status < 500 && res.body.code !== 0 }).toEqual({
        url: call.url,
        ok: true,
      });
      expect(res.body.data).toBeNull();
      expectNothingOf(records, JSON.stringify(res.body));
    }
    expect(changedTables(before, await fingerprint(ctx.database.db))).toEqual([]);
    // The owner's HR still sees the file: the refusal above was about the customer, not a broken route.
    const own = await ctx.app.inject({
      url: `/api/hr/Applicant/DownloadResumeFile/${records.fileId}`,
      headers: { customerid: '1', ...bearer(await tokenFor(ctx.app, HR_EMAIL, 1)) },
    });
    expect(own.statusCode).toBe(200);
  });
});
