import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { ApplicationStatus } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { TestLayout } from '../../../test/fixtures.tsx';
import { StatusChangeModal } from './status-change-modal.tsx';

const mock = new MockAdapter(await api.loadHttp());
const CHANGE = '/api/hr/Applicant/ChangeApplicantStatus';
const changeCalls = () => mock.history.post.filter((call) => call.url === CHANGE);

const renderModal = async (onClose = vi.fn()) => {
  await renderWithApp(
    <TestLayout />,
    <StatusChangeModal open applicationId={21} current={ApplicationStatus.Submitted} onClose={onClose} />,
    { path: '/hr/applicants' },
  );
  return within(await screen.findByRole('dialog', { name: 'Move status' }));
};

describe('status dialog', () => {
  afterEach(() => mock.reset());

  it(
    'asks for a status, then moves the application with the note and closes',
    { timeout: 30_000 },
    async () => {
      mock.onPost(CHANGE).reply(200, { code: 0, message: 'Status updated', data: null });
      const onClose = vi.fn();
      const dialog = await renderModal(onClose);

      fireEvent.click(dialog.getByRole('button', { name: 'Move status' }));
      expect(await dialog.findByText('Please choose a status')).toBeTruthy();
      expect(changeCalls()).toHaveLength(0);

      await userEvent.click(dialog.getByRole('combobox', { name: 'New status' }));
      await userEvent.click(await screen.findByTitle('Interview'));
      fireEvent.change(dialog.getByLabelText('Note to the candidate'), {
        target: { value: '  Monday at 10:00  ' },
      });
      fireEvent.click(dialog.getByRole('button', { name: 'Move status' }));
      await waitFor(() => expect(changeCalls()).toHaveLength(1));
      expect(JSON.parse(changeCalls()[0]!.data as string)).toEqual({
        id: 21,
        status: ApplicationStatus.Interview,
        note: 'Monday at 10:00',
      });
      await waitFor(() => expect(onClose).toHaveBeenCalled());
    },
  );

  it('offers only the statuses the flow allows next', async () => {
    const dialog = await renderModal();
    await userEvent.click(dialog.getByRole('combobox', { name: 'New status' }));
    expect(await screen.findByTitle('Interview')).toBeTruthy();
    // An offer and a hire come from their own actions.
    expect(screen.queryByTitle('Offer')).toBeNull();
    expect(screen.queryByTitle('Hired')).toBeNull();
  });
});
