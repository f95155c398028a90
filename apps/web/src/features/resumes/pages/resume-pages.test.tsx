import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import type { TResumeSectionConfig } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import { registerNotifier } from '../../../lib/notify.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { clearVisitSource } from '../utils/visit-source.ts';
import { DeliveryPage } from './delivery-page.tsx';
import { ResumePage } from './resume-page.tsx';
import { TestLayout, ok, testJob } from '../../../test/fixtures.tsx';

const f = (sectionKey: string, name: string, type: string, extra: Record<string, unknown> = {}) => ({
  key: `${sectionKey}.${name}`,
  name,
  label: name[0]!.toUpperCase() + name.slice(1),
  type,
  required: false,
  maxLength: null,
  options: null,
  reason: null,
  requiredInEntry: false,
  ...extra,
});

const sections: TResumeSectionConfig[] = [
  {
    id: 1,
    key: 'basic',
    name: 'Basic information',
    repeatable: false,
    required: false,
    fields: [
      f('basic', 'name', 'text', { required: true, label: 'Full name' }),
      f('basic', 'email', 'email', { required: true, label: 'Personal email' }),
      f('basic', 'gender', 'select', { options: [{ value: 95, text: 'Male' }] }),
    ],
  },
  {
    id: 2,
    key: 'other',
    name: 'Other information',
    repeatable: false,
    required: false,
    fields: [f('other', 'idNumber', 'text', { label: 'ID number', reason: 'Needed for background checks.' })],
  },
  {
    id: 4,
    key: 'education',
    name: 'Education',
    repeatable: true,
    required: false,
    fields: [f('education', 'school', 'text', { requiredInEntry: true, label: 'School' })],
  },
];

const job = testJob({ requiredFields: ['basic.name', 'basic.email', 'education'] });

const mock = new MockAdapter(await api.loadHttp());

const errors: string[] = [];
const successes: string[] = [];
let unregister: () => void = () => {};

beforeEach(() => {
  mock.reset();
  clearVisitSource();
  errors.length = 0;
  successes.length = 0;
  unregister = registerNotifier({ success: (t) => successes.push(t), error: (t) => errors.push(t) });
  useLoginStore.setState({ token: 'token-1' });
  Element.prototype.scrollIntoView = vi.fn();
  mock.onGet('/api/resume/Resume/GetCustomerResumeFields').reply(...ok({ sections }));
  mock
    .onGet('/api/resume/Resume/GetUserResumeDetail')
    .reply(...ok({ resume: { basic: { name: 'Ann Lee' } }, updatedAt: null }));
  mock.onGet('/api/resume/Resume/GetUserUploadCustomResume').reply(...ok([]));
  mock.onGet('/api/job/Position/GetPositionDetail').reply(...ok(job));
});

afterEach(() => {
  unregister();
  useLoginStore.setState({ token: undefined });
});

describe.each(['desktop', 'mobile'] as const)('on a %s', (device) => {
  const requiredMark = device === 'desktop' ? '.ant-form-item-required' : '.kit-field__label.is-required';
  const openPage = (page: ReactElement, path: string) =>
    renderWithApp(<TestLayout />, page, { path, device });

  describe('resume page', () => {
    it('builds the form from the configuration: sections, labels, required marks, reasons', async () => {
      await openPage(<ResumePage />, '/resume');
      expect(await screen.findByText('Needed for background checks.')).toBeTruthy();
      for (const name of ['Basic information', 'Other information', 'Education']) {
        expect(screen.getAllByText(name).length).toBeGreaterThan(0);
      }
      expect((screen.getByLabelText(/^Full name/) as HTMLInputElement).value).toBe('Ann Lee');
      expect(screen.getByText('Add education')).toBeTruthy();
      // The header and the save bar say the same of a resume never saved.
      expect(screen.getAllByText('Not saved yet')).toHaveLength(2);
      expect(screen.queryByText('All changes saved')).toBeNull();
      const email = document.querySelector('[data-field="basic.email"]')!;
      expect(email.querySelector(requiredMark)).toBeTruthy();
      expect(document.querySelector(`[data-field="basic.gender"] ${requiredMark}`)).toBeNull();
    });

    it('refuses in the browser, scrolls to the first missing field, and saves once it is filled', async () => {
      const user = userEvent.setup({ pointerEventsCheck: 0 });
      mock
        .onPost('/api/resume/Resume/SaveUserResume')
        .reply(...ok({ applicationId: null, updatedAt: '2026-11-20T10:00:00Z' }, 'Resume saved'));
      await openPage(<ResumePage />, '/resume');
      await user.click(await screen.findByRole('button', { name: 'Save resume' }));
      const email = document.querySelector('[data-field="basic.email"]') as HTMLElement;
      expect(await within(email).findByText('This field is required')).toBeTruthy();
      await waitFor(() => expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(email));
      expect(mock.history.post).toHaveLength(0);

      await user.type(screen.getByLabelText(/^Personal email/), 'ann@example.com');
      await waitFor(() => expect(within(email).queryByText('This field is required')).toBeNull());
      expect(screen.getByText('You have unsaved changes')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Save resume' }));
      await waitFor(() => expect(mock.history.post).toHaveLength(1));
      expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({
        resume: {
          basic: { name: 'Ann Lee', email: 'ann@example.com' },
          other: {},
          workHistory: [],
          education: [],
          additional: {},
          skills: [],
          homeOffice: {},
        },
      });
      expect(await screen.findByText('All changes saved')).toBeTruthy();
      expect(successes).toContain('Resume saved');
    });

    it('shows the server field errors beside their fields', async () => {
      const user = userEvent.setup({ pointerEventsCheck: 0 });
      mock.onPost('/api/resume/Resume/SaveUserResume').reply(400, {
        code: 1001,
        message: 'Input error',
        data: { fields: { 'resume.basic.email': 'Invalid email (server)' } },
      });
      await openPage(<ResumePage />, '/resume');
      await user.type(await screen.findByLabelText(/^Personal email/), 'ann@example.com');
      await user.click(screen.getByRole('button', { name: 'Save resume' }));
      const email = document.querySelector('[data-field="basic.email"]') as HTMLElement;
      expect(await within(email).findByText('Invalid email (server)')).toBeTruthy();
    });
  });

  describe('delivery page', () => {
    it("marks the job's own required fields and, when the server names missing fields, goes to the first", async () => {
      const user = userEvent.setup({ pointerEventsCheck: 0 });
      sessionStorage.setItem('TMP-visit-source', JSON.stringify({ recommendCode: 'FRIEND1', sourceid: 4 }));
      mock.onPost('/api/resume/Resume/SaveUserResume').reply(
        ...([
          200,
          {
            code: 5001,
            message: 'Please complete these required fields first: Education',
            data: { missingFields: ['education'] },
          },
        ] as const),
      );
      await openPage(<DeliveryPage />, '/delivery?id=7');
      expect((await screen.findAllByRole('heading', { name: 'Data Analyst' })).length).toBeGreaterThan(0);
      expect(screen.getByText("You are applying through a colleague's recommendation.")).toBeTruthy();
      // Education is required by the job, not by the customer's form: marked as such.
      expect(await screen.findAllByText('Required for this job')).toHaveLength(1);

      await user.type(await screen.findByLabelText(/^Personal email/), 'ann@example.com');
      await user.click(screen.getByRole('button', { name: 'Submit application' }));
      // The page also reads the candidate's applications (to say up front if this job was applied for).
      const saves = () => mock.history.post.filter((r) => r.url?.endsWith('/SaveUserResume'));
      await waitFor(() => expect(saves()).toHaveLength(1));
      expect(JSON.parse(saves()[0]!.data as string)).toMatchObject({
        positionId: 7,
        sourceid: 4,
        recommendCode: 'FRIEND1',
      });
      expect(errors).toContain('Please complete these required fields first: Education');
      const education = document.querySelector('[data-field="education"]') as HTMLElement;
      expect(await within(education).findByText('Add at least one entry.')).toBeTruthy();
      await waitFor(() =>
        expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts.at(-1)).toBe(education),
      );
    });

    it('confirms a submitted application with a link to My applications', async () => {
      const user = userEvent.setup({ pointerEventsCheck: 0 });
      mock
        .onPost('/api/resume/Resume/SaveUserResume')
        .reply(...ok({ applicationId: 12, updatedAt: '2026-11-20T10:00:00Z' }));
      await openPage(<DeliveryPage />, '/delivery?id=7');
      await user.type(await screen.findByLabelText(/^Personal email/), 'ann@example.com');
      await user.click(screen.getByText('Add education'));
      await user.type(await screen.findByLabelText(/^School/), 'Wuhan University');
      await user.click(screen.getByRole('button', { name: 'Submit application' }));
      expect(await screen.findByText('Application submitted')).toBeTruthy();
      expect(
        screen.getByText(
          'Thank you for applying for Data Analyst. You can follow its progress under My applications.',
        ),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'View my applications' }).getAttribute('href')).toBe('/apply');
    });

    it('shows a refusal of an offline job', async () => {
      mock.onGet('/api/job/Position/GetPositionDetail').reply(200, {
        code: 2001,
        message: 'This requisition is offline',
        data: null,
      });
      await openPage(<DeliveryPage />, '/delivery?id=7');
      expect(await screen.findByText('This requisition is offline')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Browse open positions' })).toBeTruthy();
    });
  });
});
