import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { api } from '../../../lib/api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { TestLayout } from '../../../test/fixtures.tsx';
import { KeepMyDataPage } from './keep-my-data-page.tsx';

vi.setConfig({ testTimeout: 30_000 });

const KEEP = '/api/resume/Privacy/KeepMyData';
const mock = new MockAdapter(await api.loadHttp());
afterEach(() => mock.reset());

describe.each(['desktop', 'mobile'] as const)('the retention notice link (%s)', (device) => {
  const open = (path: string) => renderWithApp(<TestLayout />, <KeepMyDataPage />, { path, device });
  const user = userEvent.setup({ pointerEventsCheck: 0 });

  it('keeps the data only when the person presses the button, then says until when', async () => {
    mock.onPost(KEEP).reply(200, { code: 0, message: 'ok', data: { keptUntil: '2028-03-01T00:00:00.000Z' } });
    await open('/privacy/keep?token=abcdefghijklmnopqrstuvwxyz');
    expect(await screen.findByRole('heading', { name: 'Keep your application data?' })).toBeTruthy();
    expect(mock.history.post).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Keep my data 12 more months' }));
    expect(await screen.findByRole('heading', { name: 'We will keep your data' })).toBeTruthy();
    expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({ token: 'abcdefghijklmnopqrstuvwxyz' });
    expect(screen.getByText(/kept until 3\/1\/2028/)).toBeTruthy();
  });

  it("shows the server's words for a used link, and ours without a token", async () => {
    mock
      .onPost(KEEP)
      .reply(200, { code: 9401, message: 'This link is not valid or has already been used', data: null });
    await open('/privacy/keep?token=abcdefghijklmnopqrstuvwxyz');
    await user.click(await screen.findByRole('button', { name: 'Keep my data 12 more months' }));
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeTruthy();
    expect(screen.getByText('This link is not valid or has already been used')).toBeTruthy();
  });
});
