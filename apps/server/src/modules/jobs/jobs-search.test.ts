import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TPage, TPositionListItem } from '@tmp/contracts';
import { jobs } from '../../db/schema/index.ts';
import { callApi, useTestApp } from '../../test/test-app.ts';
import { invalidateJobCounts } from './job-count-cache.ts';
import { KEYWORD_COUNT_CAP } from './jobs.repository.ts';

const LIST = '/api/job/Position/QueryPagingPositions';
const ctx = useTestApp();

const listJobs = (body: Record<string, unknown>) =>
  callApi<TPage<TPositionListItem>>(ctx.app, { method: 'POST', url: LIST, body });

/** Every matching id, newest first, read a hundred at a time. */
const allMatches = async (keyword: string) => {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const { list } = (await listJobs({ pageIndex: page, pageSize: 100, keyword })).body.data;
    ids.push(...list.map((j) => j.id));
    if (list.length < 100) return ids;
  }
};

describe('keyword search over many jobs', () => {
  it('pages a common word and a rare word in list order, whichever way each page is found', async () => {
    const { list } = (await listJobs({ pageIndex: 1, pageSize: 1 })).body.data;
    const common = list[0]!.title
      .split(/\s+/)
      .find((w) => w.length > 3)!
      .toLowerCase();
    for (const keyword of [common, 'zzrareword']) {
      const expected = await allMatches(keyword);
      const paged: number[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 3) + 1; page += 1) {
        paged.push(
          ...(await listJobs({ pageIndex: page, pageSize: 3, keyword })).body.data.list.map((j) => j.id),
        );
      }
      expect(paged, keyword).toEqual(expected);
    }
  });

  it(`counts a keyword's matches up to ${KEYWORD_COUNT_CAP}, and the list without one exactly`, async () => {
    const before = (await listJobs({ pageIndex: 1, pageSize: 1 })).body.data.recordcount;
    const extra = KEYWORD_COUNT_CAP + 25;
    // Copies of one online job whose search text is a word no other job has (short, so the copies are cheap).
    await ctx.database.db.execute(sql`
      INSERT INTO ${jobs} (customer_id, title_en, title_zh, description_en, description_zh, category_id,
        nature_id, degree_id, experience_id, site_id, country_id, state_id, city_id, headcount, salary_min,
        salary_max, salary_currency, required_fields, search_text, publish_date, is_online)
      SELECT customer_id, title_en, title_zh, description_en, description_zh, category_id, nature_id,
        degree_id, experience_id, site_id, country_id, state_id, city_id, headcount, salary_min, salary_max,
        salary_currency, required_fields, 'zzmanycopies', publish_date, true
      FROM (SELECT * FROM ${jobs} WHERE customer_id = 1 AND is_online LIMIT 1) j
      CROSS JOIN generate_series(1, ${extra})`);
    const many = await listJobs({ pageIndex: 1, pageSize: 10, keyword: 'zzmanycopies' });
    expect(many.body.data.recordcount).toBe(KEYWORD_COUNT_CAP);
    expect(many.body.data.list).toHaveLength(10);
    // Without a keyword every job is counted (the insert bypassed the repository, so drop the cached total
    // as a write through it would).
    invalidateJobCounts(ctx.database.db, 1);
    const exact = (await listJobs({ pageIndex: 1, pageSize: 1 })).body.data.recordcount;
    expect(exact).toBe(before + extra);
  });
});
