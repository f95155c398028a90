import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppErrorCode, Role, teamDeactivateMemberRoute, teamUpdateMemberRoute } from '@tmp/contracts';
import { users } from '../../db/schema/index.ts';
import { bearer } from '../../test/accounts-helpers.ts';
import { callApi, useTestApp } from '../../test/test-app.ts';
import { insertUser } from '../accounts/accounts.repository.ts';
import { issueToken } from '../accounts/sessions.service.ts';

// Races only show on the PostgreSQL server: run with DATABASE_URL set (CI's second run does).
const ctx = useTestApp();
const CUSTOMER = 2;
let seq = 0;

const admin = async () => {
  seq += 1;
  const user = (await insertUser(ctx.database.db, {
    customerId: CUSTOMER,
    email: `admin${seq}-race@example.com`,
    passwordHash: 'unused',
    displayName: `Admin ${seq}`,
    roles: [Role.HrManager, Role.CustomerAdmin],
    recommendCode: `RACE${Date.now().toString(36).toUpperCase()}${seq}`,
  }))!;
  return { id: user.id, token: await issueToken(ctx.app.deps, user) };
};

const post = (token: string, route: { path: string }, body: Record<string, unknown>) =>
  callApi(ctx.app, { method: 'POST', url: route.path, headers: bearer(token), customerid: CUSTOMER, body });

const activeAdmins = async () =>
  (
    await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.customerId, CUSTOMER),
          eq(users.isActive, true),
          sql`${users.deactivatedAt} IS NULL`,
          sql`${users.roles} @> '[3]'::jsonb`,
        ),
      )
  ).map((row) => row.id);

describe('the last customer admin, under simultaneous requests', () => {
  it('two admins removing each other at once leave exactly one, also when one drops their own role', async () => {
    // Only the two admins made here: the seeded one is a manager for this test.
    await ctx.database.db
      .update(users)
      .set({ roles: [Role.HrManager] })
      .where(and(eq(users.customerId, CUSTOMER), sql`${users.roles} @> '[3]'::jsonb`));

    for (let round = 0; round < 3; round += 1) {
      const [a, b] = [await admin(), await admin()];
      const answers = await Promise.all([
        post(a.token, teamDeactivateMemberRoute, { userId: b.id }),
        post(b.token, teamDeactivateMemberRoute, { userId: a.id }),
      ]);
      const codes = answers.map((answer) => answer.body.code);
      // The loser either meets the last-admin rule or, deactivated first, is signed out.
      expect(codes.filter((code) => code === 0)).toHaveLength(1);
      const loser = answers.find((answer) => answer.body.code !== 0)!;
      expect(
        loser.body.code === AppErrorCode.TeamLastAdmin || loser.status === 401,
        JSON.stringify(loser.body),
      ).toBe(true);
      const left = await activeAdmins();
      expect(left).toHaveLength(1);
      expect([a.id, b.id]).toContain(left[0]);

      // The survivor and a new admin: one demotes themselves while the other deactivates them.
      const survivor = left[0] === a.id ? a : b;
      const c = await admin();
      const mixed = await Promise.all([
        post(survivor.token, teamUpdateMemberRoute, { userId: survivor.id, roles: [Role.HrManager] }),
        post(c.token, teamDeactivateMemberRoute, { userId: survivor.id }),
      ]);
      expect(mixed.map((answer) => answer.body.code)).toContain(0);
      expect(await activeAdmins()).toEqual([c.id]);
      // Start the next round with no admin left over from this one.
      await ctx.database.db
        .update(users)
        .set({ roles: [Role.HrManager] })
        .where(eq(users.id, c.id));
    }
  });
});
