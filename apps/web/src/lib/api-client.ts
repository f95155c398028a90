import type { AxiosInstance, AxiosResponse, AxiosStatic } from 'axios';
import type { z } from 'zod';
import {
  SILENT_CODE,
  SUCCESS_CODE,
  type TEnvelope,
  type TLang,
  type TRouteBody,
  type TRouteContract,
  type TRouteData,
  type TRouteQuery,
} from '@tmp/contracts';
import { ApiError, isEnvelope } from './api-error.ts';

/** Which server messages become toasts: `none` keeps the call silent (the page shows the outcome). */
export type TMsgMode = 'all' | 'success' | 'error' | 'none';

export const REQUEST_TIMEOUT_MS = 10_000;
export const SUCCESS_TOAST_MS = 500;

export interface TApiClientDeps {
  baseURL: () => string;
  getLang: () => TLang;
  getHost: () => string;
  getToken: () => string | undefined;
  getCustomerId: () => number | null | undefined;
  toast: { success: (text: string, durationMs: number) => void; error: (text: string) => void };
  /** HTTP 401: token refused, the login dialog should open. */
  onUnauthorized: () => void;
  /** HTTP 403: token refused for this customer or role. */
  onForbidden: () => void;
  networkErrorText: () => string;
}

export interface TCallOptions {
  msg?: TMsgMode;
  signal?: AbortSignal;
}

type TAnyRoute = TRouteContract<any, any, any, any>;
type TInput<R> = { query?: TRouteQuery<R>; body?: TRouteBody<R>; params?: Record<string, string | number> };

/** Answers a read for a page rendered on the server: the route's data, or an ApiError. */
export type TServerSource = (
  route: { method: string; path: string },
  input: { query?: unknown; body?: unknown },
) => Promise<unknown>;

/** Drops null, undefined and '' (spec §7); other falsy values such as 0 and false are meaningful. */
export const compact = <T extends Record<string, unknown>>(values: T | undefined): Partial<T> | undefined => {
  if (!values || typeof values !== 'object' || values instanceof FormData || Array.isArray(values)) {
    return values;
  }
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  ) as Partial<T>;
};

export const serializeParams = (params: Record<string, unknown>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(compact(params) ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return search.toString();
};

const fillPath = (path: string, params: Record<string, string | number> = {}): string =>
  path.replace(/[{:](\w+)}?/g, (whole, key: string) =>
    key in params ? encodeURIComponent(String(params[key])) : whole,
  );

const wantsSuccessToast = (msg: TMsgMode) => msg === 'all' || msg === 'success';
const wantsErrorToast = (msg: TMsgMode) => msg === 'all' || msg === 'error';

export const createApiClient = (deps: TApiClientDeps) => {
  const createHttp = (axios: AxiosStatic): AxiosInstance => {
    const instance = axios.create({
      timeout: REQUEST_TIMEOUT_MS,
      paramsSerializer: { serialize: serializeParams },
    });
    instance.interceptors.request.use((config) => {
      config.baseURL = deps.baseURL();
      const token = deps.getToken();
      const customerid = deps.getCustomerId();
      config.headers.set('lang', deps.getLang());
      config.headers.set('x-host', deps.getHost());
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
      if (customerid !== null && customerid !== undefined)
        config.headers.set('customerid', String(customerid));
      if (!config.headers.has('msg')) config.headers.set('msg', 'all');
      return config;
    });
    return instance;
  };

  /**
   * axios and the client's instance, downloaded with the first call: a server-rendered first visit has its
   * data in the page and makes no call, so its scripts do not carry the HTTP client.
   */
  let loading: Promise<{ axios: AxiosStatic; http: AxiosInstance }> | undefined;
  const load = () => {
    loading ??= import('axios').then(({ default: axios }) => ({ axios, http: createHttp(axios) }));
    loading.catch(() => (loading = undefined));
    return loading;
  };
  /** The client's axios instance (file uploads with progress, tests' mock adapters). */
  const loadHttp = async (): Promise<AxiosInstance> => (await load()).http;

  const toastEnvelope = (envelope: TEnvelope<unknown>, msg: TMsgMode) => {
    if (!envelope.message) return;
    if (envelope.code === SUCCESS_CODE) {
      if (wantsSuccessToast(msg)) deps.toast.success(envelope.message, SUCCESS_TOAST_MS);
    } else if (envelope.code !== SILENT_CODE && wantsErrorToast(msg)) {
      deps.toast.error(envelope.message);
    }
  };

  const handleHttpError = (axios: AxiosStatic, error: unknown, msg: TMsgMode): never => {
    const response = axios.isAxiosError(error) ? error.response : undefined;
    if (!response) {
      if (wantsErrorToast(msg) && !axios.isCancel(error)) deps.toast.error(deps.networkErrorText());
      throw new ApiError(-1, deps.networkErrorText(), error);
    }
    if (response.status === 401) deps.onUnauthorized();
    else if (response.status === 403) deps.onForbidden();
    else if (isEnvelope(response.data)) toastEnvelope(response.data, msg);
    throw response.data ?? new ApiError(response.status, response.statusText);
  };

  /** Resolves with the envelope whatever its code: the caller decides what a refusal means. */
  const call = async <R extends TAnyRoute>(
    route: R,
    input: TInput<R> = {},
    options: TCallOptions = {},
  ): Promise<TEnvelope<TRouteData<R>>> => {
    const msg = options.msg ?? 'all';
    let response: AxiosResponse<TEnvelope<TRouteData<R>>>;
    let client: Awaited<ReturnType<typeof load>>;
    try {
      client = await load();
    } catch (error) {
      // The HTTP client could not be downloaded: the same outcome as a request that got no answer.
      if (wantsErrorToast(msg)) deps.toast.error(deps.networkErrorText());
      throw new ApiError(-1, deps.networkErrorText(), error);
    }
    try {
      response = await client.http.request({
        method: route.method,
        url: fillPath(route.path, input.params),
        params: compact(input.query as Record<string, unknown> | undefined),
        data: compact(input.body as Record<string, unknown> | undefined),
        headers: { msg: options.msg ?? 'all' },
        signal: options.signal,
      });
    } catch (error) {
      return handleHttpError(client.axios, error, msg);
    }
    toastEnvelope(response.data, msg);
    return response.data;
  };

  /** Set while the app renders a page on the server: reads are answered there, without HTTP. */
  let serverSource: TServerSource | undefined;
  const setServerSource = (source: TServerSource | undefined) => {
    serverSource = source;
  };

  /** For react-query: the data of a successful call, an ApiError for any refusal. */
  const callData = async <R extends TAnyRoute>(
    route: R,
    input: TInput<R> = {},
    options: TCallOptions = {},
  ): Promise<TRouteData<R>> => {
    if (serverSource) return (await serverSource(route, input)) as TRouteData<R>;
    let envelope: TEnvelope<TRouteData<R>>;
    try {
      envelope = await call(route, input, options);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (isEnvelope(error)) throw new ApiError(error.code, error.message, error.data);
      throw new ApiError(-1, deps.networkErrorText(), error);
    }
    if (envelope.code !== SUCCESS_CODE) throw new ApiError(envelope.code, envelope.message, envelope.data);
    return envelope.data;
  };

  /** Fetches a file and saves it under `fileName`. */
  const download = async (url: string, fileName: string, params?: Record<string, unknown>) => {
    const client = await load();
    let response: AxiosResponse<Blob>;
    try {
      response = await client.http.get<Blob>(url, {
        params,
        responseType: 'blob',
        headers: { msg: 'error' },
      });
    } catch (error) {
      return handleHttpError(client.axios, error, 'error');
    }
    saveBlob(response.data, fileName);
  };

  return { loadHttp, call, callData, download, setServerSource };
};

export const saveBlob = (blob: Blob, fileName: string): void => {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
};

/**
 * An endpoint the web needs before its contract exists in @tmp/contracts: typed by its data only, so the
 * call sites do not change when the contract lands.
 */
export const clientRoute = <TData>(method: 'GET' | 'POST', path: string) =>
  ({
    method,
    path,
    access: 'public',
    summary: path,
    tags: [],
    data: undefined as unknown,
  }) as unknown as TRouteContract<undefined, undefined, undefined, z.ZodType<TData>>;
