import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.ts';
import { bearer } from '../../test/accounts-helpers.ts';
import { callApi, useTestApp } from '../../test/test-app.ts';
import { hrOf, newApplicant } from '../interviews/interviews.test-helpers.ts';
import { verifyAuditChain } from './audit.service.ts';

const ctx = useTestApp();

describe('simultaneous HR reads', () => {
  it('each leave their own audit row, in one unbroken chain', async () => {
    const hr = await hrOf(ctx);
    const [a, b] = [await newApplicant(ctx, 'RA'), await newApplicant(ctx, 'RB')];
    const reads = Array.from({ length: 12 }, (_, i) =>
      callApi(ctx.app, {
        url: '/api/hr/Applicant/GetApplicant',
        query: { id: String((i % 2 ? a : b).applicationId) },
        headers: bearer(hr.token),
      }),
    );
    // A change at the same time shares the chain with the reads.
    const change = callApi(ctx.app, {
      method: 'POST',
      url: '/api/hr/Applicant/ChangeApplicantStatus',
      body: { id: a.applicationId, status: 2, note: '' },
      headers: bearer(hr.token),
    });
    const answers = await Promise.all([...reads, change]);
    expect(answers.map((r) => r.body.code)).toEqual(answers.map(() => 0));
    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.customerId, 1), eq(auditLog.candidateId, a.userId)));
    expect(rows.filter((r) => r.action === 'resume.view')).toHaveLength(6);
    expect(rows.filter((r) => r.action === 'application.status')).toHaveLength(1);
    const all = await ctx.database.db.select().from(auditLog).where(eq(auditLog.customerId, 1));
    expect(all.map((r) => r.seq).sort((x, y) => x - y)).toEqual(all.map((_, i) => i + 1));
    expect(await verifyAuditChain(ctx.database.db, 1)).toMatchObject({ ok: true, rows: all.length });
  });
});
