import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// CODE_STYLE §6, one map for both sides: a domain has the same name in the server's modules, the contracts and the web's
// features, so a reader who knows where a screen lives knows where its calls and rules live. A name found
// on one side only is a mistake, unless it is listed here with the reason it has no counterpart.

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const directoriesIn = (path: string) =>
  readdirSync(`${ROOT}${path}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** Names on one side only, each with why it has no counterpart. */
const ONE_SIDED: Record<string, string> = {
  health: "no screen: the load balancer's probe",
  operator: "no screen: the operator's command line (src/admin.ts)",
  customers:
    "no screen: the tenant directory, changed on the operator's command line; the web reads its own customer from /config.json",
  'dev-outbox':
    "development only: the messages a developer would have received, linked from the web's footer",
  messages: 'no screen: carries the SMS and emails other modules send',
  notifications: 'no screen: the texts of the notices other modules send',
  'public-pages':
    "server-rendered: the <head>, sitemap and robots.txt search engines read; the pages' bodies are the features'",
  'reference-data':
    'the lists every form reads; the web reads them in lib/reference-data.ts, shared by jobs, resumes and alerts',
  consents:
    "no calls of its own: read by applications and resumes, changed through privacy's calls (features/privacy)",
  common:
    'contracts every domain shares: envelope, error codes, translation, pagination, the route definition',
  config: "the /config.json every page starts from (plugins/web.ts; the web's config/)",
};

/** What a name lacks: a web feature for a server module or contracts domain, a server module for either. */
const gaps = (server: string[], contracts: string[], web: string[]) => {
  const all = [...new Set([...server, ...contracts, ...web])].sort();
  const missing: Record<string, string[]> = {};
  for (const name of all) {
    const lacks = [!web.includes(name) && 'web feature', !server.includes(name) && 'server module'].filter(
      (gap): gap is string => Boolean(gap),
    );
    if (lacks.length > 0) missing[name] = lacks;
  }
  return { missing };
};

describe('the domain map', () => {
  const server = directoriesIn('apps/server/src/modules');
  const contracts = directoriesIn('packages/contracts/src');
  const web = directoriesIn('apps/web/src/features');
  const { missing } = gaps(server, contracts, web);

  it('names each domain alike in the server, the contracts and the web', () => {
    const unexplained = Object.keys(missing).filter((name) => !(name in ONE_SIDED));
    expect(Object.fromEntries(unexplained.map((name) => [name, missing[name]]))).toEqual({});
  });

  it('lists as one-sided only names that still are, and still exist', () => {
    const stale = Object.keys(ONE_SIDED).filter((name) => !missing[name]);
    expect(stale, 'listed, but found on every side or on none').toEqual([]);
  });
});
