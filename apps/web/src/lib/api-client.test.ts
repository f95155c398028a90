import { beforeEach, describe, expect, it, vi } from 'vitest';
import MockAdapter from 'axios-mock-adapter';
import { getPositionDetailRoute, queryPagingPositionsRoute } from '@tmp/contracts';
import {
  clientRoute,
  createApiClient,
  REQUEST_TIMEOUT_MS,
  serializeParams,
  type TApiClientDeps,
} from './api-client.ts';
import { ApiError } from './api-error.ts';

const listRoute = clientRoute<string[]>('GET', '/api/test/List');

const setup = async (overrides: Partial<TApiClientDeps> = {}) => {
  const deps = {
    baseURL: () => '',
    getLang: () => 'zh-cn' as const,
    getHost: () => 'jobs.example.com',
    getToken: vi.fn<() => string | undefined>(() => 'tok123'),
    getCustomerId: () => 7,
    toast: { success: vi.fn(), error: vi.fn() },
    onUnauthorized: vi.fn(),
    onForbidden: vi.fn(),
    networkErrorText: () => 'Network error',
    ...overrides,
  };
  const client = createApiClient(deps);
  const http = await client.loadHttp();
  const mock = new MockAdapter(http);
  return { deps, client, mock, http };
};

describe('api client headers', () => {
  it('sends lang, x-host, bearer token, customerid and msg on every call', async () => {
    const { client, mock } = await setup();
    mock.onGet('/api/test/List').reply(200, { code: 0, message: '', data: [] });
    await client.call(listRoute);
    const headers = mock.history.get[0]!.headers!;
    expect(headers.lang).toBe('zh-cn');
    expect(headers['x-host']).toBe('jobs.example.com');
    expect(headers.Authorization).toBe('Bearer tok123');
    expect(headers.customerid).toBe('7');
    expect(headers.msg).toBe('all');
  });

  it('omits Authorization without a token and passes a per-call msg mode', async () => {
    const { client, mock } = await setup({ getToken: () => undefined });
    mock.onGet('/api/test/List').reply(200, { code: 0, message: '', data: [] });
    await client.call(listRoute, {}, { msg: 'error' });
    const headers = mock.history.get[0]!.headers!;
    expect(headers.Authorization).toBeUndefined();
    expect(headers.msg).toBe('error');
  });

  it('times out after 10 seconds', async () => {
    const { http } = await setup();
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
    expect(http.defaults.timeout).toBe(10_000);
  });
});

describe('api client params and bodies', () => {
  it('serializes arrays as repeated keys and drops null, undefined and empty values', () => {
    expect(serializeParams({ groupIds: [1, 2], a: null, b: undefined, c: '', d: 0, e: false })).toBe(
      'groupIds=1&groupIds=2&d=0&e=false',
    );
  });

  it('sends GET params through the same rules', async () => {
    const { client, mock, http } = await setup();
    mock.onGet('/api/job/Position/GetPositionDetail').reply(200, { code: 0, message: '', data: {} });
    await client.call(getPositionDetailRoute, { query: { id: 5 } });
    const request = mock.history.get[0]!;
    expect(http.getUri(request)).toBe('/api/job/Position/GetPositionDetail?id=5');
  });

  it('drops empty body fields but keeps zero', async () => {
    const { client, mock } = await setup();
    mock
      .onPost('/api/job/Position/QueryPagingPositions')
      .reply(200, { code: 0, message: '', data: { list: [], recordcount: 0 } });
    await client.call(queryPagingPositionsRoute, {
      body: {
        pageIndex: 1,
        pageSize: 10,
        keyword: '',
        category: undefined,
        nature: null as never,
        country: 0 as never,
      },
    });
    expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({
      pageIndex: 1,
      pageSize: 10,
      country: 0,
    });
  });
});

describe('api client toasts', () => {
  const reply = async (envelope: object, msg?: 'all' | 'success' | 'error' | 'none') => {
    const ctx = await setup();
    ctx.mock.onGet('/api/test/List').reply(200, envelope);
    const result = await ctx.client.call(listRoute, {}, msg ? { msg } : {});
    return { ...ctx, result };
  };

  it('shows the message of a success as a 500 ms success toast with msg all or success', async () => {
    for (const msg of ['all', 'success'] as const) {
      const { deps } = await reply({ code: 0, message: 'Saved', data: null }, msg);
      expect(deps.toast.success).toHaveBeenCalledWith('Saved', 500);
    }
  });

  it('stays quiet on success with msg error', async () => {
    const { deps } = await reply({ code: 0, message: 'Saved', data: null }, 'error');
    expect(deps.toast.success).not.toHaveBeenCalled();
  });

  it('shows a refusal as an error toast with msg all or error, and resolves with the envelope', async () => {
    for (const msg of ['all', 'error'] as const) {
      const { deps, result } = await reply(
        { code: 2001, message: 'This requisition is offline', data: null },
        msg,
      );
      expect(deps.toast.error).toHaveBeenCalledWith('This requisition is offline');
      expect(result).toEqual({ code: 2001, message: 'This requisition is offline', data: null });
    }
  });

  it('does not toast a refusal with msg success or none', async () => {
    for (const msg of ['success', 'none'] as const) {
      const { deps } = await reply({ code: 2001, message: 'Nope', data: null }, msg);
      expect(deps.toast.error).not.toHaveBeenCalled();
    }
  });

  it('never toasts code -1001', async () => {
    const { deps, result } = await reply({ code: -1001, message: 'quiet', data: null });
    expect(deps.toast.error).not.toHaveBeenCalled();
    expect(deps.toast.success).not.toHaveBeenCalled();
    expect(result.code).toBe(-1001);
  });
});

describe('api client HTTP errors', () => {
  it('401 resets the token and opens the login; the body is the rejection', async () => {
    const { client, mock, deps } = await setup();
    const body = { code: 1401, message: 'Please log in first', data: null };
    mock.onGet('/api/test/List').reply(401, body);
    await expect(client.call(listRoute)).rejects.toEqual(body);
    expect(deps.onUnauthorized).toHaveBeenCalledOnce();
    expect(deps.onForbidden).not.toHaveBeenCalled();
  });

  it('403 resets the token only', async () => {
    const { client, mock, deps } = await setup();
    mock.onGet('/api/test/List').reply(403, { code: 1403, message: 'no', data: null });
    await expect(client.call(listRoute)).rejects.toMatchObject({ code: 1403 });
    expect(deps.onForbidden).toHaveBeenCalledOnce();
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
  });

  it('other statuses reject with the response body', async () => {
    const { client, mock, deps } = await setup();
    mock.onGet('/api/test/List').reply(500, { code: 1500, message: 'Something went wrong', data: null });
    await expect(client.call(listRoute)).rejects.toEqual({
      code: 1500,
      message: 'Something went wrong',
      data: null,
    });
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
  });

  it('a network failure rejects with an ApiError and toasts it', async () => {
    const { client, mock, deps } = await setup();
    mock.onGet('/api/test/List').networkError();
    await expect(client.call(listRoute)).rejects.toBeInstanceOf(ApiError);
    expect(deps.toast.error).toHaveBeenCalledWith('Network error');
  });
});

describe('callData', () => {
  it('returns data on code 0', async () => {
    const { client, mock } = await setup();
    mock.onGet('/api/test/List').reply(200, { code: 0, message: '', data: ['a'] });
    await expect(client.callData(listRoute)).resolves.toEqual(['a']);
  });

  it('throws an ApiError carrying the code and message of a refusal', async () => {
    const { client, mock } = await setup();
    mock
      .onGet('/api/test/List')
      .reply(200, { code: 2001, message: 'This requisition is offline', data: null });
    const error = await client.callData(listRoute, {}, { msg: 'none' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 2001, message: 'This requisition is offline' });
  });

  it('turns an HTTP error body into an ApiError', async () => {
    const { client, mock } = await setup();
    mock.onGet('/api/test/List').reply(400, { code: 1001, message: 'Input error', data: null });
    await expect(client.callData(listRoute, {}, { msg: 'none' })).rejects.toMatchObject({
      code: 1001,
      message: 'Input error',
    });
  });
});

describe('download', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
  });

  it('saves the blob under the given file name', async () => {
    const { client, mock } = await setup();
    mock.onGet('/api/files/resume').reply(200, new Blob(['%PDF']));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    await client.download('/api/files/resume', 'resume.pdf', { id: 3 });
    expect(clicked).toEqual(['resume.pdf']);
    expect(mock.history.get[0]!.params).toEqual({ id: 3 });
    click.mockRestore();
  });
});
