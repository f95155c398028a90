import { describe, expect, it } from 'vitest';
import {
  AppErrorCode,
  hrAssignAssessmentRoute,
  hrGetQuestionnairesRoute,
  hrQueryApplicantsRoute,
  hrQueryAssessmentResultsRoute,
  type THrAssessmentResult,
  type TPage,
} from '@tmp/contracts';
import { findOutboxMessages } from '../../adapters/outbox.repository.ts';
import { bearer, DEMO_PHONE, HR_EMAIL, tokenFor } from '../../test/accounts-helpers.ts';
import { callApi, useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();
const E = '/api/evaluation';

const hrCall = <T>(
  token: string,
  route: { method: 'GET' | 'POST'; path: string },
  body?: Record<string, unknown>,
) =>
  callApi<T>(ctx.app, {
    method: route.method,
    url: route.path,
    headers: bearer(token),
    ...(body ? { body } : {}),
  });

describe('HR assessments', () => {
  it('assigns a questionnaire to an applicant, who takes it; HR reads the result and the anti-cheat record', async () => {
    const hr = await tokenFor(ctx.app, HR_EMAIL, 1);
    const questionnaires = await hrCall<
      Array<{ id: number; name: string; hasTypingTest: boolean; questionCount: number }>
    >(hr, hrGetQuestionnairesRoute);
    const quiz = questionnaires.body.data.find((q) => !q.hasTypingTest)!;
    expect(questionnaires.body.data.some((q) => q.hasTypingTest)).toBe(true);
    expect(new Set(questionnaires.body.data.map((q) => q.questionCount)).size).toBeGreaterThan(1);
    const applicants = await hrCall<TPage<{ id: number; contact: string }>>(hr, hrQueryApplicantsRoute, {
      pageIndex: 1,
      pageSize: 20,
      keyword: DEMO_PHONE,
    });
    const application = applicants.body.data.list[0]!;

    const assigned = await hrCall<{ assigned: Array<{ assignmentId: number; pinNumber: string }> }>(
      hr,
      hrAssignAssessmentRoute,
      {
        applicationIds: [application.id],
        questionnaireId: quiz.id,
        deadlineOn: '2099-01-31',
        durationMinutes: 20,
        pinNumber: 'EXT-2026-0001',
      },
    );
    expect(assigned.body).toMatchObject({
      code: 0,
      message: 'Assessment assigned',
      data: { assigned: [{ pinNumber: 'EXT-2026-0001' }] },
    });
    const assignmentId = assigned.body.data.assigned[0]!.assignmentId;
    // Notices go out through the job queue.
    await ctx.app.deps.jobs.runDue();
    const [sms] = await findOutboxMessages(ctx.database.db, 1, DEMO_PHONE, 1);
    expect(sms!.text).toContain(quiz.name);

    const again = await hrCall(hr, hrAssignAssessmentRoute, {
      applicationIds: [application.id],
      questionnaireId: quiz.id,
      deadlineOn: '2099-01-31',
      pinNumber: 'EXT-2026-0001',
    });
    expect(again.body.code).toBe(AppErrorCode.PinTaken);

    const candidate = await tokenFor(ctx.app, DEMO_PHONE);
    const start = await callApi<{ endsAt: string }>(ctx.app, {
      method: 'POST',
      url: `${E}/Questionnaire/StartToAnswerAssessment`,
      query: { id: String(assignmentId) },
      headers: bearer(candidate),
    });
    expect(start.body.code).toBe(0);
    await callApi(ctx.app, {
      method: 'POST',
      url: `${E}/Questionnaire/RecordAssessmentEvent`,
      headers: bearer(candidate),
      body: { id: assignmentId, type: 'tabSwitch' },
    });
    const submit = await callApi<{ status: number }>(ctx.app, {
      method: 'POST',
      url: `${E}/Questionnaire/SubmitAssessmentQuestionnaire`,
      headers: bearer(candidate),
      body: { id: assignmentId },
    });
    expect(submit.body.data.status).toBe(3);

    const results = await hrCall<TPage<THrAssessmentResult>>(hr, hrQueryAssessmentResultsRoute, {
      pageIndex: 1,
      pageSize: 10,
      applicationId: application.id,
    });
    const result = results.body.data.list.find((r) => r.id === assignmentId)!;
    expect(result).toMatchObject({
      status: 3,
      tabSwitches: 1,
      pinNumber: 'EXT-2026-0001',
      questionnaireName: quiz.name,
    });
    expect(result.events).toEqual([expect.objectContaining({ type: 'tabSwitch' })]);
    expect(result.positionName).toBeTruthy();
    const byJob = await hrCall<TPage<THrAssessmentResult>>(hr, hrQueryAssessmentResultsRoute, {
      pageIndex: 1,
      pageSize: 100,
      jobId: result.jobId,
    });
    expect(byJob.body.data.list.map((r) => r.id)).toContain(assignmentId);
    expect(byJob.body.data.list.every((r) => r.jobId === result.jobId)).toBe(true);
    const otherJob = await hrCall<TPage<THrAssessmentResult>>(hr, hrQueryAssessmentResultsRoute, {
      pageIndex: 1,
      pageSize: 100,
      jobId: result.jobId! + 100_000,
    });
    expect(otherJob.body.data.recordcount).toBe(0);
  });

  it('shows typing metrics of the demo candidates to HR', async () => {
    const hr = await tokenFor(ctx.app, HR_EMAIL, 1);
    const results = await hrCall<TPage<THrAssessmentResult>>(hr, hrQueryAssessmentResultsRoute, {
      pageIndex: 1,
      pageSize: 100,
      status: 3,
    });
    expect(results.body.data.recordcount).toBeGreaterThan(0);
  });

  it("refuses another customer's application and a past deadline", async () => {
    const hr2 = await tokenFor(ctx.app, HR_EMAIL, 2);
    const hr = await tokenFor(ctx.app, HR_EMAIL, 1);
    const applicants = await hrCall<TPage<{ id: number }>>(hr, hrQueryApplicantsRoute, {
      pageIndex: 1,
      pageSize: 1,
    });
    const q2 = await callApi<Array<{ id: number }>>(ctx.app, {
      url: hrGetQuestionnairesRoute.path,
      headers: bearer(hr2),
      customerid: 2,
    });
    const foreign = await callApi(ctx.app, {
      method: 'POST',
      url: hrAssignAssessmentRoute.path,
      headers: bearer(hr2),
      customerid: 2,
      body: {
        applicationIds: [applicants.body.data.list[0]!.id],
        questionnaireId: q2.body.data[0]!.id,
        deadlineOn: '2099-01-01',
      },
    });
    expect(foreign.body.code).toBe(AppErrorCode.ApplicationNotFound);
    const q1 = await hrCall<Array<{ id: number }>>(hr, hrGetQuestionnairesRoute);
    const past = await hrCall(hr, hrAssignAssessmentRoute, {
      applicationIds: [applicants.body.data.list[0]!.id],
      questionnaireId: q1.body.data[0]!.id,
      deadlineOn: '2020-01-01',
    });
    expect(past.body.message).toBe('The answer deadline must be in the future');
    const foreignQuestionnaire = await hrCall(hr, hrAssignAssessmentRoute, {
      applicationIds: [applicants.body.data.list[0]!.id],
      questionnaireId: q2.body.data[0]!.id,
      deadlineOn: '2099-01-01',
    });
    expect(foreignQuestionnaire.body.code).toBe(AppErrorCode.QuestionnaireNotFound);
  });
});
