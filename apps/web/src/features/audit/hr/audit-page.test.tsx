import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import type { TAuditEntry } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { ok, TestLayout } from '../../../test/fixtures.tsx';
import { HrAuditPage } from './audit-page.tsx';

const mock = new MockAdapter(await api.loadHttp());
const QUERY = '/api/hr/Audit/QueryAuditLog';
const EXPORT = '/api/hr/Audit/ExportAuditLog';

const entry = (overrides: Partial<TAuditEntry>): TAuditEntry => ({
  seq: 1,
  at: '2026-12-01T08:30:00.000Z',
  userId: 7,
  actorName: 'Wang Fang',
  roles: [2, 3],
  action: 'resume.view',
  actionName: 'Viewed your resume',
  candidateId: 42,
  objectType: 'application',
  objectId: '901',
  ip: '10.0.0.8',
  requestId: 'req-abc',
  ...overrides,
});

const serve = () => {
  mock.onPost('/api/hr/Team/QueryMembers').reply(...ok({ list: [], recordcount: 0 }));
  mock.onGet(QUERY).reply(...ok({ list: [entry({})], recordcount: 1 }));
  mock.onGet(EXPORT).reply(200, new Blob(['seq']), { 'content-type': 'text/csv' });
};

describe('the audit log', () => {
  afterEach(() => mock.reset());

  it('shows who did what to whose data, filters by the address and exports under the same filters', async () => {
    serve();
    await renderWithApp(<TestLayout />, <HrAuditPage />, {
      path: '/hr/audit?candidateId=42&from=2026-12-01&to=2026-12-01',
    });
    expect(await screen.findByText('Viewed a resume')).toBeTruthy();
    expect(screen.getByText('Wang Fang')).toBeTruthy();
    expect(screen.getByText('HR manager, Customer administrator')).toBeTruthy();
    expect(screen.getByText('Application #901')).toBeTruthy();
    expect(screen.getByText('req-abc')).toBeTruthy();
    const query = mock.history.get.find((call) => call.url === QUERY)!.params as Record<string, unknown>;
    expect(query).toMatchObject({ candidateId: 42, pageIndex: 1, pageSize: 10 });
    // The last day shown is included: the server's `to` is the start of the next.
    expect(Date.parse(query.to as string) - Date.parse(query.from as string)).toBe(86_400_000);

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(mock.history.get.some((call) => call.url === EXPORT)).toBe(true));
    const exported = mock.history.get.find((call) => call.url === EXPORT)!.params as Record<string, unknown>;
    expect(exported).toEqual({ candidateId: 42, from: query.from, to: query.to });
  });

  it('names the actions in Chinese on a phone', async () => {
    serve();
    await renderWithApp(<TestLayout />, <HrAuditPage />, {
      path: '/hr/audit',
      language: 'zh-CN',
      device: 'mobile',
    });
    expect(await screen.findByText('查看简历')).toBeTruthy();
    expect(screen.getByText('HR 经理、企业管理员')).toBeTruthy();
  });
});
