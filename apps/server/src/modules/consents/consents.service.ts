import { and, eq, inArray } from 'drizzle-orm';
import { AGREEMENT_VERSION, CONSENT_PURPOSES, type TConsentPurpose, type TMyConsents } from '@tmp/contracts';
import type { Db } from '../../db/client.ts';
import { applications, userConsents, users } from '../../db/schema/index.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { TUser } from '../accounts/accounts.service.ts';

/**
 * A candidate's consents per purpose (decisions §9). `application` and `referral` (the referrer sees the
 * status, as the registration agreement said) are given with the agreement until answered on their own;
 * `talentPool` and `crossBorder` are off until given. Answers under an older policy version count
 * until the candidate answers again, which the next sign-in asks for (`consentRequired`).
 */
export const getMyConsents = async ({ db }: Pick<TDeps, 'db'>, user: TUser): Promise<TMyConsents> => {
  const rows = await db
    .select()
    .from(userConsents)
    .where(and(eq(userConsents.customerId, user.customerId), eq(userConsents.userId, user.id)));
  const byPurpose = new Map(rows.map((row) => [row.purpose, row]));
  return {
    policyVersion: AGREEMENT_VERSION,
    consentRequired: user.agreementVersion !== AGREEMENT_VERSION,
    consents: CONSENT_PURPOSES.map((purpose) => {
      const row = byPurpose.get(purpose);
      if (row)
        return { purpose, granted: row.granted, policyVersion: row.policyVersion, at: row.at.toISOString() };
      if ((purpose === 'application' || purpose === 'referral') && user.agreementVersion)
        return {
          purpose,
          granted: true,
          policyVersion: user.agreementVersion,
          at: user.agreedAt?.toISOString() ?? null,
        };
      return { purpose, granted: false, policyVersion: null, at: null };
    }),
  };
};

/** Saves the named purposes under the current policy version; the candidate has now answered it. */
export const saveMyConsents = async (
  deps: Pick<TDeps, 'db' | 'now'>,
  user: TUser,
  purposes: Partial<Record<TConsentPurpose, boolean | undefined>>,
): Promise<TMyConsents> => {
  const at = deps.now();
  const answers = CONSENT_PURPOSES.flatMap((purpose) =>
    typeof purposes[purpose] === 'boolean' ? [{ purpose, granted: purposes[purpose] }] : [],
  );
  await deps.db.transaction(async (tx) => {
    for (const { purpose, granted } of answers) {
      await tx
        .insert(userConsents)
        .values({
          customerId: user.customerId,
          userId: user.id,
          purpose,
          granted,
          policyVersion: AGREEMENT_VERSION,
          at,
        })
        .onConflictDoUpdate({
          target: [userConsents.userId, userConsents.purpose],
          set: { granted, policyVersion: AGREEMENT_VERSION, at },
        });
    }
    await tx
      .update(users)
      .set({ agreementVersion: AGREEMENT_VERSION, agreedAt: at })
      .where(eq(users.id, user.id));
  });
  // The signed-in user kept in memory for this session's next calls answers the same at once.
  user.agreementVersion = AGREEMENT_VERSION;
  user.agreedAt = at;
  return getMyConsents(deps, user);
};

/** Of these applications, those whose candidate withdrew a purpose (`referral`: the referrer sees no status). */
export const withdrawnFrom = async (
  db: Db,
  customerId: number,
  purpose: TConsentPurpose,
  applicationIds: number[],
) => {
  if (applicationIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(
      userConsents,
      and(
        eq(userConsents.userId, applications.userId),
        eq(userConsents.purpose, purpose),
        eq(userConsents.granted, false),
      ),
    )
    .where(and(eq(applications.customerId, customerId), inArray(applications.id, applicationIds)));
  return new Set(rows.map((row) => row.id));
};

/** Whether the candidate withdrew this purpose (an answer of no; never answered is not withdrawn). */
export const hasWithdrawn = async (db: Db, customerId: number, userId: number, purpose: TConsentPurpose) =>
  (
    await db
      .select({ granted: userConsents.granted })
      .from(userConsents)
      .where(
        and(
          eq(userConsents.customerId, customerId),
          eq(userConsents.userId, userId),
          eq(userConsents.purpose, purpose),
        ),
      )
  )[0]?.granted === false;
