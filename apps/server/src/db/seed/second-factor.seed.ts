import type { Db } from '../client.ts';
import { userSecondFactors } from '../schema/index.ts';
import type { TSecretBox } from '../../modules/accounts/second-factor.crypto.ts';

/**
 * The demo HR of customer 1 signs in with an authenticator whose secret is public (README, demo data only):
 * add `JBSWY3DPEHPK3PXP` to any authenticator app, or compute the code with otpauth.
 */
export const DEMO_HR_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
const DEMO_SECOND_FACTORS: Record<number, string[]> = { 1: ['hr@example.com'] };

export const seedSecondFactors = async (
  db: Db,
  customerId: number,
  accounts: Map<string, number>,
  secretBox: TSecretBox,
) => {
  for (const account of DEMO_SECOND_FACTORS[customerId] ?? []) {
    const userId = accounts.get(account);
    if (!userId) throw new Error(`Seed account '${account}' is missing`);
    await db.insert(userSecondFactors).values({
      userId,
      customerId,
      secretSealed: secretBox.seal(DEMO_HR_TOTP_SECRET),
      enabledAt: new Date(),
    });
  }
};
