import type { TLang, TRouteBody, TRouteContract, TRouteQuery } from '@tmp/contracts';

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

export type TAnyRoute = TRouteContract<any, any, any, any>;
export type TInput<R> = {
  query?: TRouteQuery<R>;
  body?: TRouteBody<R>;
  params?: Record<string, string | number>;
};

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

export const fillPath = (path: string, params: Record<string, string | number> = {}): string =>
  path.replace(/[{:](\w+)}?/g, (whole, key: string) =>
    key in params ? encodeURIComponent(String(params[key])) : whole,
  );

export const wantsSuccessToast = (msg: TMsgMode) => msg === 'all' || msg === 'success';
export const wantsErrorToast = (msg: TMsgMode) => msg === 'all' || msg === 'error';
