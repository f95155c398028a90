import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppErrorCode, INVITATION_HOURS, ROLE_PRESETS, type TSecondFactorChallenge } from '@tmp/contracts';
import { findOutboxMessages } from '../../adapters/outbox.repository.ts';
import { users } from '../../db/schema/index.ts';
import { b64, bearer, DEMO_EMAIL, DEMO_PASSWORD, HR_EMAIL, login } from '../../test/accounts-helpers.ts';
import { callApi, useTestApp } from '../../test/test-app.ts';
import { getCustomerOrigin } from '../customers/customers.service.ts';
import { inviteMember, resendInvitation } from './invitations.service.ts';

const ctx = useTestApp();
const PASSWORD = 'Invited2026x';

const accept = (link: string, customerid = 2, more: { password?: string; confirm?: string } = {}) =>
  callApi<{ token: string }>(ctx.app, {
    method: 'POST',
    url: '/api/user/Account/AcceptInvitation',
    body: {
      token: URL.parse(link)?.searchParams.get('token') ?? link,
      fullname: '  Mei Lin ',
      password: b64(more.password ?? PASSWORD),
      confirmpassword: b64(more.confirm ?? more.password ?? PASSWORD),
    },
    customerid,
  });

const invite = (email: string, customerId = 2, roles: number[] = [...ROLE_PRESETS.admin]) =>
  inviteMember(ctx.app.deps, { customerId, email, roles });

const userOf = async (customerId: number, email: string) =>
  (
    await ctx.app.deps.db
      .select()
      .from(users)
      .where(and(eq(users.customerId, customerId), eq(users.email, email)))
  )[0];

const refusal = (code: number) => expect.objectContaining({ code });

describe('HR team invitations', () => {
  it('makes a pending member, mails the link, and accepting it signs the member in once', async () => {
    const invited = await invite('New.Admin@Example.com');
    const origin = await getCustomerOrigin(ctx.app.deps, 2);
    expect(invited.link).toMatch(new RegExp(`^${origin}/hr/invitation\\?token=[\\w-]{43}$`));
    expect(invited.expiresAt.getTime() - ctx.app.deps.now().getTime()).toBeGreaterThan(
      INVITATION_HOURS * 3_600_000 - 60_000,
    );
    const pending = await userOf(2, 'new.admin@example.com');
    expect(pending).toMatchObject({ id: invited.userId, isActive: false, passwordHash: '', roles: [2, 3] });
    expect(pending?.invitedAt).toBeInstanceOf(Date);
    const [mail] = await findOutboxMessages(ctx.app.deps.db, 2, 'new.admin@example.com');
    expect(mail?.text).toContain(invited.link);
    expect(mail?.text).toContain('72');
    expect(mail?.text).toContain('北风服务');
    // No password yet: nothing signs in.
    expect((await login(ctx.app, 'new.admin@example.com', '', 2)).status).toBe(400);
    expect((await login(ctx.app, 'new.admin@example.com', PASSWORD, 2)).body.code).toBe(
      AppErrorCode.BadCredentials,
    );

    const done = await accept(invited.link);
    expect(done.body).toMatchObject({
      code: 0,
      message: 'Welcome to the team',
      data: { token: expect.any(String) },
    });
    const info = await callApi<{ chinesename: string; roles: number[] }>(ctx.app, {
      url: '/api/user/user/GetUserInfo',
      headers: bearer(done.body.data.token),
      customerid: 2,
    });
    expect(info.body.data).toMatchObject({
      chinesename: 'Mei Lin',
      loginname: 'new.admin@example.com',
      roles: [2, 3],
    });
    expect((await login(ctx.app, 'new.admin@example.com', PASSWORD, 2)).body.code).toBe(0);

    const again = await accept(invited.link, 2);
    expect(again.body).toMatchObject({
      code: AppErrorCode.InvitationInvalid,
      message: 'This invitation link is no longer valid. Please ask your administrator to send a new one.',
      data: null,
    });
    await expect(invite('new.admin@example.com')).rejects.toThrow(
      refusal(AppErrorCode.InvitationMemberExists),
    );
  });

  it('voids older links on a new one, ends a link after 72 hours, and answers every dead link alike', async () => {
    const first = await invite('recruiter@northwind.example', 2, [...ROLE_PRESETS.recruiter]);
    const second = await resendInvitation(ctx.app.deps, { customerId: 2, userId: first.userId });
    const third = await invite('recruiter@northwind.example', 2, [...ROLE_PRESETS.interviewer]);
    expect(third.userId).toBe(first.userId);
    expect((await userOf(2, 'recruiter@northwind.example'))?.roles).toEqual([5]);
    const dead = [first.link, second.link, 'no-such-token'];
    const answers = await Promise.all(dead.map((link) => accept(link)));
    const zh = await callApi(ctx.app, {
      method: 'POST',
      url: '/api/user/Account/AcceptInvitation',
      body: { token: 'x', fullname: 'A', password: b64(PASSWORD), confirmpassword: b64(PASSWORD) },
      customerid: 2,
      lang: 'zh-cn',
    });
    expect(zh.body.message).toBe('该邀请链接已失效，请联系管理员重新发送邀请');
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(answers[0]!.body.code).toBe(AppErrorCode.InvitationInvalid);
    // Another customer's host never accepts it.
    expect((await accept(third.link, 1)).body.code).toBe(AppErrorCode.InvitationInvalid);

    ctx.clock.advance(INVITATION_HOURS * 3_600_000 + 1_000);
    expect((await accept(third.link)).body.code).toBe(AppErrorCode.InvitationInvalid);
    const fresh = await resendInvitation(ctx.app.deps, { customerId: 2, userId: first.userId });
    expect((await accept(fresh.link)).body.code).toBe(0);
  });

  it('refuses an email with an account, a bad email, a member not pending, and bad passwords', async () => {
    await expect(invite(HR_EMAIL)).rejects.toThrow(refusal(AppErrorCode.InvitationMemberExists));
    await expect(invite(DEMO_EMAIL)).rejects.toThrow(refusal(AppErrorCode.InvitationEmailTaken));
    await expect(invite('not-an-email')).rejects.toThrow(refusal(AppErrorCode.Validation));
    const hr = await userOf(2, HR_EMAIL);
    await expect(resendInvitation(ctx.app.deps, { customerId: 2, userId: hr!.id })).rejects.toThrow(
      refusal(AppErrorCode.InvitationNotPending),
    );
    const elsewhere = await invite('elsewhere@example.com', 1, [...ROLE_PRESETS.manager]);
    await expect(resendInvitation(ctx.app.deps, { customerId: 2, userId: elsewhere.userId })).rejects.toThrow(
      refusal(AppErrorCode.InvitationNotPending),
    );
    const weak = await accept(elsewhere.link, 1, { password: 'short1' });
    expect(weak.status).toBe(400);
    const mismatch = await accept(elsewhere.link, 1, { confirm: 'Other2026xx' });
    expect(mismatch.body.message).toBe('The password and confirm password does not match!');
    // The refused attempts left the link alive.
    expect((await userOf(1, 'elsewhere@example.com'))?.isActive).toBe(false);
    // Deactivated before accepting: the link is dead; a new invitation brings the member back.
    await ctx.app.deps.db
      .update(users)
      .set({ deactivatedAt: new Date() })
      .where(eq(users.id, elsewhere.userId));
    expect((await accept(elsewhere.link, 1)).body.code).toBe(AppErrorCode.InvitationInvalid);
    const again = await invite('elsewhere@example.com', 1, [...ROLE_PRESETS.interviewer]);
    expect(again.userId).toBe(elsewhere.userId);
    expect(await userOf(1, 'elsewhere@example.com')).toMatchObject({ deactivatedAt: null, roles: [5] });
  });

  it('signs in like Login where the second factor is required: the set-up link is mailed first', async () => {
    const invited = await invite('security.minded@example.com', 1, [...ROLE_PRESETS.manager]);
    const res = await accept(invited.link, 1);
    expect(res.body.code).toBe(AppErrorCode.SecondFactorRequired);
    expect(res.body.data as unknown as TSecondFactorChallenge).toEqual({ secondFactor: 'enroll' });
    const [mail] = await findOutboxMessages(ctx.app.deps.db, 1, 'security.minded@example.com', 1);
    expect(mail?.text).toContain('/hr/second-factor?token=');
    expect((await login(ctx.app, 'security.minded@example.com', PASSWORD, 1)).body.code).toBe(
      AppErrorCode.SecondFactorRequired,
    );
    expect((await login(ctx.app, HR_EMAIL, DEMO_PASSWORD, 2)).body.code).toBe(0);
  });
});
