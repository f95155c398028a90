import { useQuery } from '@tanstack/react-query';
import { clientRoute } from '../../../lib/api-client.ts';
import { api } from '../../../lib/api.ts';

/** A message the demo "sent" (decisions §4): SMS codes and emails land in the development outbox. */
export interface TOutboxMessage {
  channel: string;
  account: string;
  text: string;
  code: string | null;
  createdAt: string;
}

const devOutboxRoute = clientRoute<TOutboxMessage[]>('GET', '/api/dev/outbox');

export const useOutbox = (account: string) =>
  useQuery({
    queryKey: ['accounts', 'dev-outbox', account],
    queryFn: ({ signal }) =>
      api.callData(devOutboxRoute, { query: { account } as never }, { msg: 'none', signal }),
    enabled: account.length > 0,
    staleTime: 0,
    refetchInterval: 5000,
  });
