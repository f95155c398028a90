import { saveSourceLogRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { rememberVisitSource } from '../utils/visit-source.ts';

/**
 * Called for every page the router opens: when the URL names a share code or a source id, remembers it
 * for the session and records the visit with the server once. Never blocks or fails the navigation.
 */
export const recordVisitSource = (url: URL): void => {
  const remembered = rememberVisitSource(url);
  if (!remembered?.shouldLog) return;
  const id = Number(url.searchParams.get('id'));
  const onJobPage = /^\/(detail|delivery)\/?$/i.test(url.pathname);
  void api
    .call(
      saveSourceLogRoute,
      {
        body: {
          ...remembered.source,
          ...(onJobPage && Number.isInteger(id) && id > 0 ? { positionId: id } : {}),
          url: `${url.pathname}${url.search}`.slice(0, 500),
        },
      },
      { msg: 'none' },
    )
    .catch(() => undefined);
};
