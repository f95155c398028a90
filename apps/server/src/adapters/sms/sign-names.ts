import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';

/** A customer's SMS sign name (签名): its `sms_signature`, else its Chinese name. */
export const createSignNames =
  (db: Db) =>
  async (customerId: number): Promise<string> => {
    const [row] = await db
      .select({ signature: customers.smsSignature, nameZh: customers.nameZh })
      .from(customers)
      .where(eq(customers.id, customerId));
    return row?.signature?.trim() || row?.nameZh || '';
  };
