import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppErrorCode, CONFIG_PATH, type TPageRenderer, type TRuntimeConfig } from '@tmp/contracts';
import { AppError } from '../lib/app-error.ts';
import type { TCustomer } from '../modules/customers/customers.service.ts';
import type { TPageHead } from '../modules/public-pages/page-head.ts';
import { withPageHead } from '../modules/public-pages/page-document.ts';
import { createServerPages, loadPageRenderer, pageRendererEntry } from './pages/server-pages.ts';

export interface TWebOptions {
  /** Folder of the built single-page app; when missing only the API is served. */
  webDist: string | undefined;
  brandDir: string;
  devOutbox: boolean;
  /** The page's head (title, meta, JSON-LD) and status; absent: index.html as built. */
  pageHead?: ((req: FastifyRequest) => Promise<TPageHead | undefined>) | undefined;
  /** Renders the public pages; by default the web build's server entry beside `webDist`, when built. */
  pageRenderer?: TPageRenderer | undefined;
}

const toRuntimeConfig = (customer: TCustomer, devOutbox: boolean): TRuntimeConfig => ({
  apiBase: '',
  customerid: customer.id,
  countryid: customer.forceLoginCountryIds,
  sourceid: customer.defaultSourceId,
  systemType: customer.systemType,
  siteTitle: customer.siteTitle,
  siteTitleZh: customer.siteTitleZh ?? customer.siteTitle,
  logo: customer.logo,
  customerName: { en: customer.nameEn, zh: customer.nameZh },
  tagline: { en: customer.taglineEn ?? '', zh: customer.taglineZh ?? '' },
  brandColor: customer.brandColor,
  defaultLanguage: customer.defaultLanguage === 'zh-CN' ? 'zh-CN' : 'en-US',
  devOutbox,
});

/** Answered by the error handler, in the request's language, like every other refusal. */
const notFound = () => new AppError(AppErrorCode.NotFound, 'common.notFound', { status: 404 });

const wantsPage = (req: FastifyRequest) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  !req.url.startsWith('/api/') &&
  !path.extname(req.url.split('?')[0] ?? '');

/** /config.json for the request's host, brand assets, the built app, and history-mode fallback to index.html. */
export const webPlugin = fp<TWebOptions>(
  async (app, opts) => {
    app.get(CONFIG_PATH, { schema: { hide: true } }, async (req, reply) => {
      const customer = await app.customers.findByHost(req.headers.host);
      if (!customer) throw notFound();
      void reply.header('cache-control', 'no-cache');
      return toRuntimeConfig(customer, opts.devOutbox);
    });

    await app.register(fastifyStatic, {
      root: opts.brandDir,
      prefix: '/brand/',
      decorateReply: false,
      maxAge: '1d',
    });

    const hasWeb = opts.webDist !== undefined && fs.existsSync(path.join(opts.webDist, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: opts.webDist!,
        prefix: '/',
        wildcard: false,
        index: false,
        // The web build writes .br and .gz beside each asset: sent as they are, never compressed per request.
        preCompressed: true,
        setHeaders: (res, file) => {
          const immutable = file.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    const indexHtml = hasWeb ? fs.readFileSync(path.join(opts.webDist!, 'index.html'), 'utf8') : '';
    const renderer =
      opts.pageRenderer ??
      (hasWeb
        ? await loadPageRenderer(pageRendererEntry(opts.webDist!), opts.webDist!).catch((err: unknown) => {
            app.log.error(
              { err },
              'the page renderer could not be loaded: pages are rendered in the browser',
            );
            return undefined;
          })
        : undefined);
    const serverPages =
      hasWeb && renderer
        ? createServerPages({
            renderer,
            db: app.readDb,
            log: app.log,
            toRuntimeConfig: (customer) => toRuntimeConfig(customer, opts.devOutbox),
          })
        : undefined;
    if (serverPages) app.deps.jobChanges.listen(serverPages.dropCustomer);

    app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
      const customer = hasWeb && wantsPage(req) && (await app.customers.findByHost(req.headers.host));
      if (customer) {
        const page = await opts.pageHead?.(req).catch((err: unknown) => {
          // The app still runs without its head; a crawler gets the page on its next visit.
          req.log.error({ err }, 'page head failed');
          return undefined;
        });
        const document = page ? withPageHead(indexHtml, page) : indexHtml;
        void reply.status(page?.status ?? 200);
        if (serverPages && (await serverPages.send(req, reply, customer, document))) return reply;
        void reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
        return reply.send(document);
      }
      // A host no customer has gets no customer's page (nor a cache in front of it).
      throw notFound();
    });
  },
  { name: 'web', dependencies: ['customer'] },
);
