import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { getVerificationCodeImageRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { TestLayout, ok } from '../../../test/fixtures.tsx';
import { CreateAlertDialog } from '../components/create-alert-dialog.tsx';
import { AlertLinkPage } from './alert-link-page.tsx';
import { AlertsPage } from './alerts-page.tsx';

const mock = new MockAdapter(await api.loadHttp());
const ALERTS = '/api/job/Alert';

describe.each(['desktop', 'mobile'] as const)('job alerts (%s)', (device) => {
  beforeEach(() => {
    mock.reset();
    useLoginStore.getState().setToken('token-1');
  });
  afterEach(() => useLoginStore.getState().logout());

  it('lists job alerts and deletes one once the candidate confirms', async () => {
    const alert = {
      id: 1,
      criteria: { keyword: 'java' },
      labels: ['“java”'],
      frequency: 'weekly',
      status: 'pending',
      address: '138****0000',
      createdAt: '2026-11-20T08:00:00.000Z',
    };
    let alerts = [alert];
    mock.onPost(`${ALERTS}/QueryMyAlerts`).reply(() => ok({ list: alerts, recordcount: alerts.length }));
    mock.onPost(`${ALERTS}/DeleteJobAlert`).reply(() => {
      alerts = [];
      return ok({ id: 1 }, 'Alert deleted');
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await renderWithApp(<TestLayout />, <AlertsPage />, { path: '/alerts', device });
    expect(await screen.findByRole('link', { name: '“java”' })).toBeTruthy();
    expect(screen.getByText('Waiting for confirmation')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Delete alert/ }));
    const sure = await screen.findAllByRole('button', { name: 'Delete' });
    await user.click(sure.at(-1)!);
    expect(await screen.findByText('No job alerts yet.', { exact: false })).toBeTruthy();
    expect(mock.history.post.some((r) => r.url === `${ALERTS}/DeleteJobAlert`)).toBe(true);
  });

  it('opens a confirmation link and says what the alert is about', async () => {
    mock
      .onGet(`${ALERTS}/ConfirmJobAlert`)
      .reply(...ok({ labels: ['“java”'], frequency: 'weekly', address: 'a***@example.com' }));
    await renderWithApp(<TestLayout />, <AlertLinkPage />, { path: '/alerts/confirm?token=t', device });
    expect(await screen.findByRole('heading', { name: 'Your job alert is on' })).toBeTruthy();
    expect(screen.getByText('a***@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse open positions' })).toBeTruthy();
  });

  it('creates an alert from the dialog, asking for the address first', async () => {
    mock.onPost(`${ALERTS}/CreateJobAlert`).reply(...ok({ id: 4, status: 'pending' }));
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await renderWithApp(
      <TestLayout />,
      <CreateAlertDialog open onClose={vi.fn()} search={{}} criteria={['All jobs']} />,
      {
        config: { systemType: 2 },
        device,
      },
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('All jobs')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    expect(await within(dialog).findByText('Please enter your email address')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Your email address'), 'ann@example.com');
    await user.click(within(dialog).getByText('Weekly', { exact: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    await waitFor(() => expect(within(dialog).getByText(/We sent a confirmation link to ann@example.com/)));
    expect(mock.history.post[0]!.data).toContain('"frequency":"weekly"');
  });

  it("shows a visitor's alert by SMS the picture check beside the number and sends its answer", async () => {
    useLoginStore.getState().logout();
    mock
      .onGet(getVerificationCodeImageRoute.path)
      .reply(...ok({ image: 'data:image/png;base64,AA==', key: 'k1' }));
    mock.onPost(`${ALERTS}/CreateJobAlert`).reply(...ok({ id: 5, status: 'pending' }));
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await renderWithApp(
      <TestLayout />,
      <CreateAlertDialog open onClose={vi.fn()} search={{}} criteria={['All jobs']} />,
      {
        config: { systemType: 1 },
        device,
      },
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('Characters in the picture')).toBeNull();
    await user.type(within(dialog).getByLabelText('Your mobile number or email address'), '13900000001');
    expect(
      await within(dialog).findByRole('img', { name: 'Picture check, click for a new one' }),
    ).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Characters in the picture'), 'ab12');
    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    await waitFor(() => expect(within(dialog).getByText(/We sent a confirmation link to 13900000001/)));
    expect(JSON.parse(mock.history.post[0]!.data as string)).toMatchObject({
      phone: '13900000001',
      key: 'k1',
      code: 'ab12',
    });
  });
});
