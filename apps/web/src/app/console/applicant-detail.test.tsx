import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { ApplicationStatus, OfferStatus, type TApplicantDetail } from '@tmp/contracts';
import { api } from '../../lib/api.ts';
import { renderWithApp } from '../../test/render-app.tsx';
import { TestLayout } from '../../test/fixtures.tsx';
import type { TDevice } from '../../lib/device.ts';
import { ApplicantDetail } from './applicant-detail.tsx';

const mock = new MockAdapter(await api.loadHttp());

const applicant: TApplicantDetail = {
  id: 21,
  candidateName: 'Li Lei',
  contact: '13800000000',
  positionId: 3,
  positionName: 'Analyst',
  status: ApplicationStatus.Offer,
  statusName: 'Offer',
  applyDate: '2026-11-20',
  referrerName: 'Han Meimei',
  sourceId: null,
  personalDataDeletedAt: '2026-11-30',
  resume: {},
  files: [{ id: 5, fileName: 'cv.pdf', size: 2 * 1024 * 1024, createdAt: '2026-11-20T02:00:00.000Z' }],
  history: [
    { status: 1, statusName: 'Submitted', note: null, createdAt: '2026-11-20T02:00:00.000Z' },
    { status: 3, statusName: 'Interview', note: 'Monday at 10:00', createdAt: '2026-11-21T02:00:00.000Z' },
  ],
  offers: [
    {
      id: 9,
      status: OfferStatus.Pending,
      statusName: 'Awaiting your answer',
      reason: null,
      salary: 18000,
      salaryCurrency: 'USD',
      expiresAt: '2026-12-20T15:59:59.000Z',
    },
  ],
};

const renderDetail = (device: TDevice) => {
  mock.onGet(/\/api\/hr\/Applicant\/GetApplicant/).reply(200, { code: 0, message: '', data: applicant });
  return renderWithApp(<TestLayout />, <ApplicantDetail id={21} />, { path: '/hr/applicants', device });
};

describe.each(['desktop', 'mobile'] as const)('applicant detail on %s', (device) => {
  afterEach(() => mock.reset());

  it('shows who applied, the steps the flow allows, and each section', { timeout: 30_000 }, async () => {
    await renderDetail(device);
    expect(await screen.findByRole('heading', { name: 'Li Lei' })).toBeTruthy();
    expect(screen.getByText(/Referred by Han Meimei/)).toBeTruthy();
    // Retention deleted the person's data: HR is told when, the application stays.
    expect(screen.getByText('Personal data deleted on Nov 30, 2026')).toBeTruthy();
    // A pending offer: no second one until it is withdrawn.
    expect(screen.getByRole('button', { name: /Issue offer/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/An offer is waiting for the candidate's answer/)).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Files (1)' }));
    expect(await screen.findByText('cv.pdf')).toBeTruthy();
    expect(screen.getByText(/2\.0 MB/)).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('Monday at 10:00')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Offers (1)' }));
    expect(await screen.findByText('$18,000')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Withdraw/ })).toBeTruthy();
  });
});
