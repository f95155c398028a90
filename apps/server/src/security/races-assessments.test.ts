import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AssessmentStatus, translate } from '@tmp/contracts';
import { assessmentAssignments, questionnaires } from '../db/schema/index.ts';
import { bearer, HR_EMAIL, tokenFor } from '../test/accounts-helpers.ts';
import { callApi, useTestApp } from '../test/test-app.ts';
import { api, assign, newCandidate } from '../modules/assessments/assessments.test-helpers.ts';
import { accepted, applicantWithApplication, refusals, simultaneously } from './races.helpers.ts';

const ctx = useTestApp();
const exam = api(ctx);

const rowOf = async (id: number) =>
  (await ctx.database.db.select().from(assessmentAssignments).where(eq(assessmentAssignments.id, id)))[0]!;

describe('assessments under simultaneous requests', () => {
  it('starts one attempt from 20 simultaneous starts: every answer holds the same deadline', async () => {
    const who = await newCandidate(ctx);
    const id = await assign(ctx, who, 'aptitude');
    const answers = await simultaneously(20, () => exam.start(who, id));
    expect(accepted(answers)).toBe(20);
    const deadlines = new Set(answers.map((a) => a.body.data.endsAt));
    expect(deadlines.size).toBe(1);
    const row = await rowOf(id);
    expect(row.status).toBe(AssessmentStatus.InProgress);
    expect([row.endsAt!.toISOString()]).toEqual([...deadlines]);
  });

  it('submits once from 20 simultaneous submits: one result, answered alike to every call', async () => {
    const who = await newCandidate(ctx);
    const id = await assign(ctx, who, 'aptitude');
    await exam.start(who, id);
    const answers = await simultaneously(20, () => exam.submit(who, id));
    expect(accepted(answers)).toBe(20);
    expect(new Set(answers.map((a) => a.body.data.submittedAt)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.data.score)).size).toBe(1);
    const row = await rowOf(id);
    expect(row.status).toBe(AssessmentStatus.Submitted);
    expect(row.submittedAt!.toISOString()).toBe(answers[0]!.body.data.submittedAt);
  });

  it('gives a PIN to one of 12 simultaneous assignments asking for it, and says so to the rest', async () => {
    const hr = await tokenFor(ctx.app, HR_EMAIL);
    const [questionnaire] = await ctx.database.db
      .select({ id: questionnaires.id })
      .from(questionnaires)
      .where(eq(questionnaires.code, 'aptitude'));
    const applications = await simultaneously(12, () => applicantWithApplication(ctx)).then((all) =>
      all.map((a) => a.applicationId),
    );
    const answers = await simultaneously(12, (i) =>
      callApi(ctx.app, {
        method: 'POST',
        url: '/api/hr/Assessment/AssignAssessment',
        headers: bearer(hr),
        body: {
          applicationIds: [applications[i]],
          questionnaireId: questionnaire!.id,
          deadlineOn: '2099-12-31',
          pinNumber: 'RACE-PIN-1',
        },
      }),
    );
    expect(accepted(answers)).toBe(1);
    expect(refusals(answers)).toEqual([translate('hr.pinTaken', 'en-us')]);
  });
});
