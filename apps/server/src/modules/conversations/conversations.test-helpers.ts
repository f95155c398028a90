import { eq } from 'drizzle-orm';
import { applications, users } from '../../db/schema/index.ts';
import { issueToken } from '../accounts/sessions.service.ts';
import { bearer } from '../../test/accounts-helpers.ts';
import { callApi, type TTestContext } from '../../test/test-app.ts';

export { applicationStatus, hrOf, messagesTo, newApplicant } from '../interviews/interviews.test-helpers.ts';

type TLangName = 'en-us' | 'zh-cn';

/** The calls of decisions §10, as a client makes them. */
export const conversationApi = (ctx: TTestContext) => {
  const get = <T = any>(
    token: string,
    url: string,
    query: Record<string, string> = {},
    customerid = 1,
    lang?: TLangName,
  ) => callApi<T>(ctx.app, { url, query, headers: bearer(token), customerid, ...(lang ? { lang } : {}) });
  const post = <T = any>(token: string, url: string, body: object, customerid = 1, lang?: TLangName) =>
    callApi<T>(ctx.app, {
      method: 'POST',
      url,
      body,
      headers: bearer(token),
      customerid,
      ...(lang ? { lang } : {}),
    });
  return {
    get,
    post,
    mine: (token: string) => get(token, '/api/resume/Conversation/QueryMyConversations'),
    open: (token: string, applicationId: number, customerid = 1) =>
      get(
        token,
        '/api/resume/Conversation/GetConversation',
        { applicationId: String(applicationId) },
        customerid,
      ),
    write: (token: string, applicationId: number, text: string, lang?: TLangName) =>
      post(token, '/api/resume/Conversation/SendMessage', { applicationId, text }, 1, lang),
    hrList: (token: string, query: Record<string, string> = {}, customerid = 1) =>
      get(token, '/api/hr/Conversation/QueryConversations', query, customerid),
    hrOpen: (token: string, applicationId: number, customerid = 1) =>
      get(
        token,
        '/api/hr/Conversation/GetConversation',
        { applicationId: String(applicationId) },
        customerid,
      ),
    hrWrite: (token: string, body: object, customerid = 1) =>
      post(token, '/api/hr/Conversation/SendMessage', body, customerid),
    withdraw: (token: string, id: number, reason?: string, lang?: TLangName) =>
      post(
        token,
        '/api/resume/ApplyForm/WithdrawApplication',
        { id, ...(reason ? { reason } : {}) },
        1,
        lang,
      ),
    records: (token: string) =>
      post<{
        list: Array<{ id: number; status: number; answerBy?: string | null; answerByReason?: string | null }>;
      }>(token, '/api/resume/ApplyForm/QueryPagingApplyRecords', { pageIndex: 1, pageSize: 100 }),
    survey: (token: string, body: object, lang?: TLangName) =>
      post(token, '/api/resume/Survey/SubmitSurvey', body, 1, lang),
  };
};

export const DAY = 86_400_000;

/** The yyyy-mm-dd day in China `n` working days (Monday-Friday) after the day holding `from`. */
export const workingDaysAfter = (from: Date, n: number) => {
  const d = new Date(new Date(from.getTime() + 8 * 3_600_000).toISOString().slice(0, 10) + 'T00:00:00Z');
  for (let left = n; left > 0;) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) left -= 1;
  }
  return d.toISOString().slice(0, 10);
};

export const jobOf = async (ctx: TTestContext, applicationId: number) =>
  (
    await ctx.database.db
      .select({ jobId: applications.jobId })
      .from(applications)
      .where(eq(applications.id, applicationId))
  )[0]!.jobId;

/** A new sign-in of a user, after the clock moved past their session's idle time. */
export const freshToken = async (ctx: TTestContext, userId: number) => {
  const [user] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
  return issueToken(ctx.app.deps, user!);
};

export const HOUR_MS = 3_600_000;
