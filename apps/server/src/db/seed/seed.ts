import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { customers } from '../schema/index.ts';
import { FORCE_LOGIN_COUNTRY_KEYS, insertCustomers, setForceLoginCountries } from './customers.seed.ts';
import { seedAccounts } from './accounts.seed.ts';
import { seedApplications } from './applications.seed.ts';
import { seedAssessments } from './assessments.seed.ts';
import { seedDistricts } from './districts.seed.ts';
import { seedJobs } from './jobs.seed.ts';
import { seedOptions } from './reference-data.seed.ts';
import { seedSites } from './sites.seed.ts';
import { seedSecondFactors } from './second-factor.seed.ts';
import { createSecretBox, type TSecretBox } from '../../modules/accounts/second-factor.crypto.ts';

// Any constant: it keeps two processes starting together against one server from both seeding.
const SEED_LOCK_ID = 72_310_002;

/** Everything one customer's portal shows before anyone has used it: reference lists, places and jobs. */
const seedCustomerData = async (db: Db, customerId: number, secretBox: TSecretBox): Promise<void> => {
  const optionIds = await seedOptions(db, customerId);
  const districts = await seedDistricts(db, customerId);
  const countryIds = (FORCE_LOGIN_COUNTRY_KEYS[customerId] ?? []).map((key) => {
    const country = districts.get(key);
    if (!country) throw new Error(`Seed country '${key}' is missing`);
    return country.id;
  });
  await setForceLoginCountries(db, customerId, countryIds);
  const sites = await seedSites(db, customerId, districts);
  await seedJobs(db, { customerId, optionIds, districts, sites });
  const accounts = await seedAccounts(db, customerId);
  await seedSecondFactors(db, customerId, accounts, secretBox);
  await seedApplications(db, customerId, accounts);
  await seedAssessments(db, customerId);
};

/**
 * Fills an empty database with the demo data of decisions §6 (customers, reference lists, districts,
 * sites, departments and jobs), all or nothing. A database that already has customers is left untouched,
 * so starting the server again never duplicates or overwrites anything.
 */
export const seedDemoData = async (
  db: Db,
  opts: { secondFactorKey?: string | undefined } = {},
): Promise<{ seeded: boolean }> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const existing = await tx.select({ id: customers.id }).from(customers).limit(1);
    if (existing.length > 0) return { seeded: false };
    const customerIds = await insertCustomers(tx);
    const secretBox = createSecretBox(opts.secondFactorKey);
    for (const customerId of customerIds) await seedCustomerData(tx, customerId, secretBox);
    return { seeded: true };
  });
