import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import dayjs from 'dayjs';
import { api } from '../../../lib/api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { TestLayout } from '../../../test/fixtures.tsx';
import { IssueOfferModal } from './issue-offer-modal.tsx';

const mock = new MockAdapter(await api.loadHttp());
const ISSUE = '/api/hr/Offer/IssueOffer';
const issueCalls = () => mock.history.post.filter((call) => call.url === ISSUE);
const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

const renderModal = async (onClose = vi.fn(), device: 'desktop' | 'mobile' = 'desktop') => {
  await renderWithApp(
    <TestLayout />,
    <IssueOfferModal
      open
      applicationId={11}
      candidateName="Li Lei"
      positionName="Tester"
      onClose={onClose}
    />,
    { path: '/hr/applicants', device },
  );
  return within(await screen.findByRole('dialog', { name: 'Offer for Li Lei' }));
};

describe('issue offer dialog', () => {
  afterEach(() => mock.reset());

  it(
    'names each field left empty and sends nothing, then issues the offer and closes',
    { timeout: 60_000 },
    async () => {
      mock.onPost(ISSUE).reply(200, { code: 0, message: 'Offer issued', data: {} });
      const onClose = vi.fn();
      const dialog = await renderModal(onClose);
      expect(dialog.getByText(/Position: Tester\./)).toBeTruthy();

      fireEvent.click(dialog.getByRole('button', { name: 'Issue offer' }));
      expect(await dialog.findByText('Please enter the salary')).toBeTruthy();
      expect(dialog.getByText('Please enter the work location in English')).toBeTruthy();
      expect(dialog.getByText('Please enter the work location in Chinese')).toBeTruthy();
      expect(issueCalls()).toHaveLength(0);

      fill(dialog.getByLabelText('Salary'), '18000');
      fill(dialog.getByLabelText('Work location (English)'), ' Dalian, China ');
      fill(dialog.getByLabelText('Work location (Chinese)'), '中国 大连');
      fireEvent.click(dialog.getByRole('button', { name: 'Issue offer' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(JSON.parse(issueCalls()[0]!.data as string)).toEqual({
        applicationId: 11,
        salary: 18000,
        salaryCurrency: 'CNY',
        salaryPeriod: 'month',
        startDate: dayjs().add(1, 'month').startOf('month').format('YYYY-MM-DD'),
        expiresOn: dayjs().add(7, 'day').format('YYYY-MM-DD'),
        locationEn: 'Dalian, China',
        locationZh: '中国 大连',
      });
    },
  );

  it('stays open when the server refuses', { timeout: 60_000 }, async () => {
    mock
      .onPost(ISSUE)
      .reply(200, { code: 4003, message: 'This application already has a pending offer', data: null });
    const onClose = vi.fn();
    const dialog = await renderModal(onClose);
    fill(dialog.getByLabelText('Salary'), '18000');
    fill(dialog.getByLabelText('Work location (English)'), 'Dalian');
    fill(dialog.getByLabelText('Work location (Chinese)'), '大连');
    fireEvent.click(dialog.getByRole('button', { name: 'Issue offer' }));
    await waitFor(() => expect(issueCalls()).toHaveLength(1));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Offer for Li Lei' })).toBeTruthy();
  });

  it('is drawn by the phone kit on a phone', { timeout: 60_000 }, async () => {
    const dialog = await renderModal(vi.fn(), 'mobile');
    fireEvent.click(dialog.getByRole('button', { name: 'Issue offer' }));
    expect(await dialog.findByText('Please enter the salary')).toBeTruthy();
    expect(dialog.getByLabelText(/Work location \(English\)/)).toBeTruthy();
    expect(issueCalls()).toHaveLength(0);
  });
});
