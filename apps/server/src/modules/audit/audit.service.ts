import type { Db } from '../../db/client.ts';
import {
  appendAudit,
  appendAuditInTx,
  verifyAuditChain as verifyChain,
  type TAuditEvent,
  type TAuditVerdict,
} from './audit.repository.ts';

export type { TAuditEvent, TAuditVerdict };

/** Records events in the caller's transaction: the change and its record commit together or not at all. */
export const recordAuditInTx = (tx: Db, customerId: number, at: Date, events: TAuditEvent[]) =>
  appendAuditInTx(tx, customerId, at, events);

/** Records events in a short transaction of their own. */
export const recordAudit = (db: Db, customerId: number, at: Date, events: TAuditEvent[]) =>
  appendAudit(db, customerId, at, events);

/** Checks a customer's chain (`admin audit:verify`). */
export const verifyAuditChain = (db: Db, customerId: number): Promise<TAuditVerdict> =>
  verifyChain(db, customerId);
