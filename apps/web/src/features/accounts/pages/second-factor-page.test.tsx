import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderDialog } from '../test-utils.tsx';
import { SecondFactorPage } from './second-factor-page.tsx';

configure({ defaultHidden: true });
vi.setConfig({ testTimeout: 60_000 });

const mock = await mockApi();
const ui = userEvent.setup({ pointerEventsCheck: 0 });
const STATUS = '/api/hr/SecondFactor/GetSecondFactorStatus';
const DISABLE = '/api/hr/SecondFactor/DisableSecondFactor';
const on = { isEnabled: true, isRequired: true, enabledAt: '2026-11-01T08:00:00Z', recoveryCodesLeft: 7 };

describe.each(['desktop', 'mobile'] as const)('the console security page (%s)', (device) => {
  afterEach(() => mock.reset());

  it('shows the status, asks a code before turning it off, and shows a refusal', async () => {
    mock.onGet(STATUS).reply(200, { code: 0, message: '', data: on });
    mock.onPost(DISABLE).reply(200, { code: 3102, message: 'The code is not correct', data: null });
    await renderDialog(<SecondFactorPage />, { device });
    expect(await screen.findByText('7 recovery codes left')).toBeTruthy();
    expect(screen.getByText('Your organisation requires it for HR accounts.')).toBeTruthy();

    await ui.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(screen.getByText(/you will set it up again at your next sign-in/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New recovery codes' })).toBeNull();
    fireEvent.change(screen.getByLabelText('6-digit code or recovery code'), { target: { value: '123456' } });
    await ui.click(screen.getByRole('button', { name: /Turn off$/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('The code is not correct');
    expect(mock.history.post.filter((call) => call.url === DISABLE)).toHaveLength(1);

    await ui.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'New recovery codes' })).toBeTruthy();
  });
});
