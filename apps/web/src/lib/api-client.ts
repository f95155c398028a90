import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import { SUCCESS_CODE, type TEnvelope, type TRouteContract, type TRouteData } from '@tmp/contracts';
import { ApiError, isEnvelope } from './api-error.ts';
import type { createHttpCalls } from './api-http.ts';
import {
  wantsErrorToast,
  type TAnyRoute,
  type TApiClientDeps,
  type TCallOptions,
  type TInput,
} from './api-shared.ts';

export {
  compact,
  REQUEST_TIMEOUT_MS,
  serializeParams,
  SUCCESS_TOAST_MS,
  type TApiClientDeps,
  type TCallOptions,
  type TMsgMode,
} from './api-shared.ts';

/** Answers a read for a page rendered on the server: the route's data, or an ApiError. */
export type TServerSource = (
  route: { method: string; path: string },
  input: { query?: unknown; body?: unknown },
) => Promise<unknown>;

type THttpCalls = ReturnType<typeof createHttpCalls>;

export const createApiClient = (deps: TApiClientDeps) => {
  /**
   * The HTTP side (axios, its instance, the answers' toasts), downloaded with the first call: a
   * server-rendered first visit has its data in the page and makes no call, so its scripts do not carry it.
   */
  let loading: Promise<THttpCalls> | undefined;
  const load = () => {
    loading ??= import('./api-http.ts').then((m) => m.createHttpCalls(deps));
    loading.catch(() => (loading = undefined));
    return loading;
  };
  /** The client's axios instance (file uploads with progress, tests' mock adapters). */
  const loadHttp = async (): Promise<AxiosInstance> => (await load()).http;

  /** Resolves with the envelope whatever its code: the caller decides what a refusal means. */
  const call = async <R extends TAnyRoute>(
    route: R,
    input: TInput<R> = {},
    options: TCallOptions = {},
  ): Promise<TEnvelope<TRouteData<R>>> => {
    const calls = await load().catch((error: unknown) => {
      // The HTTP client could not be downloaded: the same outcome as a request that got no answer.
      if (wantsErrorToast(options.msg ?? 'all')) deps.toast.error(deps.networkErrorText());
      throw new ApiError(-1, deps.networkErrorText(), error);
    });
    return calls.call(route, input, options);
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
    const envelope = await call(route, input, options).catch((error: unknown) => {
      if (error instanceof ApiError) throw error;
      if (isEnvelope(error)) throw new ApiError(error.code, error.message, error.data);
      throw new ApiError(-1, deps.networkErrorText(), error);
    });
    if (envelope.code !== SUCCESS_CODE) throw new ApiError(envelope.code, envelope.message, envelope.data);
    return envelope.data;
  };

  /** Fetches a file and saves it under `fileName`. */
  const download = async (url: string, fileName: string, params?: Record<string, unknown>) =>
    (await load()).download(url, fileName, params);

  return { loadHttp, call, callData, download, setServerSource };
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
