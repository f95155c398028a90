import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { LOGO_MAX_BYTES, type TCompanySettings } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { TestLayout } from '../../../test/fixtures.tsx';
import { HrCompanyPage } from './company-page.tsx';

const mock = new MockAdapter(await api.loadHttp());
const SAVE = '/api/hr/Company/SaveSettings';
const UPLOAD = '/api/hr/Company/UploadLogo';
const ok = <T,>(data: T) => [200, { code: 0, message: 'Saved', data }] as const;
const posts = (url: string) => mock.history.post.filter((call) => call.url === url);

const settings: TCompanySettings = {
  name: { en: 'Acme', zh: '艾克米' },
  siteTitle: { en: 'Acme Careers', zh: '艾克米招聘' },
  tagline: { en: '', zh: '' },
  brandColor: '#1f4fd1',
  forceLoginCountryIds: [],
  defaultSourceId: null,
  secondFactorRequired: false,
  smsSignature: '',
  retentionMonths: 12,
  logo: '/brand/logo.svg',
};

const renderPage = async (device: 'desktop' | 'mobile' = 'desktop') => {
  await renderWithApp(<TestLayout />, <HrCompanyPage />, { path: '/hr/company', device });
  return screen.findByLabelText(/Company name \(English\)/);
};

describe('company settings page', () => {
  beforeEach(() => {
    mock.onGet('/api/hr/Company/GetSettings').reply(...ok(settings));
    mock
      .onGet('/api/hr/Company/GetAnswerDays')
      .reply(...ok({ submittedDays: 5, screeningDays: 10, interviewDays: 5 }));
    mock.onGet(/GetSelectionCountry/).reply(...ok([{ value: 1, text: 'China', hrid: 1, parentValue: null }]));
  });
  afterEach(() => mock.reset());

  it(
    'says a colour too light for white text before saving, then sends the settings',
    { timeout: 60_000 },
    async () => {
      mock.onPost(SAVE).reply(...ok(settings));
      await renderPage();
      const hex = screen.getByLabelText(/Brand colour/);
      fireEvent.change(hex, { target: { value: '#FFEE00' } });
      fireEvent.blur(hex);
      expect(await screen.findByText(/This colour is too light/)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(posts(SAVE)).toHaveLength(0);

      fireEvent.change(hex, { target: { value: '#0B5D3B' } });
      fireEvent.change(screen.getByLabelText(/Tagline \(English\)/), { target: { value: ' Grow with us ' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
      await waitFor(() => expect(posts(SAVE)).toHaveLength(1));
      expect(JSON.parse(posts(SAVE)[0]!.data as string)).toEqual({
        name: settings.name,
        siteTitle: settings.siteTitle,
        tagline: { en: 'Grow with us', zh: '' },
        brandColor: '#0b5d3b',
        forceLoginCountryIds: [],
        secondFactorRequired: false,
        retentionMonths: 12,
      });
    },
  );

  it('refuses a logo over 512 KB in words, without sending it', { timeout: 60_000 }, async () => {
    await renderPage();
    const big = new File([new Uint8Array(LOGO_MAX_BYTES + 1)], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('company-logo-file'), { target: { files: [big] } });
    expect(await screen.findByText('The logo must be 512 KB at most')).toBeTruthy();
    expect(posts(UPLOAD)).toHaveLength(0);
  });

  it('is drawn by the phone kit on a phone, answer times included', { timeout: 60_000 }, async () => {
    await renderPage('mobile');
    expect(screen.getByLabelText(/Site title \(Chinese\)/)).toBeTruthy();
    expect(await screen.findByLabelText(/After an interview/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save answer times' })).toBeTruthy();
  });
});
