import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLoginStore } from '../../lib/auth/login-store.ts';
import { renderWithApp, testUser } from '../../test/render-app.tsx';
import { CANDIDATE_MENU_ENTRIES } from '../../test/shell-menu.ts';
import { MobileShell } from './mobile-shell.tsx';

/** Opens the drawer; its code loads when the menu button is first touched. */
const openDrawer = async (menu = 'Menu') => {
  await userEvent.click(await screen.findByRole('button', { name: menu }));
  return waitFor(() => {
    const drawer = document.querySelector<HTMLElement>('.mobile-drawer');
    expect(drawer).toBeTruthy();
    return drawer!;
  });
};

const entries = (drawer: HTMLElement) =>
  Array.from(drawer.querySelectorAll('.adm-list-item-content-main'), (el) => el.textContent);

describe('mobile header', () => {
  afterEach(() => useLoginStore.setState({ token: undefined, userinfo: null, roles: [] }));

  it('offers a visitor only jobs, the other language and login', async () => {
    await renderWithApp(<MobileShell />, <p>page</p>);
    expect(await screen.findByRole('img', { name: 'TMP' })).toBeTruthy();
    expect(entries(await openDrawer())).toEqual(['Jobs', '中文', 'Log In']);
  });

  it('offers a logged-in user the menu entries and log out', async () => {
    useLoginStore.setState({ token: 'tok' });
    useLoginStore.getState().setUserInfo(testUser({ loginname: '13800000000' }));
    await renderWithApp(<MobileShell />, <p>page</p>);
    const drawer = await openDrawer();
    expect(entries(drawer)).toEqual(['Jobs', '中文', ...CANDIDATE_MENU_ENTRIES]);
    expect(within(drawer).getByText('Hi, 13800000000')).toBeTruthy();
  });
});

describe('mobile language switch', () => {
  it('switches in place, confirms it and remembers the choice', async () => {
    await renderWithApp(<MobileShell />, <p>page</p>);
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByText('中文'));
    expect(await screen.findByText('切换语言成功')).toBeTruthy();
    expect(document.cookie).toContain('TMP-language=zh-CN');
    const again = await openDrawer('菜单');
    await waitFor(() => expect(entries(again)).toEqual(['职位', 'English', '登录']));
  });
});
