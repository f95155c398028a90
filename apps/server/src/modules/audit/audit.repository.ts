import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, gt, gte, lt, type SQL } from 'drizzle-orm';
import type { TAuditQuery } from '@tmp/contracts';
import type { Db } from '../../db/client.ts';
import { auditHeads, auditLog } from '../../db/schema/index.ts';

/** The `prev_hash` of a customer's first row. */
export const GENESIS_HASH = '0'.repeat(64);

/** One thing that happened, as a service or the audit hook describes it. */
export interface TAuditEvent {
  userId: number | null;
  actorName: string;
  roles: number[];
  action: string;
  candidateId: number | null;
  objectType: string | null;
  objectId: string | null;
  ip: string | null;
  requestId: string | null;
}

export type TAuditRow = typeof auditLog.$inferSelect;

/**
 * The hash of a row: every recorded field plus the previous row's hash, in a fixed order. Times are hashed as
 * ISO strings of whole milliseconds (what JavaScript writes and reads back), so a row hashes the same after
 * a round trip through either driver.
 */
export const hashAuditRow = (row: Omit<TAuditRow, 'id' | 'hash'>): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        row.customerId,
        row.seq,
        new Date(row.at).toISOString(),
        row.userId,
        row.actorName,
        row.roles,
        row.action,
        row.candidateId,
        row.objectType,
        row.objectId,
        row.ip,
        row.requestId,
        row.prevHash,
      ]),
    )
    .digest('hex');

/**
 * Appends events to the customer's chain inside `tx` (the caller's transaction, so a change and its record
 * commit together). The customer's head row is locked first: simultaneous writers take turns, and each row
 * holds the hash of the one written just before it.
 */
export const appendAuditInTx = async (tx: Db, customerId: number, at: Date, events: TAuditEvent[]) => {
  if (events.length === 0) return;
  await tx
    .insert(auditHeads)
    .values({ customerId, seq: 0, hash: GENESIS_HASH })
    .onConflictDoNothing({ target: auditHeads.customerId });
  const [head] = await tx
    .select()
    .from(auditHeads)
    .where(eq(auditHeads.customerId, customerId))
    .for('update');
  let { seq, hash } = head!;
  const rows = events.map((event) => {
    const row = { ...event, customerId, seq: ++seq, at, prevHash: hash };
    hash = hashAuditRow(row);
    return { ...row, hash };
  });
  await tx.insert(auditLog).values(rows);
  await tx.update(auditHeads).set({ seq, hash }).where(eq(auditHeads.customerId, customerId));
};

/** Appends events in a short transaction of their own (reads: written before the answer is sent). */
export const appendAudit = (db: Db, customerId: number, at: Date, events: TAuditEvent[]) =>
  events.length === 0
    ? Promise.resolve()
    : db.transaction((tx) => appendAuditInTx(tx, customerId, at, events));

const filtersOf = (customerId: number, q: Partial<TAuditQuery>): SQL => {
  const where: SQL[] = [eq(auditLog.customerId, customerId)];
  if (q.userId) where.push(eq(auditLog.userId, q.userId));
  if (q.candidateId) where.push(eq(auditLog.candidateId, q.candidateId));
  if (q.action) where.push(eq(auditLog.action, q.action));
  if (q.from) where.push(gte(auditLog.at, new Date(q.from)));
  if (q.to) where.push(lt(auditLog.at, new Date(q.to)));
  return and(...where)!;
};

/** A page of the customer's log, newest first. */
export const queryAuditLog = async (db: Db, customerId: number, q: TAuditQuery) => {
  const where = filtersOf(customerId, q);
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.seq))
      .limit(q.pageSize)
      .offset((q.pageIndex - 1) * q.pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { list, recordcount: total?.n ?? 0 };
};

/** Every matching row, newest first, in batches (the CSV export). */
export async function* allAuditRows(db: Db, customerId: number, q: Partial<TAuditQuery>, batch = 1000) {
  let before: number | undefined;
  for (;;) {
    const where =
      before === undefined
        ? filtersOf(customerId, q)
        : and(filtersOf(customerId, q), lt(auditLog.seq, before));
    const rows = await db.select().from(auditLog).where(where).orderBy(desc(auditLog.seq)).limit(batch);
    yield* rows;
    if (rows.length < batch) return;
    before = rows.at(-1)!.seq;
  }
}

/** What `audit:verify` found: the first break of the chain, if any. */
export interface TAuditVerdict {
  ok: boolean;
  rows: number;
  /** The first problem, naming the row (seq and id) or the missing seq. */
  problem?: string;
}

/**
 * Walks the customer's chain in order: each row must hash to its `hash`, follow its predecessor's hash and
 * seq, and the last one must be the head. An edited row fails its own hash; a deleted one leaves a gap in
 * seq and a `prev_hash` that matches nothing; a deleted newest row leaves the head ahead of the log.
 */
export const verifyAuditChain = async (db: Db, customerId: number, batch = 2000): Promise<TAuditVerdict> => {
  const [head] = await db.select().from(auditHeads).where(eq(auditHeads.customerId, customerId));
  let seq = 0;
  let hash = GENESIS_HASH;
  let rows = 0;
  for (;;) {
    const page = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.customerId, customerId), gt(auditLog.seq, seq)))
      .orderBy(asc(auditLog.seq))
      .limit(batch);
    for (const row of page) {
      rows++;
      if (row.seq !== seq + 1) {
        const missing = row.seq === seq + 2 ? `row seq ${seq + 1}` : `rows seq ${seq + 1} to ${row.seq - 1}`;
        return {
          ok: false,
          rows,
          problem: `${missing} deleted (row seq ${row.seq}, id ${row.id}, follows seq ${seq})`,
        };
      }
      if (row.prevHash !== hash) {
        return {
          ok: false,
          rows,
          problem: `row seq ${row.seq} (id ${row.id}) does not follow row seq ${seq}: the chain was rewritten`,
        };
      }
      const { id: _id, hash: stored, ...fields } = row;
      if (hashAuditRow(fields) !== stored) {
        return {
          ok: false,
          rows,
          problem: `row seq ${row.seq} (id ${row.id}) was edited: its hash does not match its fields`,
        };
      }
      seq = row.seq;
      hash = stored;
    }
    if (page.length < batch) break;
  }
  if ((head?.seq ?? 0) !== seq || (head?.hash ?? GENESIS_HASH) !== hash) {
    const last = head?.seq ?? 0;
    return {
      ok: false,
      rows,
      problem:
        last > seq
          ? `rows seq ${seq + 1} to ${last} deleted (the newest rows)`
          : `the chain's head does not match row seq ${seq}`,
    };
  }
  return { ok: true, rows };
};

/** The rows naming a candidate (their access log), newest first. */
export const queryCandidateLog = async (
  db: Db,
  customerId: number,
  candidateId: number,
  page: { pageIndex: number; pageSize: number },
) => {
  const where = and(eq(auditLog.customerId, customerId), eq(auditLog.candidateId, candidateId));
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.seq))
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { list, recordcount: total?.n ?? 0 };
};
