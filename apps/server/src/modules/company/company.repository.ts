import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';

const settingsColumns = {
  nameEn: customers.nameEn,
  nameZh: customers.nameZh,
  siteTitle: customers.siteTitle,
  siteTitleZh: customers.siteTitleZh,
  taglineEn: customers.taglineEn,
  taglineZh: customers.taglineZh,
  brandColor: customers.brandColor,
  forceLoginCountryIds: customers.forceLoginCountryIds,
  defaultSourceId: customers.defaultSourceId,
  hrSecondFactorRequired: customers.hrSecondFactorRequired,
  smsSignature: customers.smsSignature,
  retentionMonths: customers.retentionMonths,
  logo: customers.logo,
};
export type TCompanyWrite = Partial<typeof customers.$inferInsert>;

export const findCompanySettings = async (db: Db, customerId: number) =>
  (await db.select(settingsColumns).from(customers).where(eq(customers.id, customerId)).limit(1))[0];
export type TCompanyRow = NonNullable<Awaited<ReturnType<typeof findCompanySettings>>>;

export const updateCompanySettings = async (db: Db, customerId: number, values: TCompanyWrite) => {
  await db.update(customers).set(values).where(eq(customers.id, customerId));
};

/** Tells every process of the database (those that listen) that the customer's settings changed. */
export const notifyCompanyChange = async (db: Db, channel: string, customerId: number) => {
  await db.execute(sql`select pg_notify(${channel}, ${String(customerId)})`);
};
