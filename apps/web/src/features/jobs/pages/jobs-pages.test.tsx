import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { api } from '../../../lib/api.ts';
import { registerNotifier } from '../../../lib/notify.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { DetailPageDesktop } from './detail-page-desktop.tsx';
import { PositionPageDesktop } from './position-page-desktop.tsx';
import { PositionPageMobile } from './position-page-mobile.tsx';
import { TestLayout, ok, testJob } from '../../../test/fixtures.tsx';

// The server sanitises descriptions (apps/server jobs.service.ts); the page shows the HTML it sends.
const job = testJob({ description: '<h3>About</h3><p>Analyse data.</p>' });

const mock = new MockAdapter(await api.loadHttp());

const mockReferenceData = () => {
  mock
    .onGet('/api/found/Option/GetSelectionJobCategory')
    .reply(...ok([{ value: 3, text: 'Data', hrid: 3, parentValue: null }]));
  mock
    .onGet('/api/found/Option/GetSelectionJobNature')
    .reply(...ok([{ value: 1, text: 'Full-time', hrid: 1, parentValue: null }]));
  mock
    .onGet('/api/found/District/GetDistrictTree')
    .reply(...ok([{ value: 1, text: 'China', hrid: 1, level: 1 }]));
};

describe('job list (desktop)', () => {
  const toasts = { success: vi.fn(), error: vi.fn() };
  let unregister: () => void;
  beforeEach(() => {
    unregister = registerNotifier(toasts);
  });
  afterEach(() => {
    mock.reset();
    unregister();
  });

  it('shows the jobs of the filters in the URL and sends them to the server', async () => {
    mockReferenceData();
    mock.onPost('/api/job/Position/QueryPagingPositions').reply(...ok({ list: [job], recordcount: 1 }));
    await renderWithApp(<TestLayout />, <PositionPageDesktop />, {
      path: '/position?category=3&keyword=data',
    });
    expect(await screen.findByText('Data Analyst')).toBeTruthy();
    expect(screen.getByText('1 open position')).toBeTruthy();
    expect(screen.getByText('Wuhan, Hubei, China')).toBeTruthy();
    expect(screen.getByText('CN¥8,000 – CN¥12,000')).toBeTruthy();
    expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({
      category: 3,
      keyword: 'data',
      pageIndex: 1,
      pageSize: 10,
    });
    // Reads answer "Success" too; the list must not toast it on every load.
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('searches by keyword from the search box', async () => {
    mockReferenceData();
    mock.onPost('/api/job/Position/QueryPagingPositions').reply(...ok({ list: [], recordcount: 0 }));
    await renderWithApp(<TestLayout />, <PositionPageDesktop />);
    expect(await screen.findByText('No positions match your search')).toBeTruthy();
    await userEvent.type(screen.getByPlaceholderText('Search by job title or keyword'), 'analyst{Enter}');
    await waitFor(() => expect(mock.history.post.at(-1)!.data).toContain('"keyword":"analyst"'));
  });
});

describe('job list (phone)', () => {
  afterEach(() => mock.reset());

  it("opens the filter tab tapped before the panels' code has arrived", async () => {
    mockReferenceData();
    mock.onPost('/api/job/Position/QueryPagingPositions').reply(...ok({ list: [job], recordcount: 1 }));
    await renderWithApp(<TestLayout />, <PositionPageMobile />);
    expect(await screen.findByText('Data Analyst')).toBeTruthy();
    // The bar is drawn without the kit's Dropdown: no panel yet.
    expect(document.querySelector('.adm-dropdown-item-content')).toBeNull();
    await userEvent.click(screen.getByText('Job type'));
    expect(await screen.findByRole('option', { name: 'Full-time' })).toBeTruthy();
    expect(document.querySelector('.adm-dropdown-item-active')?.textContent).toBe('Job type');
    expect(screen.queryByRole('option', { name: 'Data' })).toBeNull();
  });
});

describe('job detail (desktop)', () => {
  afterEach(() => mock.reset());

  it('renders the job with its description as the server sent it', async () => {
    mock.onGet('/api/job/Position/GetPositionDetail').reply(...ok(job));
    await renderWithApp(<TestLayout />, <DetailPageDesktop />, { path: '/detail?id=7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Analyst' })).toBeTruthy();
    expect(screen.getByText('Analyse data.')).toBeTruthy();
    expect(document.querySelector('.job-description h3')?.textContent).toBe('About');
    expect(mock.history.get[0]!.params).toEqual({ id: 7 });
  });

  it('shows the closing day HR chose, in China, only for a job that has one', async () => {
    // The day is read from the +08:00 date HR chose, whatever the browser's own time zone.
    mock
      .onGet('/api/job/Position/GetPositionDetail')
      .reply(...ok({ ...job, closesAt: '2027-01-01T23:59:59+08:00' }));
    await renderWithApp(<TestLayout />, <DetailPageDesktop />, { path: '/detail?id=7' });
    const row = (await screen.findByText('Applications close on')).closest('.position-facts__row')!;
    expect(row.querySelector('dd')!.textContent).toMatch(/2027/);
    expect(row.querySelector('dd')!.textContent).toMatch(/Jan/);
  });

  it('leaves the closing row out of a job without a closing date', async () => {
    mock.onGet('/api/job/Position/GetPositionDetail').reply(...ok(job));
    await renderWithApp(<TestLayout />, <DetailPageDesktop />, { path: '/detail?id=7' });
    await screen.findByRole('heading', { level: 1, name: 'Data Analyst' });
    expect(screen.queryByText('Applications close on')).toBeNull();
  });

  it("shows the server's message for an offline requisition", async () => {
    mock
      .onGet('/api/job/Position/GetPositionDetail')
      .reply(200, { code: 2001, message: 'This requisition is offline', data: null });
    await renderWithApp(<TestLayout />, <DetailPageDesktop />, { path: '/detail?id=25' });
    expect(await screen.findByRole('heading', { name: 'This requisition is offline' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse open positions' })).toBeTruthy();
  });
});

describe('empty results (desktop)', () => {
  afterEach(() => mock.reset());

  it('offers to clear the keyword and every filter at once', async () => {
    mockReferenceData();
    mock.onPost('/api/job/Position/QueryPagingPositions').reply(...ok({ list: [], recordcount: 0 }));
    await renderWithApp(<TestLayout />, <PositionPageDesktop />, {
      path: '/position?keyword=zzz&category=3&page=2',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Show all positions' }));
    await waitFor(() =>
      expect(JSON.parse(mock.history.post.at(-1)!.data as string)).toEqual({ pageIndex: 1, pageSize: 10 }),
    );
  });
});
