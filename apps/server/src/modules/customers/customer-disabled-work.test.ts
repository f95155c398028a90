// @postgres: held messages are released from pg-boss's own table, on both databases.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findOutboxMessages } from '../../adapters/outbox.repository.ts';
import { jobs } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';
import { queueMessage } from '../messages/messages.ts';
import { updateCustomer } from './customers-admin.service.ts';

const ctx = useTestApp();
const CUSTOMER = 1;
const TO = 'held.message@example.com';

const sentTo = async (to: string) => (await findOutboxMessages(ctx.database.db, CUSTOMER, to)).length;
const isOnline = async (id: number) =>
  (await ctx.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!.isOnline;

describe('a disabled customer’s background work', () => {
  it('waits while the customer is disabled (nothing sent, nothing closed) and goes on once it is enabled', async () => {
    const { db } = ctx.database;
    const [job] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.customerId, CUSTOMER), eq(jobs.isOnline, true)))
      .limit(1);
    await updateCustomer(db, CUSTOMER, { disable: true }, ctx.clock.now());
    // Queued while the customer was still serving, and a job whose closing time has passed meanwhile.
    await queueMessage(ctx.app.deps, {
      channel: 'email',
      customerId: CUSTOMER,
      to: TO,
      subject: 'S',
      text: 'T',
    });
    await db
      .update(jobs)
      .set({ closesAt: new Date(ctx.clock.now().getTime() - 60_000) })
      .where(eq(jobs.id, job!.id));

    await ctx.app.deps.jobs.runDue();
    await ctx.app.deps.jobs.runDue();
    expect(await sentTo(TO)).toBe(0);
    expect(await isOnline(job!.id)).toBe(true);

    await updateCustomer(db, CUSTOMER, { enable: true }, ctx.clock.now());
    await ctx.app.deps.jobs.runDue();
    expect(await sentTo(TO)).toBe(1);
    expect(await isOnline(job!.id)).toBe(false);
    // Sent once: the held copy is gone from the queue.
    await ctx.app.deps.jobs.runDue();
    expect(await sentTo(TO)).toBe(1);
  });
});
