import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { Outlet } from 'react-router';
import { api } from '../../../lib/api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { InterviewFormModal } from './interview-form-modal.tsx';

const mock = new MockAdapter(await api.loadHttp());

const openDialog = async (device: 'desktop' | 'mobile' = 'desktop') => {
  mock.onGet(/\/api\/hr\//).reply(200, { code: 0, message: '', data: [] });
  await renderWithApp(
    <Outlet />,
    <InterviewFormModal open targets={[{ id: 11, candidateName: 'Li Lei' }]} onClose={() => undefined} />,
    { path: '/hr/applicants', device },
  );
  return within(await screen.findByRole('dialog'));
};

describe('interview dialog', () => {
  afterEach(() => mock.reset());

  it('offers times with the console’s date and time picker, not the browser’s own input', async () => {
    const dialog = await openDialog();
    expect(dialog.getByText(/For Li Lei\./)).toBeTruthy();
    expect(dialog.getByLabelText('Offered time 1').closest('.ant-picker')).toBeTruthy();
    expect(document.querySelector('input[type="datetime-local"]')).toBeNull();
  });

  it('says what is missing, on its field, and sends nothing', async () => {
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Create interview' }));
    expect(await dialog.findByText('Please give a place or an online meeting link')).toBeTruthy();
    expect(dialog.getAllByText('This field is required').length).toBeGreaterThanOrEqual(2);
    expect(dialog.getByText('Please enter a valid date and time')).toBeTruthy();
    expect(mock.history.post).toHaveLength(0);
  });

  it('sends the people typed in and the offered times read in the chosen zone', async () => {
    mock.onPost('/api/hr/Interview/CreateInterview').reply(200, { code: 0, message: '', data: { ids: [5] } });
    const dialog = await openDialog();
    await userEvent.type(dialog.getByLabelText('Title'), ' Technical ');
    await userEvent.click(dialog.getByRole('button', { name: /Add a person by email/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Interviewer name' }), 'Alex Chen');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Interviewer email' }), 'alex@example.com');
    await userEvent.type(dialog.getByLabelText('Online meeting link'), 'https://meet.example.com/1');
    const slot = dialog.getByLabelText('Offered time 1');
    await userEvent.click(slot);
    fireEvent.change(slot, { target: { value: '2030-01-07 10:00' } });
    fireEvent.keyDown(slot, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect((slot as HTMLInputElement).value).toBe('2030-01-07 10:00'));
    await userEvent.click(dialog.getByRole('button', { name: 'Create interview' }));
    await waitFor(() => expect(mock.history.post).toHaveLength(1));
    const body = JSON.parse(mock.history.post[0]!.data as string) as Record<string, unknown>;
    expect(body).toMatchObject({
      applicationIds: [11],
      title: 'Technical',
      round: 1,
      durationMinutes: 60,
      interviewers: [{ name: 'Alex Chen', email: 'alex@example.com' }],
      onlineUrl: 'https://meet.example.com/1',
    });
    expect(body.slots).toHaveLength(1);
    expect(body.startsAt).toBeUndefined();
  });

  it('is drawn by the phone’s kit on a phone, its times picked from a wheel', async () => {
    const dialog = await openDialog('mobile');
    expect(dialog.getByRole('button', { name: 'Offered time 1' })).toBeTruthy();
    expect(document.querySelector('.ant-picker')).toBeNull();
  });
});
