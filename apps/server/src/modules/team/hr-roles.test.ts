import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as contracts from '@tmp/contracts';
import {
  AppErrorCode,
  hrChangeApplicantStatusRoute,
  hrGetApplicantRoute,
  hrGetJobRoute,
  hrQueryApplicantsRoute,
  hrQueryAssessmentResultsRoute,
  hrQueryJobsRoute,
  hrQueryOffersRoute,
  hrQueryReferralsRoute,
  hrSaveJobRoute,
  Role,
  teamDeactivateMemberRoute,
  teamInviteMemberRoute,
  teamQueryMembersRoute,
  teamResendInvitationRoute,
  teamUpdateMemberRoute,
  type TApplicantDetail,
  type THrJob,
  type TPage,
  type TRouteContract,
  type TTeamMember,
} from '@tmp/contracts';
import { hrMemberSites, jobs, users } from '../../db/schema/index.ts';
import { b64, bearer } from '../../test/accounts-helpers.ts';
import { hashSecret } from '../../lib/crypto.ts';
import { applyDirectly } from '../../test/resume-helpers.ts';
import { callApi, useTestApp } from '../../test/test-app.ts';
import { insertUser } from '../accounts/accounts.repository.ts';
import { issueToken } from '../accounts/sessions.service.ts';
import { authPlugin } from '../../plugins/auth.ts';
import { hoursAhead, interviewApi, interviewInput } from '../interviews/interviews.test-helpers.ts';

const ctx = useTestApp();
const RUN = Date.now().toString(36).toUpperCase();
let seq = 0;
const PASSWORD = 'Team2026pass';
const passwordHash = hashSecret(PASSWORD);

/** An HR member of the customer with these roles (and sites), signed in. */
const member = async (customerId: number, roles: number[], siteIds: number[] = []) => {
  seq += 1;
  const email = `member${seq}-${RUN.toLowerCase()}@example.com`;
  const user = (await insertUser(ctx.database.db, {
    customerId,
    email,
    passwordHash: await passwordHash,
    displayName: `Member ${seq}`,
    roles,
    recommendCode: `TM${RUN}${seq}`,
  }))!;
  if (siteIds.length) {
    await ctx.database.db
      .insert(hrMemberSites)
      .values(siteIds.map((siteId) => ({ customerId, userId: user.id, siteId })));
  }
  return { id: user.id, email, token: await issueToken(ctx.app.deps, user) };
};

/** A candidate of customer 1 who applied to this job. */
const applicant = async (jobId: number) => {
  seq += 1;
  const phone = `137${String(Date.now()).slice(-4)}${String(seq).padStart(4, '0')}`;
  const user = (await insertUser(ctx.database.db, {
    customerId: 1,
    phone,
    passwordHash: 'unused',
    displayName: `Candidate ${seq}`,
    recommendCode: `TC${RUN}${seq}`,
  }))!;
  const id = await applyDirectly(ctx.app, {
    customerId: 1,
    userId: user.id,
    jobId,
    name: `Candidate ${seq}`,
    phone,
  });
  return id;
};

const call = <T>(
  token: string,
  route: { method: 'GET' | 'POST'; path: string },
  input: Record<string, unknown> = {},
  opts: { customerid?: number; lang?: 'en-us' | 'zh-cn' } = {},
) =>
  callApi<T>(ctx.app, {
    method: route.method,
    url: route.path,
    headers: bearer(token),
    customerid: opts.customerid ?? 1,
    lang: opts.lang ?? 'en-us',
    ...(route.method === 'GET'
      ? { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) }
      : { body: input }),
  });

/** Two sites of customer 1 with a job each (the seed spreads its jobs over several sites). */
const twoSites = async () => {
  const rows = await ctx.database.db
    .select({ siteId: jobs.siteId, jobId: sql<number>`min(${jobs.id})::int` })
    .from(jobs)
    .where(eq(jobs.customerId, 1))
    .groupBy(jobs.siteId)
    .orderBy(asc(jobs.siteId))
    .limit(2);
  expect(rows).toHaveLength(2);
  return { a: rows[0]!, b: rows[1]! };
};

describe('HR roles on the server (decisions §8)', () => {
  it('every /api/hr/ contract names the roles that may call it, and the server started with all of them checked', () => {
    const hrRoutes = (Object.values(contracts) as unknown[]).filter(
      (value): value is TRouteContract =>
        typeof value === 'object' && value !== null && 'path' in value && 'access' in value,
    );
    const underHr = hrRoutes.filter((route) => route.path.startsWith('/api/hr/'));
    expect(underHr.length).toBeGreaterThan(25);
    for (const route of underHr) {
      expect({ path: route.path, access: route.access }).toEqual({ path: route.path, access: 'hr' });
      expect(route.roles?.length, route.path).toBeGreaterThan(0);
    }
    // The Team calls are the customer admin's alone.
    expect(teamInviteMemberRoute.roles).toEqual([Role.CustomerAdmin]);
    expect(ctx.app.hasRoute({ method: 'POST', url: teamQueryMembersRoute.path })).toBe(true);
  });

  it('a route under /api/hr/ that names no roles stops the server from starting', async () => {
    const app = Fastify();
    app.decorate('accessGuards', {});
    await app.register(fp(async () => undefined, { name: 'customer' }));
    await app.register(authPlugin);
    const handler = async () => null;
    expect(() => app.get('/api/hr/Anything/Read', { preValidation: app.accessGuards.hr! }, handler)).toThrow(
      /must name the roles/,
    );
    expect(() => app.get('/api/hr/Anything/Open', { config: { roles: [Role.HrManager] } }, handler)).toThrow(
      /HR guard/,
    );
    app.get(
      '/api/hr/Anything/Fine',
      { preValidation: app.accessGuards.hr!, config: { roles: [2] } },
      handler,
    );
    await app.close();
  });

  it('a recruiter sees only the jobs of their site and their applicants; another site answers not found', async () => {
    const { a, b } = await twoSites();
    const [appA, appB] = [await applicant(a.jobId), await applicant(b.jobId)];
    const recruiter = await member(1, [Role.Recruiter], [a.siteId]);

    const list = await call<TPage<{ id: number }>>(recruiter.token, hrQueryJobsRoute, {
      pageIndex: 1,
      pageSize: 100,
    });
    expect(list.body.code).toBe(0);
    const siteJobs = await ctx.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.customerId, 1), eq(jobs.siteId, a.siteId)));
    expect(list.body.data.recordcount).toBe(siteJobs.length);
    expect(list.body.data.list.map((j) => j.id)).toContain(a.jobId);
    expect(list.body.data.list.map((j) => j.id)).not.toContain(b.jobId);

    expect((await call<THrJob>(recruiter.token, hrGetJobRoute, { id: a.jobId })).body.code).toBe(0);
    const otherJob = await call(recruiter.token, hrGetJobRoute, { id: b.jobId });
    const unknownJob = await call(recruiter.token, hrGetJobRoute, { id: 2_000_000_000 });
    expect(otherJob.body.code).toBe(AppErrorCode.PositionNotFound);
    expect(otherJob.body).toEqual(unknownJob.body);

    const applicants = await call<TPage<{ id: number; positionId: number }>>(
      recruiter.token,
      hrQueryApplicantsRoute,
      { pageIndex: 1, pageSize: 100 },
    );
    expect(applicants.body.data.list.map((x) => x.id)).toContain(appA);
    expect(applicants.body.data.list.map((x) => x.id)).not.toContain(appB);
    expect(new Set(applicants.body.data.list.map((x) => x.positionId))).toSatisfy((ids: Set<number>) =>
      [...ids].every((id) => siteJobs.some((job) => job.id === id)),
    );

    const detail = await call<TApplicantDetail>(recruiter.token, hrGetApplicantRoute, { id: appA });
    expect(detail.body.code).toBe(0);
    expect(detail.body.data.history.length).toBeGreaterThan(0);
    expect((await call(recruiter.token, hrGetApplicantRoute, { id: appB })).body.code).toBe(
      AppErrorCode.ApplicationNotFound,
    );
    const move = await call(recruiter.token, hrChangeApplicantStatusRoute, { id: appB, status: 2 });
    expect(move.body.code).toBe(AppErrorCode.ApplicationNotFound);

    // A job saved for another site is refused like an unknown site.
    const job = (await call<THrJob>(recruiter.token, hrGetJobRoute, { id: a.jobId })).body.data;
    const { id: _id, ...copy } = job;
    const elsewhere = await call(recruiter.token, hrSaveJobRoute, { ...copy, siteId: b.siteId });
    expect(elsewhere.body.code).toBe(AppErrorCode.BadOption);
    expect(elsewhere.status).toBe(400);

    // Offers, assessments, referrals and interviews: only those of the site, filtered in SQL.
    for (const route of [hrQueryOffersRoute, hrQueryAssessmentResultsRoute, hrQueryReferralsRoute]) {
      const page = await call<TPage<{ applicationId?: number }>>(recruiter.token, route, {
        pageIndex: 1,
        pageSize: 100,
      });
      expect(page.body.code, route.path).toBe(0);
      expect(page.body.data.list.map((item) => item.applicationId)).not.toContain(appB);
    }
    const manager = await member(1, [Role.HrManager]);
    const api = interviewApi(ctx);
    const planFor = async (id: number, hours: number) =>
      (
        await api.create(
          manager.token,
          interviewInput([id], manager.id, { startsAt: hoursAhead(ctx, hours).toISOString() }),
        )
      ).body.data.ids[0]!;
    const inA = await planFor(appA, 30);
    const inB = await planFor(appB, 33);
    const interviews = await api.hrQuery(recruiter.token);
    expect(interviews.body.data.list.map((i) => i.id)).toContain(inA);
    expect(interviews.body.data.list.map((i) => i.id)).not.toContain(inB);
    expect((await api.hrCancel(recruiter.token, inB)).body.code).toBe(AppErrorCode.InterviewNotFound);

    // No Team calls for a recruiter, and an HR manager still sees both sites.
    expect((await call(recruiter.token, teamQueryMembersRoute, {})).status).toBe(403);
    expect((await call(manager.token, hrGetApplicantRoute, { id: appB })).body.code).toBe(0);
    expect((await call(manager.token, hrGetJobRoute, { id: b.jobId })).body.code).toBe(0);
  });

  it('an interviewer sees only the interviews they are on and those resumes, and records their feedback', async () => {
    const { a } = await twoSites();
    const [mine, theirs] = [await applicant(a.jobId), await applicant(a.jobId)];
    const manager = await member(1, [Role.HrManager]);
    const interviewer = await member(1, [Role.Interviewer]);
    const api = interviewApi(ctx);
    const planned = await api.create(manager.token, {
      ...interviewInput([mine], manager.id, { startsAt: hoursAhead(ctx, 2).toISOString() }),
      interviewers: [{ hrUserId: interviewer.id }],
    });
    expect(planned.body.code).toBe(0);
    const other = await api.create(manager.token, {
      ...interviewInput([theirs], manager.id, { startsAt: hoursAhead(ctx, 5).toISOString() }),
    });
    expect(other.body.code).toBe(0);

    const listed = await api.hrQuery(interviewer.token);
    expect(listed.body.code).toBe(0);
    expect(listed.body.data.list.map((i) => i.id)).toEqual(planned.body.data.ids);

    const resume = await call<TApplicantDetail>(interviewer.token, hrGetApplicantRoute, { id: mine });
    expect(resume.body.code).toBe(0);
    expect(resume.body.data.resume).toMatchObject({ basic: expect.any(Object) });
    // The resume snapshot only: not the status history, offers or uploaded files.
    expect(resume.body.data.history).toEqual([]);
    expect((await call(interviewer.token, hrGetApplicantRoute, { id: theirs })).body.code).toBe(
      AppErrorCode.ApplicationNotFound,
    );
    expect((await call(interviewer.token, hrQueryApplicantsRoute, {})).status).toBe(403);
    expect((await call(interviewer.token, hrQueryJobsRoute, {})).status).toBe(403);
    expect((await api.hrCancel(interviewer.token, planned.body.data.ids[0]!)).status).toBe(403);

    const notTheirs = await api.hrResult(interviewer.token, {
      id: other.body.data.ids[0],
      result: 'pass',
      feedback: 'Good',
    });
    expect(notTheirs.body.code).toBe(AppErrorCode.InterviewNotFound);
    ctx.clock.advance(3 * 3_600_000);
    const feedback = await api.hrResult(interviewer.token, {
      id: planned.body.data.ids[0],
      result: 'pass',
      feedback: 'Clear answers',
    });
    expect(feedback.body.code).toBe(0);
  });
});

describe('the HR team (customer admin)', () => {
  it('an admin invites, lists, changes and deactivates members; a manager alone may not; the last admin stays', async () => {
    const { a, b } = await twoSites();
    const admin = await member(1, [Role.HrManager, Role.CustomerAdmin]);
    const manager = await member(1, [Role.HrManager]);
    expect((await call(manager.token, teamQueryMembersRoute, {})).status).toBe(403);
    expect(
      (await call(manager.token, teamInviteMemberRoute, { email: 'x@example.com', roles: [5] })).status,
    ).toBe(403);

    // A recruiter needs a site: a translated validation error, nothing written.
    const siteless = await call(
      admin.token,
      teamInviteMemberRoute,
      { email: 'recruiter@example.com', roles: [Role.Recruiter] },
      { lang: 'zh-cn' },
    );
    expect(siteless.status).toBe(400);
    expect(JSON.stringify(siteless.body)).toContain('招聘专员至少需要分配一个站点');
    const foreignSite = await call(admin.token, teamInviteMemberRoute, {
      email: 'recruiter@example.com',
      roles: [Role.Recruiter],
      siteIds: [2_000_000_000],
    });
    expect(foreignSite.body.code).toBe(AppErrorCode.TeamBadSite);

    const invited = await call<{ userId: number }>(admin.token, teamInviteMemberRoute, {
      email: 'Recruiter@Example.com',
      roles: [Role.Recruiter],
      siteIds: [a.siteId],
    });
    expect(invited.body.code).toBe(0);
    const recruiterId = invited.body.data.userId;
    const members = await call<TPage<TTeamMember>>(admin.token, teamQueryMembersRoute, {
      pageIndex: 1,
      pageSize: 100,
    });
    const row = members.body.data.list.find((m) => m.userId === recruiterId)!;
    expect(row).toMatchObject({
      email: 'recruiter@example.com',
      roles: [Role.Recruiter],
      status: 'invited',
      lastSignInAt: null,
    });
    expect(row.sites.map((s) => s.id)).toEqual([a.siteId]);
    expect(row.sites[0]!.name).not.toBe('');
    expect(members.body.data.list.find((m) => m.userId === admin.id)?.status).toBe('active');
    expect((await call(admin.token, teamResendInvitationRoute, { userId: recruiterId })).body.code).toBe(0);
    expect((await call(admin.token, teamResendInvitationRoute, { userId: admin.id })).body.code).toBe(
      AppErrorCode.InvitationNotPending,
    );

    const moved = await call<TTeamMember>(admin.token, teamUpdateMemberRoute, {
      userId: recruiterId,
      roles: [Role.Recruiter, Role.Interviewer],
      siteIds: [b.siteId],
    });
    expect(moved.body.code).toBe(0);
    expect(moved.body.data.sites.map((s) => s.id)).toEqual([b.siteId]);
    expect(moved.body.data.roles).toEqual([Role.Recruiter, Role.Interviewer]);

    // Another customer's admin neither sees nor changes these members.
    const otherAdmin = await member(2, [Role.CustomerAdmin]);
    const theirs = await call<TPage<TTeamMember>>(
      otherAdmin.token,
      teamQueryMembersRoute,
      { pageIndex: 1, pageSize: 100 },
      { customerid: 2 },
    );
    expect(theirs.body.data.list.map((m) => m.userId)).not.toContain(recruiterId);
    const across = await call(
      otherAdmin.token,
      teamDeactivateMemberRoute,
      { userId: manager.id },
      { customerid: 2 },
    );
    expect(across.body.code).toBe(AppErrorCode.TeamMemberNotFound);

    // Deactivated: the member's very next call is refused, their session is over.
    expect((await call(manager.token, hrQueryJobsRoute, { pageIndex: 1, pageSize: 1 })).body.code).toBe(0);
    const off = await call<TTeamMember>(admin.token, teamDeactivateMemberRoute, { userId: manager.id });
    expect(off.body.data.status).toBe('deactivated');
    expect((await call(manager.token, hrQueryJobsRoute, { pageIndex: 1, pageSize: 1 })).status).toBe(401);

    // Customer 1's admins: the seeded HR account and `admin`. Demote one, then the other cannot lose role 3.
    const [seeded] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.customerId, 1), eq(users.email, 'hr@example.com')));
    const demoted = await call(admin.token, teamUpdateMemberRoute, {
      userId: seeded!.id,
      roles: [Role.HrManager],
    });
    expect(demoted.body.code).toBe(0);
    const last = await call(admin.token, teamUpdateMemberRoute, {
      userId: admin.id,
      roles: [Role.HrManager],
    });
    expect(last.body.code).toBe(AppErrorCode.TeamLastAdmin);
    expect(last.status).toBe(200);
    const gone = await call(admin.token, teamDeactivateMemberRoute, { userId: admin.id }, { lang: 'zh-cn' });
    expect(gone.body).toMatchObject({
      code: AppErrorCode.TeamLastAdmin,
      message: expect.stringContaining('管理员'),
    });
    // Nor can the last admin leave by deleting their own account.
    const leaving = await callApi(ctx.app, {
      method: 'POST',
      url: '/api/user/user/DeleteMyAccount',
      headers: bearer(admin.token),
      body: { password: b64(PASSWORD) },
    });
    expect(leaving.body.code).toBe(AppErrorCode.TeamLastAdmin);
    expect((await call(admin.token, teamQueryMembersRoute, {})).body.code).toBe(0);
  });
});
