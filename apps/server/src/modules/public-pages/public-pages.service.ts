import type { TLanguage } from '@tmp/contracts';
import type { Db } from '../../db/client.ts';
import type { TCustomer } from '../customers/customers.service.ts';
import { getPublicJob, listOnlineJobStamps } from '../jobs/jobs.service.ts';
import { pageHead, type TPageHead } from './page-head.ts';
import { SITEMAP_MAX_URLS, sitemapXml, type TSitemapPage } from './sitemap.ts';

export interface TPageRequest {
  origin: string;
  path: string;
  query: URLSearchParams;
  language: TLanguage;
}

/** The head of a page of this customer; /detail looks its job up (online, offline or unknown). */
export const buildPageHead = async (db: Db, customer: TCustomer, page: TPageRequest): Promise<TPageHead> => {
  const raw = page.query.get('id') ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const job =
    page.path === '/detail'
      ? id > 0
        ? await getPublicJob(db, customer.id, id)
        : ({ state: 'missing' } as const)
      : undefined;
  return pageHead({ ...page, customer, job });
};

/** Each page is listed once per language, and the home and list pages come first. */
const JOBS_PER_SITEMAP = Math.floor(SITEMAP_MAX_URLS / 2) - 2;

/** The customer's sitemap: home, the job list and every online job (newest first), read fresh each time. */
export const buildSitemap = async (db: Db, customerId: number, origin: string): Promise<string> => {
  const stamps = await listOnlineJobStamps(db, customerId, JOBS_PER_SITEMAP);
  const newest = stamps.reduce<Date | undefined>(
    (latest, s) => (latest && latest > s.updatedAt ? latest : s.updatedAt),
    undefined,
  );
  const pages: TSitemapPage[] = [
    { path: '/home', lastmod: newest },
    { path: '/position', lastmod: newest },
    ...stamps.map((s) => ({ path: `/detail?id=${s.id}`, lastmod: s.updatedAt })),
  ];
  return sitemapXml(origin, pages);
};
