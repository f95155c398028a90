import { App } from 'antd';
import { Outlet } from 'react-router';
import type { TPositionDetail } from '@tmp/contracts';

/** A successful API envelope, as axios-mock-adapter's reply arguments. */
export const ok = (data: unknown, message = 'Success'): [number, unknown] => [
  200,
  { code: 0, message, data },
];

/** The desktop shell's antd context around a page (toasts, modals), as the app's router renders it. */
export const TestLayout = () => (
  <App>
    <Outlet />
  </App>
);

/** One online job, as the candidate's job detail answers it. */
export const testJob = (overrides: Partial<TPositionDetail> = {}): TPositionDetail => ({
  id: 7,
  title: 'Data Analyst',
  categoryId: 3,
  categoryName: 'Data',
  natureId: 1,
  natureName: 'Full-time',
  countryId: 1,
  countryName: 'China',
  stateName: 'Hubei',
  cityId: 9,
  cityName: 'Wuhan',
  siteName: 'Wuhan Centre',
  degreeName: "Bachelor's degree",
  experienceName: '1-3 years',
  headcount: 2,
  salaryMin: 8000,
  salaryMax: 12000,
  salaryCurrency: 'CNY',
  publishDate: '2026-10-02',
  summary: 'Numbers',
  description: '<p>Analyse data.</p>',
  isOnline: true,
  requiredFields: [],
  closesAt: null,
  ...overrides,
});
