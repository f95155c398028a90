import type { TRuntimeConfig } from '../config/config.schemas.ts';
import type { TLanguage } from './page-language.ts';

/**
 * How the server renders a public page (/position, /detail, /home) with the web app's own components: the
 * web build's server entry implements `TPageRenderer`, the server imports it at start and gives it the
 * request's customer, language, device and a way to read the page's data.
 */
export type TPageDevice = 'desktop' | 'mobile';

/** One read of a public API route, answered by the server's services directly (no HTTP). */
export interface TPageDataCall {
  method: string;
  path: string;
  query?: Record<string, unknown> | undefined;
  body?: Record<string, unknown> | undefined;
}

/** A refused read: the envelope code and the translated message a client would have received. */
export interface TPageDataRefusal {
  code: number;
  message: string;
}

export type TPageDataSource = (call: TPageDataCall) => Promise<unknown>;

export interface TPageRenderInput {
  /** Path and query of the page, e.g. `/position?page=2`. */
  url: string;
  config: TRuntimeConfig;
  language: TLanguage;
  device: TPageDevice;
  /** Resolves with a route's `data`, rejects with a `TPageDataRefusal`. */
  read: TPageDataSource;
}

export interface TPageRenderResult {
  /** The markup of the app's root element. */
  html: string;
  /** Style elements and links the markup needs, for the document's head. */
  head: string;
  /** JSON the browser hydrates from (configuration, language, device, the queries read). */
  state: string;
}

export interface TPageRenderer {
  /** Whether the path is a page rendered on the server. */
  isServerRendered: (pathname: string) => boolean;
  render: (input: TPageRenderInput) => Promise<TPageRenderResult>;
}

/** The id of the script element holding `TPageRenderResult.state` in the page. */
export const PAGE_STATE_ID = 'page-state';
