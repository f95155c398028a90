import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { customerHosts, customers } from '../schema/index.ts';

type TCustomerInsert = typeof customers.$inferInsert;

/**
 * The two demo tenants (decisions §2, §6). Ids are fixed because the web app's runtime configuration,
 * the tests and the docs refer to customer 1 (phone accounts) and customer 2 (email accounts) by id.
 */
export const DEMO_CUSTOMERS: ReadonlyArray<{ customer: TCustomerInsert; hosts: string[] }> = [
  {
    customer: {
      id: 1,
      code: 'tmp',
      nameEn: 'TMP Global Delivery',
      nameZh: 'TMP 全球交付',
      smsSignature: 'TMP全球交付',
      siteTitle: 'TMP',
      siteTitleZh: 'TMP',
      taglineEn:
        '40+ delivery centres and more than 25 languages. Bring your skills to a team that works across the world.',
      taglineZh: '40+ 交付中心，25 种以上语言。与遍布全球的团队一起，让你的能力发光发热。',
      brandColor: '#1f4fd1',
      logo: '/brand/tmp-logo.svg',
      systemType: 1,
      forceLoginCountryIds: [],
      defaultSourceId: 1,
      defaultLanguage: 'en-US',
      hrSecondFactorRequired: true,
    },
    hosts: ['localhost', '127.0.0.1'],
  },
  {
    customer: {
      id: 2,
      code: 'northwind',
      nameEn: 'Northwind Services',
      nameZh: '北风服务',
      smsSignature: '北风服务',
      siteTitle: 'Northwind Careers',
      siteTitleZh: '北风招聘',
      taglineEn:
        'Service teams in 12 countries, one standard of care. Grow with people who look after each other.',
      taglineZh: '12 个国家的服务团队，同一份用心。与彼此照应的伙伴一起成长。',
      brandColor: '#0f6b5c',
      logo: '/brand/northwind-logo.svg',
      systemType: 2,
      forceLoginCountryIds: [],
      defaultSourceId: 2,
      defaultLanguage: 'en-US',
    },
    hosts: ['email.localhost'],
  },
];

/** The country whose /delivery page requires a login first for customer 1 (spec §2, navigation guard). */
export const FORCE_LOGIN_COUNTRY_KEYS: Record<number, string[]> = { 1: ['ph'], 2: [] };

export const insertCustomers = async (db: Db): Promise<number[]> => {
  await db.insert(customers).values(DEMO_CUSTOMERS.map((entry) => entry.customer));
  await db
    .insert(customerHosts)
    .values(
      DEMO_CUSTOMERS.flatMap(({ customer, hosts }) =>
        hosts.map((host) => ({ host, customerId: customer.id as number })),
      ),
    );
  // Rows inserted with explicit ids leave the identity sequence behind; later inserts would collide.
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('customers', 'id'), (SELECT max(id) FROM customers))`,
  );
  return DEMO_CUSTOMERS.map((entry) => entry.customer.id as number);
};

/** Country ids only exist once the district tree is in, so they are set after it. */
export const setForceLoginCountries = async (
  db: Db,
  customerId: number,
  countryIds: number[],
): Promise<void> => {
  await db.update(customers).set({ forceLoginCountryIds: countryIds }).where(eq(customers.id, customerId));
};

/**
 * The demo answers where PUBLIC_URL says it is reached, beside `localhost`: its phone-account customer under
 * that host, its email-account customer under `email.` + it (decisions §2). Hosts already served are left.
 */
export const serveDemoAt = async (db: Db, publicUrl: string): Promise<void> => {
  const host = new URL(publicUrl).hostname;
  const hosts = [
    { host, code: 'tmp' },
    ...(net.isIP(host) ? [] : [{ host: `email.${host}`, code: 'northwind' }]),
  ];
  for (const entry of hosts) {
    await db.execute(
      sql`INSERT INTO customer_hosts (host, customer_id) SELECT ${entry.host}, id FROM customers WHERE code = ${entry.code} ON CONFLICT DO NOTHING`,
    );
  }
};
