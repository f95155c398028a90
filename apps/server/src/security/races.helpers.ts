import { and, eq } from 'drizzle-orm';
import type { TEnvelope } from '@tmp/contracts';
import { jobs } from '../db/schema/index.ts';
import { newCandidate } from '../modules/assessments/assessments.test-helpers.ts';
import { bearer } from '../test/accounts-helpers.ts';
import { completeResume } from '../test/resume-helpers.ts';
import { callApi, type TTestContext } from '../test/test-app.ts';

/**
 * Sends `n` requests at once (all started before any is awaited) and answers their results in order. On
 * the PostgreSQL server they run on several connections at the same time, which is where a rule checked
 * in one statement and acted on in another lets more than the allowed number through.
 */
export const simultaneously = <T>(n: number, send: (i: number) => Promise<T>): Promise<T[]> =>
  Promise.all(Array.from({ length: n }, (_, i) => send(i)));

/** How many answers were accepted (envelope code 0). */
export const accepted = (answers: Array<{ body: TEnvelope<unknown> }>) =>
  answers.filter((a) => a.body.code === 0).length;

/** The distinct messages of the refused answers. */
export const refusals = (answers: Array<{ body: TEnvelope<unknown> }>) => [
  ...new Set(answers.filter((a) => a.body.code !== 0).map((a) => a.body.message)),
];

/** A fresh candidate of customer 1 who applied to an online job: their token and the application. */
export const applicantWithApplication = async (ctx: TTestContext) => {
  const who = await newCandidate(ctx);
  const [job] = await ctx.database.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.customerId, 1), eq(jobs.isOnline, true)))
    .limit(1);
  const res = await callApi<{ applicationId: number }>(ctx.app, {
    method: 'POST',
    url: '/api/resume/Resume/SaveUserResume',
    headers: bearer(who.token),
    body: { resume: await completeResume(ctx.app, 'Race Runner', '13712345678'), positionId: job!.id },
  });
  if (res.body.code !== 0) throw new Error(`apply refused: ${res.body.message}`);
  return { ...who, applicationId: res.body.data.applicationId };
};
