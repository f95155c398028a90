import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import type { TTeamMember } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { registerNotifier } from '../../../lib/notify.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { ok, TestLayout } from '../../../test/fixtures.tsx';
import { HrTeamPage } from './team-page.tsx';

const mock = new MockAdapter(await api.loadHttp());
const QUERY = '/api/hr/Team/QueryMembers';
const INVITE = '/api/hr/Team/InviteMember';
const DEACTIVATE = '/api/hr/Team/DeactivateMember';
const LAST_ADMIN =
  'The company needs at least one active administrator: make someone else an administrator first';

const member = (overrides: Partial<TTeamMember>): TTeamMember => ({
  userId: 3,
  email: 'hr@example.com',
  displayName: 'Wang Fang',
  roles: [2, 3],
  sites: [],
  status: 'active',
  lastSignInAt: null,
  invitedAt: null,
  deactivatedAt: null,
  ...overrides,
});

const serve = () => {
  mock.onPost(QUERY).reply(
    ...ok({
      list: [
        member({}),
        member({
          userId: 8,
          email: 'li@example.com',
          displayName: '',
          roles: [4],
          sites: [{ id: 2, name: 'Wuhan Centre' }],
          status: 'invited',
        }),
      ],
      recordcount: 2,
    }),
  );
  mock
    .onGet('/api/found/Organization/GetAllSite')
    .reply(...ok([{ id: 2, hrid: 2, value: 2, text: 'Wuhan Centre', displayname: 'Wuhan Centre' }]));
};

describe('the HR team', () => {
  afterEach(() => mock.reset());

  it('asks a recruiter for a site, sends nothing until then, and invites with the chosen preset', async () => {
    serve();
    mock.onPost(INVITE).reply(...ok({ userId: 9, expiresAt: '2026-12-10T00:00:00Z' }, 'Invitation sent'));
    await renderWithApp(<TestLayout />, <HrTeamPage />, { path: '/hr/team' });
    expect(await screen.findByText('Wang Fang')).toBeTruthy();
    expect(screen.getByText('li@example.com')).toBeTruthy();
    expect(screen.getByText('Wuhan Centre')).toBeTruthy();
    expect(screen.getByText('Invited')).toBeTruthy();
    expect(screen.getAllByText('Never')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Resend the invitation to li@example.com' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Invite member' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite a member' }));
    fireEvent.change(dialog.getByLabelText('Email'), { target: { value: 'new@example.com' } });
    fireEvent.click(dialog.getByRole('radio', { name: 'Recruiter' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByText('A recruiter needs at least one site')).toBeTruthy();
    expect(mock.history.post.some((call) => call.url === INVITE)).toBe(false);

    fireEvent.click(dialog.getByRole('radio', { name: 'Interviewer' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(mock.history.post.some((call) => call.url === INVITE)).toBe(true));
    const sent = mock.history.post.find((call) => call.url === INVITE)!;
    expect(JSON.parse(sent.data as string)).toEqual({ email: 'new@example.com', roles: [5], siteIds: [] });
    // The first test also pays for loading the desktop kit's parts.
  }, 60_000);

  it("shows the server's refusal to deactivate the last administrator", async () => {
    serve();
    mock.onPost(DEACTIVATE).reply(200, { code: 3302, message: LAST_ADMIN, data: null });
    const errors = vi.fn();
    const stop = registerNotifier({ success: vi.fn(), error: errors });
    await renderWithApp(<TestLayout />, <HrTeamPage />, { path: '/hr/team' });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Wang Fang' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Deactivate Wang Fang?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(errors).toHaveBeenCalledWith(LAST_ADMIN));
    expect(JSON.parse(mock.history.post.find((call) => call.url === DEACTIVATE)!.data as string)).toEqual({
      userId: 3,
    });
    stop();
  }, 30_000);

  it('lists the team in Chinese on a phone', async () => {
    serve();
    await renderWithApp(<TestLayout />, <HrTeamPage />, {
      path: '/hr/team',
      language: 'zh-CN',
      device: 'mobile',
    });
    expect(await screen.findByText('Wang Fang')).toBeTruthy();
    expect(screen.getByText('已邀请')).toBeTruthy();
    expect(screen.getByText('企业管理员')).toBeTruthy();
    expect(screen.getByRole('button', { name: '邀请成员' })).toBeTruthy();
  }, 30_000);
});
