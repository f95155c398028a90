import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '@tmp/contracts';
import { pageLanguage } from '../../lib/page-context.ts';
import { readCompanyLogo } from '../company/company.service.ts';
import type { TCustomer } from '../customers/customers.service.ts';
import type { TPageHead } from './page-head.ts';
import { buildPageHead, buildSitemap } from './public-pages.service.ts';
import { readBrandFile, SHARE_IMAGE, shareImageOf } from './share-image.ts';
import { robotsTxt } from './sitemap.ts';

/**
 * The customer of the request's Host header; none for a host no customer has. Never X-Forwarded-Host: a
 * cache in front must not be handed one customer's page under another's address.
 */
const customerOf = (app: FastifyInstance, req: FastifyRequest): Promise<TCustomer | undefined> =>
  app.customers.findByHost(req.headers.host);

/** A host no customer has: nothing of any customer's, said in the request's language. */
const noCustomer = (req: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).type('text/plain; charset=utf-8').send(translate('common.notFound', req.lang));

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
    origin: await app.customers.originOf(customer),
    path: url.pathname,
    query: url.searchParams,
    language: pageLanguage(req, languageFallback(customer)),
  });
};

/** /sitemap.xml, /robots.txt and the link-preview picture of the request host's customer. */
export const publicPagesRoutes = async (app: FastifyInstance, opts: { brandDir: string }) => {
  app.get(SHARE_IMAGE.path, { schema: { hide: true } }, async (req, reply) => {
    const customer = await customerOf(app, req);
    if (!customer) return noCustomer(req, reply);
    const read = async () =>
      (await readCompanyLogo(app.deps, customer.id, customer.logo)) ??
      (await readBrandFile(opts.brandDir)(customer.logo));
    const image = await shareImageOf(`${customer.id} ${customer.logo}`, read).catch((err: unknown) => {
      req.log.warn({ err }, 'share image not drawn');
      return undefined;
    });
    if (!image) return reply.redirect(customer.logo);
    return reply.type('image/png').header('cache-control', 'public, max-age=3600').send(image);
  });
  app.get('/sitemap.xml', { schema: { hide: true } }, async (req, reply) => {
    const customer = await customerOf(app, req);
    if (!customer) return noCustomer(req, reply);
    const xml = await buildSitemap(app.readDb, customer.id, await app.customers.originOf(customer));
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(xml);
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (req, reply) => {
    const customer = await customerOf(app, req);
    if (!customer) return noCustomer(req, reply);
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(await app.customers.originOf(customer)));
  });
};
