import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLoginStore } from '../../lib/auth/login-store.ts';
import { renderWithApp, testUser } from '../../test/render-app.tsx';
import { CANDIDATE_MENU_ENTRIES } from '../../test/shell-menu.ts';
import { DesktopShell } from './desktop-shell.tsx';

const signIn = (user: { chinesename: string; loginname: string }) => {
  useLoginStore.setState({ token: 'tok' });
  useLoginStore.getState().setUserInfo(testUser(user));
};

describe('desktop header', () => {
  afterEach(() => useLoginStore.setState({ token: undefined, userinfo: null, roles: [], openLogin: false }));

  it('shows a visitor the logo, jobs, the other language and a login button that opens the login dialog', async () => {
    await renderWithApp(<DesktopShell />, <p>page</p>);
    expect(await screen.findByRole('img', { name: 'TMP' })).toHaveProperty(
      'src',
      `${location.origin}/brand/logo.svg`,
    );
    expect(screen.getByRole('link', { name: 'Jobs' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /中文/ })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('names English when the page is in Chinese', async () => {
    await renderWithApp(<DesktopShell />, <p>page</p>, { language: 'zh-CN' });
    expect(await screen.findByRole('button', { name: /English/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
  });

  it('greets a user by Chinese name, else login name, with the menu of customer 1', async () => {
    signIn({ chinesename: '张三', loginname: '13800000000' });
    await renderWithApp(<DesktopShell />, <p>page</p>);
    const greeting = () => screen.getByRole('button', { name: /Hi, 张三/ });
    await screen.findByRole('button', { name: /Hi, 张三/ });
    expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull();
    // A click opens the menu, whether its code was there already or arrives meanwhile; another click (a
    // person whose pointer has opened it, then clicks) keeps it open.
    await userEvent.click(greeting());
    await waitFor(() => expect(greeting().className).toContain('ant-dropdown-open'));
    for (const entry of CANDIDATE_MENU_ENTRIES) {
      expect(await screen.findByText(entry)).toBeTruthy();
    }
    await userEvent.click(greeting());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(greeting().className).toContain('ant-dropdown-open');
  });

  it('has no resume entry for other customers and falls back to the login name', async () => {
    signIn({ chinesename: '', loginname: 'candidate@example.com' });
    await renderWithApp(<DesktopShell />, <p>page</p>, { config: { customerid: 2 } });
    await userEvent.click(await screen.findByRole('button', { name: /Hi, candidate@example.com/ }));
    expect(await screen.findByText('Apply List')).toBeTruthy();
    expect(screen.queryByText('My Resume')).toBeNull();
  });

  it('opens the login dialog when the server refuses the token', async () => {
    await renderWithApp(<DesktopShell />, <p>page</p>);
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => useLoginStore.getState().setOpenLogin(true));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});

describe('desktop language switch', () => {
  it('confirms a switch after the reload it caused', async () => {
    sessionStorage.setItem('TMP-language-switched', 'zh-CN');
    await renderWithApp(<DesktopShell />, <p>page</p>, { language: 'zh-CN' });
    expect(await screen.findByText('切换语言成功')).toBeTruthy();
    expect(sessionStorage.getItem('TMP-language-switched')).toBeNull();
  });
});
