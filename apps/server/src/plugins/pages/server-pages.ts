import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import {
  PAGE_STATE_ID,
  type TLanguage,
  type TPageRenderer,
  type TPageRenderResult,
  type TRuntimeConfig,
} from '@tmp/contracts';
import type { Db } from '../../db/client.ts';
import { pageDevice, pageLanguage, type TPageDevice } from '../../lib/page-context.ts';
import type { TCustomer } from '../../modules/customers/customers.service.ts';
import { createPageCache, type TPageCacheOptions } from './page-cache.ts';
import { createPageReads } from './page-reads.ts';

/** The session cookie (apps/web lib/auth/token-cookie.ts): a signed-in visitor's pages are their own. */
const TOKEN_COOKIE = 'TMP-token';
const hasSession = (req: FastifyRequest) =>
  (req.headers.cookie ?? '').split(';').some((part) => {
    const [name, value = ''] = part.trim().split('=');
    return name === TOKEN_COOKIE && value.length > 8;
  });

/** Loads the web build's server entry (`apps/web/dist-ssr`), when it was built. */
export const loadPageRenderer = async (
  entry: string,
  clientDist: string,
): Promise<TPageRenderer | undefined> => {
  if (!fs.existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as {
    createPageRenderer: (options: { clientDist: string }) => Promise<TPageRenderer>;
  };
  return module.createPageRenderer({ clientDist });
};

/** The web build's server entry beside its client build. */
export const pageRendererEntry = (webDist: string): string =>
  path.join(webDist, '..', 'dist-ssr', 'entry-server.js');

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** A rendered page with its compressed forms, made once for all the requests the cache serves it to. */
interface TRenderedPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

const compressPage = async (html: string): Promise<TRenderedPage> => {
  const [br, gzipped] = await Promise.all([
    brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gz(html, { level: 6 }),
  ]);
  return { html, br, gzip: gzipped };
};

const pickEncoding = (req: FastifyRequest): 'br' | 'gzip' | undefined => {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
};

const toLang = (language: TLanguage) => (language === 'zh-CN' ? 'zh-cn' : 'en-us');

/** The template's `<link rel="stylesheet">` of a file the render put in the page itself. */
const INLINED_STYLESHEET = /<link rel="stylesheet"[^>]*?href="([^"]+)"[^>]*>/g;

/** The client-only page with the render's markup, head and hydration state put in. */
export const fillTemplate = (
  template: string,
  page: TPageRenderResult,
  language: TLanguage,
  device: TPageDevice,
): string =>
  template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(INLINED_STYLESHEET, (link: string, href: string) =>
      page.head.includes(`<style data-href="${href}">`) ? '' : link,
    )
    // The configuration travels in the page's state: no request for it.
    .replace(/<link rel="preload" href="\/config\.json"[^>]*>/, '')
    .replace('</head>', `${page.head}</head>`)
    .replace('<body>', `<body class="${device === 'mobile' ? 'phone' : 'pc'}">`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.html}</div>` +
        `<script type="application/json" id="${PAGE_STATE_ID}">${page.state}</script>`,
    );

export interface TServerPagesOptions {
  renderer: TPageRenderer;
  db: Db;
  log: FastifyBaseLogger;
  toRuntimeConfig: (customer: TCustomer) => TRuntimeConfig;
  cache?: TPageCacheOptions;
}

/**
 * Public pages rendered on the server in the host's customer, the request's language and its likely
 * device; the browser then hydrates them. Anything else, a signed-in visitor, or a render that fails gets
 * the client-only page: a failed render is logged, never a 5xx.
 */
export const createServerPages = ({ renderer, db, log, toRuntimeConfig, cache }: TServerPagesOptions) => {
  const pages = createPageCache<TRenderedPage>(cache);

  const render = async (
    req: FastifyRequest,
    customer: TCustomer,
    template: string,
  ): Promise<TRenderedPage> => {
    const config = toRuntimeConfig(customer);
    const language = pageLanguage(req, config.defaultLanguage);
    const device = pageDevice(req);
    // The document around the app (its head: title, canonical address, structured data) is part of the key.
    const shell = createHash('sha1').update(template).digest('base64url');
    const key = `${language} ${device} ${shell} ${req.url}`;
    return pages.get(customer.id, key, async () => {
      const page = await renderer.render({
        url: req.url,
        config,
        language,
        device,
        read: createPageReads(db, customer.id, toLang(language)),
      });
      return compressPage(fillTemplate(template, page, language, device));
    });
  };

  /**
   * Sends the page rendered into `template` (index.html with the page's head) and answers true, or answers
   * false for the client-only page.
   */
  const send = async (
    req: FastifyRequest,
    reply: FastifyReply,
    customer: TCustomer | undefined,
    template: string,
  ) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (!customer || !renderer.isServerRendered(pathname) || hasSession(req)) return false;
    try {
      const page = await render(req, customer, template);
      const encoding = pickEncoding(req);
      void reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Encoding, Accept-Language, Cookie, Sec-CH-UA-Mobile, User-Agent')
        .type('text/html; charset=utf-8');
      // Pages come from the not-found handler, which @fastify/compress does not hook into.
      if (encoding) void reply.header('content-encoding', encoding).send(page[encoding]);
      else void reply.send(page.html);
      return true;
    } catch (err) {
      log.error({ err, url: req.url }, 'server rendering failed; the client-only page is sent');
      return false;
    }
  };

  return { send, dropCustomer: pages.dropCustomer };
};
