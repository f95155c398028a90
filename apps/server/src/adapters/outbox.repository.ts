import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outboxMessages } from '../db/schema/index.ts';

export interface TOutboxEntry {
  customerId: number;
  channel: 'sms' | 'email' | 'captcha';
  account: string;
  subject?: string | undefined;
  text: string;
  code?: string | undefined;
}

/** The database outbox: the default sender of SMS and email (decisions §4). */
export const insertOutboxMessage = async (db: Db, entry: TOutboxEntry) => {
  await db
    .insert(outboxMessages)
    .values({ ...entry, subject: entry.subject ?? null, code: entry.code ?? null });
};

export const findOutboxMessages = (db: Db, customerId: number, account: string, limit = 20) =>
  db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.customerId, customerId), eq(outboxMessages.account, account)))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
