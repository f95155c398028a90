import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPage, TPositionListItem } from '@tmp/contracts';
import { updateJob } from '../modules/jobs/jobs.repository.ts';
import { callApi, startTestApp } from '../test/test-app.ts';
import { createTestDatabase, type TTestDatabase } from '../test/test-db.ts';
import { jobs } from './schema/index.ts';

// Two real databases stand for a primary and its streaming replica; the test copies rows across by hand
// where replication would, so it can see which one each read went to.
let primary: TTestDatabase;
let replica: TTestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  [primary, replica] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  app = await startTestApp({ db: primary.db, readDb: replica.db });
});
afterAll(async () => {
  await app?.close();
  await Promise.all([primary?.destroy(), replica?.destroy()]);
});

const listPositions = async () =>
  (
    await callApi<TPage<TPositionListItem>>(app, {
      method: 'POST',
      url: '/api/job/Position/QueryPagingPositions',
      body: { pageIndex: 1, pageSize: 10 },
    })
  ).body.data;

const detail = (id: number) =>
  callApi(app, { url: '/api/job/Position/GetPositionDetail', query: { id: `${id}` } });

describe('with a read replica configured', () => {
  it('serves the public job pages from the replica, and a write on the primary reaches its cached totals', async () => {
    const before = await listPositions();
    const job = before.list[0]!;
    // Taken offline on the primary only: the replica has not caught up, so the public pages still show it.
    await updateJob(primary.db, 1, job.id, { isOnline: false });
    expect((await detail(job.id)).body.code).toBe(0);

    // Replication catches up: the job is gone from the pages, and the list total is not the cached one.
    await replica.db
      .update(jobs)
      .set({ isOnline: false })
      .where(and(eq(jobs.customerId, 1), eq(jobs.id, job.id)));
    expect((await detail(job.id)).body.code).not.toBe(0);
    const after = await listPositions();
    expect(after.recordcount).toBe(before.recordcount - 1);
    expect(after.list.map((j) => j.id)).not.toContain(job.id);
  });
});
