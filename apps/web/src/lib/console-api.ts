import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRouteBody, TRouteContract, TRouteQuery } from '@tmp/contracts';
import { api } from './api.ts';
import type { TInput } from './api-shared.ts';
import { useLanguage } from './i18n.ts';

// The HR console's reads and changes, the same for every domain's screens: reads are kept under `['hr', …]`
// and a change fetches the reads under its key again before it resolves.

type TRoute = TRouteContract<any, any, any, any>;

/** Sends a route's body; the server's message is shown whatever it says. */
export const send =
  <R extends TRoute>(route: R) =>
  (body: TRouteBody<R>) =>
    api.callData(route, { body }, { msg: 'all' });

/** Sends an id alone. */
export const sendId =
  <R extends TRoute>(route: R) =>
  (id: number) =>
    send(route)({ id } as TRouteBody<R>);

/** A console change; once it is made, the console's reads under `key` are fetched again before it resolves. */
export const useChange = <I>(mutationFn: (input: I) => Promise<unknown>, key: string[] = []) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['hr', ...key] }),
  });
};

/** A page of a console list in the current language; the page shown stays until the next one arrives. */
const useListRead = <R extends TRoute>(route: R, key: string[], input: TInput<R>) => {
  const language = useLanguage();
  return useQuery({
    queryKey: ['hr', ...key, language, input.body ?? input.query],
    queryFn: ({ signal }) => api.callData(route, input, { msg: 'error', signal }),
    placeholderData: keepPreviousData,
  });
};

/** A page of a list asked with its criteria as the route's body. */
export const useListPage = <R extends TRoute>(route: R, key: string[], body: TRouteBody<R>) =>
  useListRead(route, key, { body });

/** A page of a list asked with its criteria in the query string. */
export const useListQuery = <R extends TRoute>(route: R, key: string[], query: TRouteQuery<R>) =>
  useListRead(route, key, { query });

/** One record by its id: nothing is asked before there is an id, and a refusal is not asked again. */
export const useRecord = <R extends TRoute>(route: R, key: unknown[], id: number) =>
  useQuery({
    queryKey: ['hr', ...key, id],
    queryFn: ({ signal }) =>
      api.callData(route, { query: { id } as TRouteQuery<R> }, { msg: 'none', signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });

/** A read of the console that is not a list nor a record (settings, choices). */
export const useConsoleRead = <R extends TRoute>(
  route: R,
  key: string[],
  options: { enabled?: boolean; staleTime?: number } = {},
) =>
  useQuery({
    queryKey: ['hr', ...key, useLanguage()],
    queryFn: ({ signal }) => api.callData(route, {}, { msg: 'error', signal }),
    ...options,
  });
