import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppErrorCode, ROLE_PRESETS } from '@tmp/contracts';
import { hrInvitations, users } from '../../db/schema/index.ts';
import { b64 } from '../../test/accounts-helpers.ts';
import { callApi, useTestApp } from '../../test/test-app.ts';
import { inviteMember } from './invitations.service.ts';

const ctx = useTestApp();
const PASSWORD = 'Invited2026x';

describe('HR team invitations under simultaneous requests', () => {
  it('five simultaneous accepts of one link make one account and sign in once', async () => {
    const { link, userId } = await inviteMember(ctx.app.deps, {
      customerId: 2,
      email: 'race.member@example.com',
      roles: [...ROLE_PRESETS.manager],
    });
    const token = new URL(link).searchParams.get('token');
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        callApi<{ token: string }>(ctx.app, {
          method: 'POST',
          url: '/api/user/Account/AcceptInvitation',
          body: {
            token,
            fullname: `Racer ${index}`,
            password: b64(`${PASSWORD}${index}`),
            confirmpassword: b64(`${PASSWORD}${index}`),
          },
          customerid: 2,
        }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === AppErrorCode.InvitationInvalid)).toHaveLength(4);
    const rows = await ctx.app.deps.db
      .select()
      .from(users)
      .where(and(eq(users.customerId, 2), eq(users.email, 'race.member@example.com')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: userId, isActive: true });
    const winner = answers.findIndex((a) => a.body.code === 0);
    expect(rows[0]?.displayName).toBe(`Racer ${winner}`);
  });

  it('simultaneous invitations of one email leave one pending member with one live link', async () => {
    const invite = () =>
      inviteMember(ctx.app.deps, {
        customerId: 2,
        email: 'twice@example.com',
        roles: [...ROLE_PRESETS.admin],
      });
    const settled = await Promise.allSettled([invite(), invite(), invite()]);
    const made = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value.userId] : []));
    expect(made.length).toBeGreaterThan(0);
    for (const s of settled)
      if (s.status === 'rejected')
        expect(s.reason).toMatchObject({ code: AppErrorCode.InvitationMemberExists });
    const links = await ctx.app.deps.db
      .select()
      .from(hrInvitations)
      .where(eq(hrInvitations.userId, made[0]!));
    expect(new Set(made).size).toBe(1);
    expect(links.filter((l) => !l.voidedAt && !l.usedAt)).toHaveLength(1);
  });
});
