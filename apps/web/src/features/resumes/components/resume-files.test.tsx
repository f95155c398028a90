import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { api } from '../../../lib/api.ts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { TestLayout, ok } from '../../../test/fixtures.tsx';
import { ResumeFiles } from './resume-files.tsx';

const mock = new MockAdapter(await api.loadHttp());
const file = { id: 5, fileName: 'cv.pdf', size: 2048, createdAt: '2026-11-20T10:00:00Z' };

describe.each(['desktop', 'mobile'] as const)('resume files (%s)', (device) => {
  afterEach(() => {
    mock.reset();
    useLoginStore.setState({ token: undefined });
  });

  it('lists the files and deletes one after confirming', async () => {
    useLoginStore.setState({ token: 'token-1' });
    mock.onGet('/api/resume/Resume/GetUserUploadCustomResume').replyOnce(...ok([file]));
    mock.onGet('/api/resume/Resume/GetUserUploadCustomResume').reply(...ok([]));
    mock.onPost('/api/resume/Resume/DeleteCustomResume/5').reply(...ok(null));
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await renderWithApp(<TestLayout />, <ResumeFiles />, { path: '/resume', device });
    expect(await screen.findByText('cv.pdf')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download cv.pdf' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete cv.pdf' }));
    expect(await screen.findByText('"cv.pdf" will be removed from your profile.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Delete$/ }));
    await waitFor(() => expect(mock.history.post).toHaveLength(1));
    expect(await screen.findByText('No files uploaded yet.')).toBeTruthy();
  });
});
