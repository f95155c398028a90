import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import MockAdapter from 'axios-mock-adapter';
import { api } from '../../../lib/api.ts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import { setRuntimeConfig } from '../../../config/runtime-config.ts';
import { testConfig } from '../../../test/render-app.tsx';
import { ensureUserInfo } from './get-user-info.ts';

const mock = new MockAdapter(await api.loadHttp());

describe('ensureUserInfo', () => {
  beforeAll(() => setRuntimeConfig(testConfig()));
  afterEach(() => {
    mock.reset();
    useLoginStore.getState().logout();
  });

  it('loads the user of the token once and marks HR managers', async () => {
    useLoginStore.setState({ token: 'tok-a' });
    mock.onGet('/api/user/user/GetUserInfo').reply(200, {
      code: 0,
      message: '',
      data: { chinesename: '李四', loginname: 'hr@example.com', roles: [2] },
    });
    await ensureUserInfo();
    await ensureUserInfo();
    expect(mock.history.get).toHaveLength(1);
    expect(mock.history.get[0]!.headers!.Authorization).toBe('Bearer tok-a');
    expect(useLoginStore.getState()).toMatchObject({ isHrMember: true, roles: [2] });
  });

  it('lets navigation go on when the endpoint is missing', async () => {
    useLoginStore.setState({ token: 'tok-b' });
    mock.onGet('/api/user/user/GetUserInfo').reply(404, { code: 1404, message: 'Not found', data: null });
    await expect(ensureUserInfo()).resolves.toBeUndefined();
    expect(useLoginStore.getState()).toMatchObject({ token: 'tok-b', userinfo: null });
  });

  it('forgets a refused token and asks for a login', async () => {
    useLoginStore.setState({ token: 'tok-c' });
    mock
      .onGet('/api/user/user/GetUserInfo')
      .reply(401, { code: 1401, message: 'Please log in first', data: null });
    await ensureUserInfo();
    expect(useLoginStore.getState()).toMatchObject({ token: undefined, openLogin: true });
  });

  it('does nothing without a token', async () => {
    await ensureUserInfo();
    expect(mock.history.get).toHaveLength(0);
  });
});
