import type { Db } from '../../../db/client.ts';
import { insertOutboxMessage } from '../../outbox.repository.ts';
import type { TSmsSender } from '../sms.port.ts';

export const createOutboxSmsSender = (db: Db): TSmsSender => ({
  send: (m) =>
    insertOutboxMessage(db, {
      customerId: m.customerId,
      channel: 'sms',
      account: m.phone,
      text: m.text,
      code: m.code,
    }),
});
