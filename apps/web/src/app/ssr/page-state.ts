import type { DehydratedState } from '@tanstack/react-query';
import { PAGE_STATE_ID, type TLanguage, type TPageDevice, type TRuntimeConfig } from '@tmp/contracts';
import { ApiError } from '../../lib/api-error.ts';

/** What a page rendered on the server hands to the browser, which hydrates with exactly the same. */
export interface TPageState {
  config: TRuntimeConfig;
  language: TLanguage;
  device: TPageDevice;
  queries: DehydratedState;
}

interface TPlainError {
  code: number;
  message: string;
}

/** Refusals (an offline job) are part of the page: they travel as `{ code, message }`. */
const plainError = (error: unknown): TPlainError | null =>
  error instanceof ApiError ? { code: error.code, message: error.message } : null;

/** JSON for a `<script type="application/json">`: `<` is escaped, so no text of a job can close it. */
export const writePageState = (state: TPageState): string =>
  JSON.stringify({
    ...state,
    queries: {
      ...state.queries,
      queries: state.queries.queries.map((query) => ({
        ...query,
        state: { ...query.state, error: plainError(query.state.error) },
      })),
    },
  }).replace(/</g, '\\u003c');

/** The state of a page rendered on the server, or null for the client-only page. */
export const readPageState = (doc: Document = document): TPageState | null => {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  const state = JSON.parse(text) as TPageState;
  for (const query of state.queries.queries) {
    const error = query.state.error as TPlainError | null;
    if (error) query.state.error = new ApiError(error.code, error.message);
  }
  return state;
};
