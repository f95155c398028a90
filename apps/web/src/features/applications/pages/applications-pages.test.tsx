import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import type { TApplyRecord } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { columnWidth } from '../components/record-columns.tsx';
import { ApplyPage, RecommendPage } from './records-page.tsx';
import { TestLayout, ok } from '../../../test/fixtures.tsx';

// The first page drawn loads the kit and the page's parts, slowly on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const mock = new MockAdapter(await api.loadHttp());

const record = (over: Partial<TApplyRecord>): TApplyRecord => ({
  id: 1,
  positionId: 10,
  positionName: 'Data Analyst',
  countryName: 'China',
  cityName: 'Wuhan',
  applyDate: '2026-11-19',
  status: 1,
  statusName: 'Submitted',
  offerId: null,
  history: [{ status: 1, statusName: 'Submitted', note: null, createdAt: '2026-11-19T02:00:00Z' }],
  ...over,
});

beforeEach(() => mock.reset());

describe.each(['desktop', 'mobile'] as const)('my records (%s)', (device) => {
  const item = (text: string | RegExp) =>
    screen.getByText(text).closest<HTMLElement>(device === 'desktop' ? 'tr' : 'article')!;

  it('lists jobs with coloured status tags, history with notes and the offer link', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    mock.onPost('/api/resume/ApplyForm/QueryPagingApplyRecords').reply(
      ...ok({
        recordcount: 2,
        list: [
          record({}),
          record({
            id: 2,
            positionId: 11,
            positionName: 'Translator',
            status: 4,
            statusName: 'Offer',
            offerId: 33,
            history: [
              { status: 1, statusName: 'Submitted', note: null, createdAt: '2026-11-17T02:00:00Z' },
              { status: 4, statusName: 'Offer', note: 'Welcome aboard', createdAt: '2026-11-18T02:00:00Z' },
            ],
          }),
        ],
      }),
    );
    await renderWithApp(<TestLayout />, <ApplyPage />, { path: '/apply', device });
    expect(await screen.findByText('Translator')).toBeTruthy();
    expect(screen.getByText('2 applications')).toBeTruthy();
    const [submitted, offer] = [item('Data Analyst'), item('Translator')];
    const tag = (row: HTMLElement, text: string) => within(row).getByText(text).className;
    expect(tag(submitted, 'Submitted')).toContain(device === 'desktop' ? 'ant-tag-green' : 'adm-tag');
    expect(tag(offer, 'Offer')).toContain(device === 'desktop' ? 'ant-tag-orange' : 'adm-tag');
    expect(within(offer).getByRole('link', { name: 'View offer' }).getAttribute('href')).toBe(
      '/offerConfirmation?id=33',
    );
    expect(within(submitted).queryByRole('link', { name: 'View offer' })).toBeNull();
    await user.click(
      within(offer).getByRole('button', { name: device === 'desktop' ? /expand/i : 'Show history' }),
    );
    expect(await screen.findByText('Welcome aboard')).toBeTruthy();
  });

  it('says so when there are none', async () => {
    mock.onPost('/api/resume/ApplyForm/QueryPagingApplyRecords').reply(...ok({ recordcount: 0, list: [] }));
    await renderWithApp(<TestLayout />, <ApplyPage />, { path: '/apply', device });
    expect(await screen.findByText('You have not applied for any job yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toBeTruthy();
  });

  it('lists whom I recommended, for which job, and where it stands', async () => {
    mock.onPost('/api/resume/ApplyForm/QueryPagingRecommendRecords').reply(
      ...ok({
        recordcount: 1,
        list: [
          {
            id: 6,
            candidateName: '李*',
            positionId: 157,
            positionName: 'QA Tester',
            applyDate: '2026-11-18',
            status: 2,
            statusName: 'Screening',
          },
        ],
      }),
    );
    await renderWithApp(<TestLayout />, <RecommendPage />, { path: '/recommend', device });
    expect(await screen.findByText(/李\*/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'QA Tester' }).getAttribute('href')).toBe('/detail?id=157');
    expect(within(item(/李\*/)).getByText('Screening')).toBeTruthy();
  });
});

describe('column width', () => {
  it('estimates the widest text of the column (spec §9) plus the cell padding', () => {
    expect(columnWidth('Status', ['Not suitable'])).toBe(30 + 11 * 5 + 15 + 32);
    expect(columnWidth('状态', [])).toBe(30 + 30 + 32);
  });
});
