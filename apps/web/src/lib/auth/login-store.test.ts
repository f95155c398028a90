import { beforeEach, describe, expect, it } from 'vitest';
import { useLoginStore } from './login-store.ts';
import { readToken } from './token-cookie.ts';
import { testUser } from '../../test/render-app.tsx';

describe('login store', () => {
  beforeEach(() => useLoginStore.getState().logout());

  it('saves the token in the cookie and marks HR managers by role 2', () => {
    const store = useLoginStore.getState();
    store.setToken('tok-1');
    store.setUserInfo(testUser({ loginname: 'hr@example.com', roles: [1, 2] }));
    expect(readToken()).toBe('tok-1');
    expect(useLoginStore.getState()).toMatchObject({ token: 'tok-1', roles: [1, 2], isHrMember: true });
    store.setUserInfo(testUser({ loginname: 'c', roles: [1] }));
    expect(useLoginStore.getState().isHrMember).toBe(false);
  });

  it('resetToken clears the token only', () => {
    const store = useLoginStore.getState();
    store.setToken('tok-2');
    store.setUserInfo(testUser({ loginname: 'c', roles: [2] }));
    store.resetToken();
    expect(readToken()).toBeUndefined();
    expect(useLoginStore.getState()).toMatchObject({ token: undefined, isHrMember: true });
    expect(useLoginStore.getState().userinfo?.loginname).toBe('c');
  });

  it('logout clears the token and everything known about the user', () => {
    const store = useLoginStore.getState();
    store.setToken('tok-3');
    store.setUserInfo(testUser({ loginname: 'c', roles: [2] }));
    store.setOpenLogin(true);
    store.logout();
    expect(readToken()).toBeUndefined();
    expect(useLoginStore.getState()).toMatchObject({
      token: undefined,
      userinfo: null,
      roles: [],
      isHrMember: false,
      openLogin: false,
    });
  });
});
