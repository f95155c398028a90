import { LANGUAGES, LANGUAGE_QUERY } from '@tmp/contracts';
import { escapeMarkup } from '../../lib/html.ts';

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

export interface TSitemapPage {
  /** Path and query without the language, e.g. `/detail?id=7`. */
  path: string;
  lastmod?: Date | undefined;
}

const withLanguage = (origin: string, path: string, language: string) =>
  `${origin}${path}${path.includes('?') ? '&' : '?'}${LANGUAGE_QUERY}=${language}`;

/**
 * A sitemap (sitemaps.org 0.9) listing each page once per language, each entry naming all of its
 * language versions (and the language-negotiating URL as x-default), as Google asks for hreflang.
 */
export const sitemapXml = (origin: string, pages: readonly TSitemapPage[]): string => {
  const urls = pages.flatMap((page) => {
    const alternates = [
      ...LANGUAGES.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeMarkup(withLanguage(origin, page.path, language))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeMarkup(origin + page.path)}"/>`,
    ].join('');
    const lastmod = page.lastmod ? `<lastmod>${page.lastmod.toISOString()}</lastmod>` : '';
    return LANGUAGES.map(
      (language) =>
        `<url><loc>${escapeMarkup(withLanguage(origin, page.path, language))}</loc>${lastmod}${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
};

/** robots.txt: everything public may be crawled; the HR console and development pages are not. */
export const robotsTxt = (origin: string): string =>
  ['User-agent: *', 'Disallow: /hr/', 'Disallow: /dev/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
