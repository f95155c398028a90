import { LANGUAGES, LANGUAGE_QUERY, translate, type TLanguage } from '@tmp/contracts';
import type { TPublicJob } from '../jobs/jobs.service.ts';
import { escapeMarkup, jsonForScript } from '../../lib/html.ts';
import { jobPostingLd } from './job-posting.ts';
import { pageTexts } from './page-texts.ts';
import { SHARE_IMAGE } from './share-image.ts';

export interface TPageCustomer {
  nameEn: string;
  nameZh: string;
  siteTitle: string;
  /** The Chinese site title and the home hero's taglines of the company settings (unset: the portal's). */
  siteTitleZh?: string | null;
  taglineEn?: string | null;
  taglineZh?: string | null;
  /** Path or absolute URL of the customer's logo. */
  logo: string;
}

export interface TPageHeadInput {
  /** `https://careers.example.com`: the customer's configured origin (`customerOrigin`). */
  origin: string;
  /** The page's path, without its query. */
  path: string;
  query: URLSearchParams;
  language: TLanguage;
  customer: TPageCustomer;
  /** /detail's job, looked up by the caller. */
  job?: TPublicJob | undefined;
}

export interface TPageHead {
  status: number;
  /** What goes inside `<head>`: title, description, canonical and alternates, Open Graph, JSON-LD. */
  head: string;
  language: TLanguage;
}

/** The list's query parameters that change what it shows, in a fixed order (as the web app writes them). */
const LIST_PARAMS = ['keyword', 'category', 'nature', 'country', 'district'] as const;

const positiveInt = (raw: string | null): number | undefined => {
  const n = Number(raw);
  return raw && /^\d{1,9}$/.test(raw) && n > 0 ? n : undefined;
};

/** The page's own query (no recommendCode, no tracking), in a stable order. */
const canonicalQuery = (path: string, query: URLSearchParams): URLSearchParams => {
  const kept = new URLSearchParams();
  if (path === '/detail') {
    const id = positiveInt(query.get('id'));
    if (id) kept.set('id', String(id));
  } else if (path === '/position') {
    const keyword = query.get('keyword')?.trim();
    if (keyword) kept.set('keyword', keyword.slice(0, 100));
    for (const key of LIST_PARAMS.slice(1)) {
      const value = positiveInt(query.get(key));
      if (value) kept.set(key, String(value));
    }
    const page = positiveInt(query.get('page'));
    if (page && page > 1) kept.set('page', String(page));
  }
  return kept;
};

const urlOf = (origin: string, path: string, query: URLSearchParams, language?: TLanguage): string => {
  const params = new URLSearchParams(query);
  if (language) params.set(LANGUAGE_QUERY, language);
  const search = params.toString();
  return `${origin}${path}${search ? `?${search}` : ''}`;
};

const absolute = (origin: string, href: string) => (/^https?:\/\//i.test(href) ? href : `${origin}${href}`);

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeMarkup(content)}">`;

interface TPageFacts {
  status: number;
  title: string;
  description: string;
  isIndexed: boolean;
  jsonLd?: object;
}

const listTitle = (input: TPageHeadInput, query: URLSearchParams): string => {
  const texts = pageTexts(input.language);
  const keyword = query.get('keyword');
  const page = Number(query.get('page') ?? 1);
  return [keyword ? texts.keywordJobs(keyword) : texts.position, page > 1 ? texts.page(page) : '']
    .filter(Boolean)
    .join(' · ');
};

const detailFacts = (
  input: TPageHeadInput,
  query: URLSearchParams,
  canonical: string,
  name: string,
): TPageFacts => {
  const texts = pageTexts(input.language);
  const job = input.job ?? { state: 'missing' };
  const lang = input.language === 'zh-CN' ? 'zh-cn' : 'en-us';
  if (job.state === 'offline') {
    const message = translate('jobs.offline', lang);
    return { status: 410, title: message, description: message, isIndexed: false };
  }
  if (job.state === 'missing') {
    const message = translate('jobs.notFound', lang);
    return { status: 404, title: message, description: message, isIndexed: false };
  }
  const shown = input.language === 'zh-CN' ? job.zh : job.en;
  const place = [shown.cityName, shown.natureName].filter(Boolean).join(' · ');
  return {
    status: 200,
    title: shown.title || texts.detail,
    description: [place, shown.summary].filter(Boolean).join(' — '),
    isIndexed: true,
    jsonLd: jobPostingLd({
      id: Number(query.get('id')),
      job: shown,
      english: job.en,
      url: canonical,
      organization: { name, url: input.origin, logo: absolute(input.origin, input.customer.logo) },
    }),
  };
};

const pageFacts = (input: TPageHeadInput, query: URLSearchParams, canonical: string): TPageFacts => {
  const isZh = input.language === 'zh-CN';
  const texts = pageTexts(
    input.language,
    (isZh ? input.customer.taglineZh : input.customer.taglineEn) || null,
  );
  const name = isZh ? input.customer.nameZh : input.customer.nameEn;
  switch (input.path) {
    case '/detail':
      return detailFacts(input, query, canonical, name);
    case '/position':
      return {
        status: 200,
        title: listTitle(input, query),
        description: texts.listDescription(name),
        isIndexed: true,
      };
    case '/home':
      return { status: 200, title: texts.home, description: texts.homeDescription(name), isIndexed: true };
    default:
      return { status: 200, title: name, description: texts.homeDescription(name), isIndexed: false };
  }
};

const PUBLIC_PAGES = new Set(['/position', '/detail', '/home']);

/**
 * The `<head>` of a page for search engines and link previews: a title and description in the page's
 * language, the canonical URL (without share codes) with its language alternates, Open Graph and Twitter
 * cards, and for an online job its JobPosting. An offline job answers 410 and an unknown one 404; pages
 * behind a sign-in are marked noindex. Pure: the caller looks up the customer and the job.
 */
export const pageHead = (page: TPageHeadInput): TPageHead => {
  // The app sends / to the job list: its head is the list's, naming the list as canonical.
  const input = page.path === '/' ? { ...page, path: '/position' } : page;
  const query = canonicalQuery(input.path, input.query);
  const canonical = urlOf(input.origin, input.path, query, input.language);
  const facts = pageFacts(input, query, canonical);
  const siteTitle = (input.language === 'zh-CN' && input.customer.siteTitleZh) || input.customer.siteTitle;
  const title = `${facts.title} - ${siteTitle}`;
  const image = `${input.origin}${SHARE_IMAGE.path}`;
  const siteName = input.language === 'zh-CN' ? input.customer.nameZh : input.customer.nameEn;
  const lines = [`<title>${escapeMarkup(title)}</title>`, meta('name', 'description', facts.description)];
  if (!facts.isIndexed) lines.push(meta('name', 'robots', 'noindex'));
  if (facts.isIndexed && PUBLIC_PAGES.has(input.path)) {
    lines.push(`<link rel="canonical" href="${escapeMarkup(canonical)}">`);
    for (const language of LANGUAGES) {
      const href = escapeMarkup(urlOf(input.origin, input.path, query, language));
      lines.push(`<link rel="alternate" hreflang="${language}" href="${href}">`);
    }
    const xDefault = escapeMarkup(urlOf(input.origin, input.path, query));
    lines.push(`<link rel="alternate" hreflang="x-default" href="${xDefault}">`);
  }
  lines.push(
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', facts.title),
    meta('property', 'og:description', facts.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
    meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
    meta('property', 'og:image:alt', siteName),
    meta('property', 'og:locale', input.language.replace('-', '_')),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', facts.title),
    meta('name', 'twitter:description', facts.description),
    meta('name', 'twitter:image', image),
  );
  if (facts.jsonLd) {
    lines.push(`<script type="application/ld+json">${jsonForScript(facts.jsonLd)}</script>`);
  }
  return { status: facts.status, head: lines.join('\n    '), language: input.language };
};
