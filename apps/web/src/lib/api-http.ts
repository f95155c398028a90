import axios, { type AxiosInstance, type AxiosResponse } from 'axios';
import { SILENT_CODE, SUCCESS_CODE, type TEnvelope, type TRouteData } from '@tmp/contracts';
import { ApiError, isEnvelope } from './api-error.ts';
import {
  compact,
  fillPath,
  REQUEST_TIMEOUT_MS,
  serializeParams,
  SUCCESS_TOAST_MS,
  wantsErrorToast,
  wantsSuccessToast,
  type TAnyRoute,
  type TApiClientDeps,
  type TCallOptions,
  type TInput,
  type TMsgMode,
} from './api-shared.ts';

/** The axios instance; each request carries the language, the host, the session and the toast mode. */
const createHttp = (deps: TApiClientDeps): AxiosInstance => {
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
    if (customerid !== null && customerid !== undefined) config.headers.set('customerid', String(customerid));
    if (!config.headers.has('msg')) config.headers.set('msg', 'all');
    return config;
  });
  return instance;
};

const toastEnvelope = (deps: TApiClientDeps, envelope: TEnvelope<unknown>, msg: TMsgMode) => {
  if (!envelope.message) return;
  if (envelope.code === SUCCESS_CODE) {
    if (wantsSuccessToast(msg)) deps.toast.success(envelope.message, SUCCESS_TOAST_MS);
  } else if (envelope.code !== SILENT_CODE && wantsErrorToast(msg)) {
    deps.toast.error(envelope.message);
  }
};

const handleHttpError = (deps: TApiClientDeps, error: unknown, msg: TMsgMode): never => {
  const response = axios.isAxiosError(error) ? error.response : undefined;
  if (!response) {
    if (wantsErrorToast(msg) && !axios.isCancel(error)) deps.toast.error(deps.networkErrorText());
    throw new ApiError(-1, deps.networkErrorText(), error);
  }
  if (response.status === 401) deps.onUnauthorized();
  else if (response.status === 403) deps.onForbidden();
  else if (isEnvelope(response.data)) toastEnvelope(deps, response.data, msg);
  throw response.data ?? new ApiError(response.status, response.statusText);
};

/**
 * The API client's HTTP side (axios, its instance, toasts of the answers), downloaded with the first call
 * (`api-client.ts`): a server-rendered first visit has its data in the page and makes no call, so its
 * scripts carry neither this nor axios.
 */
export const createHttpCalls = (deps: TApiClientDeps) => {
  const http = createHttp(deps);

  /** Sends a request; a failure is toasted as `msg` says and thrown as the caller expects. */
  const send = <T>(msg: TMsgMode, request: () => Promise<AxiosResponse<T>>) =>
    request().catch((error: unknown) => handleHttpError(deps, error, msg));

  /** Resolves with the envelope whatever its code: the caller decides what a refusal means. */
  const call = async <R extends TAnyRoute>(
    route: R,
    input: TInput<R> = {},
    options: TCallOptions = {},
  ): Promise<TEnvelope<TRouteData<R>>> => {
    const msg = options.msg ?? 'all';
    const response = await send(msg, () =>
      http.request<TEnvelope<TRouteData<R>>>({
        method: route.method,
        url: fillPath(route.path, input.params),
        params: compact(input.query as Record<string, unknown> | undefined),
        data: compact(input.body as Record<string, unknown> | undefined),
        headers: { msg },
        signal: options.signal,
      }),
    );
    toastEnvelope(deps, response.data, msg);
    return response.data;
  };

  /** Fetches a file and saves it under `fileName`. */
  const download = async (url: string, fileName: string, params?: Record<string, unknown>) => {
    const response = await send('error', () =>
      http.get<Blob>(url, { params, responseType: 'blob', headers: { msg: 'error' } }),
    );
    saveBlob(response.data, fileName);
  };

  return { http, call, download };
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
