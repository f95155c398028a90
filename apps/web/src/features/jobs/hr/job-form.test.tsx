import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { api } from '../../../lib/api.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { loadKit } from '../../../lib/kit/kit.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import {
  emptyJobForm,
  isSalaryRangeValid,
  toJobBody,
  toJobFormValues,
  type TJobFormValues,
} from './job-form-values.ts';
import { JobForm } from './job-form.tsx';
import { TestLayout, ok } from '../../../test/fixtures.tsx';

const mock = new MockAdapter(await api.loadHttp());

const mockReferenceData = () => {
  mock
    .onGet(/\/api\/found\/Option\/GetSelection/)
    .reply(...ok([{ value: 3, text: 'Data', hrid: 3, parentValue: null }]));
  mock
    .onGet('/api/found/Organization/GetAllSite')
    .reply(...ok([{ id: 1, hrid: 1, displayname: 'Dalian Centre', value: 1, text: 'Dalian Centre' }]));
  mock.onGet('/api/found/District/GetDistrictTree').reply(
    ...ok([
      {
        value: 1,
        text: 'China',
        hrid: 1,
        level: 1,
        children: [
          {
            value: 10,
            text: 'Liaoning',
            hrid: 10,
            level: 2,
            children: [{ value: 41, text: 'Dalian', hrid: 41, level: 3 }],
          },
        ],
      },
    ]),
  );
};

const filled = {
  ...emptyJobForm(),
  titleEn: 'Data Analyst',
  titleZh: '数据分析师',
  descriptionEn: '<p>Analyse data.</p>',
  descriptionZh: '<p>分析数据。</p>',
  categoryId: 3,
  natureId: 3,
  siteId: 1,
  place: ['1', '10', '41'],
};

describe('job form', () => {
  // The desktop kit's code, loaded before the tests rather than inside the first one: transforming it takes
  // seconds on a busy machine, and the first test's findBy would time out for that instead of for a reason.
  beforeAll(() => loadKit('desktop'), 120_000);
  afterEach(() => mock.reset());

  it('names every missing required field and does not submit', async () => {
    mockReferenceData();
    const onSubmit = vi.fn((_values: TJobFormValues) => Promise.resolve());
    const user = userEvent.setup();
    await renderWithApp(
      <TestLayout />,
      <JobForm initialValues={emptyJobForm()} isNew saving={false} onSubmit={onSubmit} onCancel={() => {}} />,
      { path: '/hr/jobs/new' },
    );
    await user.click(await screen.findByRole('button', { name: 'Create job' }));
    for (const text of [
      'Please enter the English title',
      'Please enter the Chinese title',
      'Please choose a category',
      'Please choose a job type',
      'Please choose a site',
      'Please choose the country, state and city',
      'Please enter the English description',
      'Please enter the Chinese description',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a salary range whose top is below its bottom, then submits a valid job', async () => {
    mockReferenceData();
    const onSubmit = vi.fn((_values: TJobFormValues) => Promise.resolve());
    const user = userEvent.setup();
    await renderWithApp(
      <TestLayout />,
      <JobForm
        initialValues={{ ...filled, salaryMin: 9000, salaryMax: 8000 }}
        isNew={false}
        saving={false}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
      { path: '/hr/jobs/7' },
    );
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The upper salary cannot be below the lower one')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    const max = screen.getByRole('spinbutton', { name: 'To' });
    await user.clear(max);
    await user.type(max, '12000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(toJobBody(onSubmit.mock.calls[0]![0], 7)).toMatchObject({
      id: 7,
      titleEn: 'Data Analyst',
      countryId: 1,
      stateId: 10,
      cityId: 41,
      salaryMin: 9000,
      salaryMax: 12000,
      salaryCurrency: 'CNY',
    });
  });

  it("shows the server's refusal of the place", async () => {
    mockReferenceData();
    const refusal = new ApiError(400, 'Invalid', {
      fields: { cityId: 'The state and city must belong to the chosen country' },
    });
    const onSubmit = vi.fn((_values: TJobFormValues) => Promise.reject(refusal));
    const user = userEvent.setup();
    await renderWithApp(
      <TestLayout />,
      <JobForm initialValues={filled} isNew={false} saving={false} onSubmit={onSubmit} onCancel={() => {}} />,
      { path: '/hr/jobs/7' },
    );
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The state and city must belong to the chosen country')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('job form values', () => {
  it('round-trips a job through the form', () => {
    const job = {
      id: 7,
      titleEn: 'A',
      titleZh: '甲',
      descriptionEn: '<p>a</p>',
      descriptionZh: '<p>甲</p>',
      categoryId: 1,
      natureId: 2,
      degreeId: null,
      experienceId: 4,
      siteId: 5,
      countryId: 1,
      stateId: 10,
      cityId: 41,
      headcount: 3,
      salaryMin: null,
      salaryMax: 9000,
      salaryCurrency: 'USD',
      isOnline: false,
      requiredFields: ['basic.gender'],
      publishDate: '2026-11-01',
      closingDate: '2026-12-31',
    };
    const { publishDate: _publishDate, ...rest } = job;
    expect(toJobBody(toJobFormValues(job), 7)).toEqual(rest);
  });

  it('accepts open-ended salary ranges', () => {
    expect(isSalaryRangeValid(null, 5)).toBe(true);
    expect(isSalaryRangeValid(5, undefined)).toBe(true);
    expect(isSalaryRangeValid(5, 5)).toBe(true);
    expect(isSalaryRangeValid(6, 5)).toBe(false);
  });
});
