import { and, eq } from 'drizzle-orm';
import type {
  TAnswerInput,
  TAssessmentClock,
  TAssessmentItem,
  TAssessmentOutcome,
  TAssessmentQuestionnaire,
  TPage,
  TSaveAnswersResult,
} from '@tmp/contracts';
import { questionnaires, users } from '../../db/schema/index.ts';
import { bearer, DEMO_EMAIL, DEMO_PHONE, tokenFor } from '../../test/accounts-helpers.ts';
import { callApi, type TTestContext } from '../../test/test-app.ts';
import { insertUser } from '../accounts/accounts.repository.ts';
import { issueToken } from '../accounts/sessions.service.ts';
import { assignQuestionnaire } from './assessments.service.ts';

export const E = '/api/evaluation';
const MINUTE = 60_000;

/** A signed-in candidate: the token and what the server needs to assign them a questionnaire. */
export interface TCandidate {
  token: string;
  customerId: number;
  userId: number;
}

const userIdOf = async (ctx: TTestContext, customerId: number, field: 'phone' | 'email', value: string) => {
  const [row] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users[field], value)));
  return row!.id;
};

/** The demo candidate of customer 1 (phone) or 2 (email), signed in through the API. */
export const demoCandidate = async (ctx: TTestContext, customerId: 1 | 2): Promise<TCandidate> => {
  const account = customerId === 1 ? DEMO_PHONE : DEMO_EMAIL;
  const field = customerId === 1 ? 'phone' : 'email';
  return {
    token: await tokenFor(ctx.app, account, customerId),
    customerId,
    userId: await userIdOf(ctx, customerId, field, account),
  };
};

let userSeq = 0;
/** A fresh candidate of customer 1 with nothing assigned. */
export const newCandidate = async (ctx: TTestContext): Promise<TCandidate> => {
  userSeq += 1;
  const user = await insertUser(ctx.database.db, {
    customerId: 1,
    phone: `1370000${String(userSeq).padStart(4, '0')}`,
    passwordHash: 'unused',
    displayName: `Candidate ${userSeq}`,
    recommendCode: `ASMT${Date.now().toString(36).toUpperCase()}${userSeq}`,
  });
  return { token: await issueToken(ctx.app.deps, user!), customerId: 1, userId: user!.id };
};

/** Assigns a seeded questionnaire (by code) to the candidate; the deadline is relative to the server's clock. */
export const assign = async (
  ctx: TTestContext,
  who: TCandidate,
  code: string,
  opts: { deadlineInMinutes?: number; durationMinutes?: number } = {},
) => {
  const [questionnaire] = await ctx.database.db
    .select({ id: questionnaires.id })
    .from(questionnaires)
    .where(and(eq(questionnaires.customerId, who.customerId), eq(questionnaires.code, code)));
  const row = await assignQuestionnaire(ctx.database.db, {
    customerId: who.customerId,
    userId: who.userId,
    questionnaireId: questionnaire!.id,
    deadline: new Date(ctx.clock.now().getTime() + (opts.deadlineInMinutes ?? 60 * 24) * MINUTE),
    ...(opts.durationMinutes ? { durationMinutes: opts.durationMinutes } : {}),
  });
  return row!.id;
};

type TLang = 'en-us' | 'zh-cn';
interface TCallOptions {
  query?: Record<string, string>;
  body?: unknown;
  lang?: TLang | undefined;
}

/** Calls an evaluation endpoint as the candidate, with their token and customer. */
const as = <T>(
  ctx: TTestContext,
  who: TCandidate,
  method: 'GET' | 'POST',
  path: string,
  opts: TCallOptions,
) =>
  callApi<T>(ctx.app, {
    method,
    url: `${E}/${path}`,
    headers: bearer(who.token),
    customerid: who.customerId,
    ...opts,
  });

export const api = (ctx: TTestContext) => ({
  list: (who: TCandidate, body: object, lang?: TLang) =>
    as<TPage<TAssessmentItem>>(ctx, who, 'POST', 'Assessment/QueryPagingUserAssessments', { body, lang }),
  todo: (who: TCandidate) =>
    as<TPage<TAssessmentItem>>(ctx, who, 'GET', 'Assessment/GetUserToDoAssessments', {}),
  get: (who: TCandidate, id: number | string, lang?: TLang) =>
    as<TAssessmentQuestionnaire>(ctx, who, 'GET', 'Questionnaire/GetAssessmentQuestionnaireById', {
      query: { id: String(id) },
      lang,
    }),
  start: (who: TCandidate, id: number, lang?: TLang) =>
    as<TAssessmentClock>(ctx, who, 'POST', 'Questionnaire/StartToAnswerAssessment', {
      query: { id: String(id) },
      lang,
    }),
  save: (who: TCandidate, id: number, answers: TAnswerInput[], lang?: TLang) =>
    as<TSaveAnswersResult>(ctx, who, 'POST', 'Questionnaire/SaveAssessmentAnswers', {
      body: { id, answers },
      lang,
    }),
  submit: (who: TCandidate, id: number, answers: TAnswerInput[] = [], lang?: TLang) =>
    as<TAssessmentOutcome>(ctx, who, 'POST', 'Questionnaire/SubmitAssessmentQuestionnaire', {
      body: { id, answers },
      lang,
    }),
  pin: (who: TCandidate, id: number | string) =>
    as<{ id: number; pinNumber: string }>(ctx, who, 'GET', 'Assessment/GetApplicantAssessmentPinNumberById', {
      query: { id: String(id) },
    }),
  event: (who: TCandidate, id: number, type: string) =>
    as<{ recorded: boolean; fullscreenExits: number; tabSwitches: number }>(
      ctx,
      who,
      'POST',
      'Questionnaire/RecordAssessmentEvent',
      { body: { id, type, clientAt: Date.now() } },
    ),
});

/** The question ids of a started assignment by kind, in order. */
export const questionIds = (q: TAssessmentQuestionnaire, kind: string): number[] =>
  q.questions.filter((question) => question.kind === kind).map((question) => question.id);
