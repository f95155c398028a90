import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { HR_ROLES, type TTeamMemberStatus } from '@tmp/contracts';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../lib/sql.ts';
import { hrInvitations, hrMemberSites, sessions, users } from '../../db/schema/index.ts';

/** Holds any HR role (2-5). */
const isHrMember = () =>
  sql`(${sql.join(
    HR_ROLES.map((role) => sql`${users.roles} @> ${JSON.stringify([role])}::jsonb`),
    sql` OR `,
  )})`;

/** Deactivated; invited (waiting to accept, never active); active: the rest. */
const statusIs = (status: TTeamMemberStatus): SQL =>
  status === 'deactivated'
    ? isNotNull(users.deactivatedAt)
    : status === 'invited'
      ? and(isNull(users.deactivatedAt), eq(users.isActive, false), isNotNull(users.invitedAt))!
      : and(isNull(users.deactivatedAt), eq(users.isActive, true))!;

const memberColumns = {
  id: users.id,
  email: users.email,
  displayName: users.displayName,
  roles: users.roles,
  isActive: users.isActive,
  invitedAt: users.invitedAt,
  deactivatedAt: users.deactivatedAt,
  lastLoginAt: users.lastLoginAt,
};
export type TMemberRow = { [K in keyof typeof memberColumns]: (typeof users.$inferSelect)[K] } & {
  id: number;
};

const ofCustomer = (customerId: number) =>
  and(eq(users.customerId, customerId), isNull(users.deletedAt), isHrMember());

export const findMemberPage = async (
  db: Db,
  customerId: number,
  q: {
    pageIndex: number;
    pageSize: number;
    keyword?: string | undefined;
    status?: TTeamMemberStatus | undefined;
  },
) => {
  const where = and(
    ofCustomer(customerId),
    q.keyword
      ? or(
          ilike(users.email, containsPattern(q.keyword)),
          ilike(users.displayName, containsPattern(q.keyword)),
        )
      : undefined,
    q.status ? statusIs(q.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(memberColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.email), asc(users.id))
      .limit(q.pageSize)
      .offset((q.pageIndex - 1) * q.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows: rows as TMemberRow[], total: total?.n ?? 0 };
};

/** One HR member of the customer, locked until the transaction ends when `lock` is set. */
export const findMember = async (db: Db, customerId: number, userId: number, lock = false) => {
  const query = db
    .select(memberColumns)
    .from(users)
    .where(and(ofCustomer(customerId), eq(users.id, userId)))
    .limit(1);
  return (await (lock ? query.for('update') : query))[0] as TMemberRow | undefined;
};

export const findSiteIdsOf = async (db: Db, customerId: number, userIds: number[]) =>
  userIds.length === 0
    ? []
    : db
        .select({ userId: hrMemberSites.userId, siteId: hrMemberSites.siteId })
        .from(hrMemberSites)
        .where(and(eq(hrMemberSites.customerId, customerId), inArray(hrMemberSites.userId, userIds)))
        .orderBy(asc(hrMemberSites.siteId));

export const replaceSites = async (tx: Db, customerId: number, userId: number, siteIds: number[]) => {
  await tx
    .delete(hrMemberSites)
    .where(and(eq(hrMemberSites.customerId, customerId), eq(hrMemberSites.userId, userId)));
  if (siteIds.length) {
    await tx.insert(hrMemberSites).values(siteIds.map((siteId) => ({ customerId, userId, siteId })));
  }
};

/**
 * Changes to the team's administrators queue up per customer for the rest of the transaction, so two
 * admins removing each other at once are decided one after the other, each seeing the other's outcome.
 */
export const lockTeam = (tx: Db, customerId: number) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('hr-team'), ${customerId})`);

/** How many active members hold role 3 (customer admin), leaving out `except`. */
export const countActiveAdmins = async (tx: Db, customerId: number, except: number) =>
  (
    await tx
      .select({ n: count() })
      .from(users)
      .where(
        and(
          ofCustomer(customerId),
          statusIs('active'),
          sql`${users.roles} @> '[3]'::jsonb`,
          sql`${users.id} <> ${except}`,
        ),
      )
  )[0]?.n ?? 0;

export const updateRoles = (tx: Db, customerId: number, userId: number, roles: number[]) =>
  tx
    .update(users)
    .set({ roles })
    .where(and(eq(users.customerId, customerId), eq(users.id, userId)));

/** Deactivates the member, ends every session and voids any invitation link still open. */
export const deactivate = async (tx: Db, customerId: number, userId: number, now: Date) => {
  await tx
    .update(users)
    .set({ isActive: false, deactivatedAt: now })
    .where(and(eq(users.customerId, customerId), eq(users.id, userId)));
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await tx
    .update(hrInvitations)
    .set({ voidedAt: now })
    .where(
      and(eq(hrInvitations.userId, userId), isNull(hrInvitations.usedAt), isNull(hrInvitations.voidedAt)),
    );
};

/** A member invited again after being deactivated before accepting is invited, no longer deactivated. */
export const clearDeactivation = (tx: Db, customerId: number, userId: number) =>
  tx
    .update(users)
    .set({ deactivatedAt: null })
    .where(and(eq(users.customerId, customerId), eq(users.id, userId), eq(users.isActive, false)));
