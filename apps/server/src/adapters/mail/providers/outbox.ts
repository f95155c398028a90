import type { Db } from '../../../db/client.ts';
import { insertOutboxMessage } from '../../outbox.repository.ts';
import type { TMailSender } from '../mail.port.ts';

export const createOutboxMailSender = (db: Db): TMailSender => ({
  send: (m) =>
    insertOutboxMessage(db, {
      customerId: m.customerId,
      channel: 'email',
      account: m.to,
      subject: m.subject,
      text: m.text,
      code: m.code,
    }),
});
