import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageLanguage } from '../../lib/page-context.ts';
import type { TCustomer } from '../customers/customers.service.ts';
import type { TPageHead } from './page-head.ts';
import { buildPageHead, buildSitemap } from './public-pages.service.ts';
import { SHARE_IMAGE, shareImageOf } from './share-image.ts';
import { robotsTxt } from './sitemap.ts';

/** `https://host:port` as the visitor sees it (forwarded protocol and host only when TRUST_PROXY is on). */
export const requestOrigin = (req: FastifyRequest): string => `${req.protocol}://${req.host}`;

const customerOf = (app: FastifyInstance, req: FastifyRequest): Promise<TCustomer | undefined> =>
  app.customers.findByHost(req.hostname);

const languageFallback = (customer: TCustomer) => (customer.defaultLanguage === 'zh-CN' ? 'zh-CN' : 'en-US');

/** The head of the page a browser or crawler asked for, in the host's customer and the request's language. */
export const pageHeadFor = async (
  app: FastifyInstance,
  req: FastifyRequest,
): Promise<TPageHead | undefined> => {
  const customer = await customerOf(app, req);
  if (!customer) return undefined;
  const url = new URL(req.url, 'http://page');
  return buildPageHead(app.readDb, customer, {
    origin: requestOrigin(req),
    path: url.pathname,
    query: url.searchParams,
    language: pageLanguage(req, languageFallback(customer)),
  });
};

/** /sitemap.xml, /robots.txt and the link-preview picture of the request host's customer. */
export const publicPagesRoutes = async (app: FastifyInstance, opts: { brandDir: string }) => {
  app.get(SHARE_IMAGE.path, { schema: { hide: true } }, async (req, reply) => {
    const customer = await customerOf(app, req);
    if (!customer) return reply.status(404).send();
    const image = await shareImageOf(opts.brandDir, customer.logo)?.catch((err: unknown) => {
      req.log.warn({ err }, 'share image not drawn');
      return undefined;
    });
    if (!image) return reply.redirect(customer.logo);
    return reply.type('image/png').header('cache-control', 'public, max-age=3600').send(image);
  });
  app.get('/sitemap.xml', { schema: { hide: true } }, async (req, reply) => {
    const customer = await customerOf(app, req);
    if (!customer) return reply.status(404).send();
    const xml = await buildSitemap(app.readDb, customer.id, requestOrigin(req));
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(xml);
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(requestOrigin(req))),
  );
};
