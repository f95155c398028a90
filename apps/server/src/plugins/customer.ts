import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppErrorCode, CONFIG_PATH, translate } from '@tmp/contracts';
import { AppError } from '../lib/app-error.ts';
import { pageLanguage } from '../lib/page-context.ts';
import type { TCustomer, TCustomerDirectory } from '../modules/customers/customers.service.ts';
import { disabledPage } from '../modules/customers/disabled-page.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The customer (tenant) named by the `customerid` header; set on every /api call that needs one. */
    customer: TCustomer;
  }
  interface FastifyInstance {
    customers: TCustomerDirectory;
  }
}

/** API paths answered without a customer: the API description and health checks. */
const CUSTOMER_FREE = [/^\/api\/docs(\/|$)/, /^\/api\/health(\/(live|ready))?$/];

const parseCustomerId = (raw: string | string[] | undefined): number | undefined => {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : undefined;
};

const disabledError = () =>
  new AppError(AppErrorCode.CustomerDisabled, 'common.customerDisabled', { status: 403 });

/**
 * A disabled customer's host answers every page with "not available" in the page's language, and its
 * runtime configuration with the same refusal as its API calls; nothing of its data is shown.
 */
const answerDisabledHost = (req: FastifyRequest, reply: FastifyReply, customer: TCustomer) => {
  void reply.status(403).header('cache-control', 'no-store');
  if (req.url.split('?')[0] === CONFIG_PATH) {
    const message = translate('common.customerDisabled', req.lang);
    return reply.send({ code: AppErrorCode.CustomerDisabled, message, data: null });
  }
  const fallback = customer.defaultLanguage === 'zh-CN' ? 'zh-CN' : 'en-US';
  return reply.type('text/html; charset=utf-8').send(disabledPage(customer, pageLanguage(req, fallback)));
};

export const customerPlugin = fp<{ directory: TCustomerDirectory }>(
  async (app, opts) => {
    app.decorate('customers', opts.directory);
    app.decorateRequest('customer', null as unknown as TCustomer);
    app.addHook('onRequest', async (req, reply) => {
      if (req.url.startsWith('/api/') || req.url === '/metrics') return;
      const disabled = await opts.directory.findDisabled({ host: req.headers.host });
      if (disabled) return answerDisabledHost(req, reply, disabled);
    });
    app.addHook('preValidation', async (req) => {
      const path = req.url.split('?')[0] ?? '';
      if (!path.startsWith('/api/') || CUSTOMER_FREE.some((re) => re.test(path))) return;
      const id = parseCustomerId(req.headers.customerid);
      const customer = id === undefined ? undefined : await opts.directory.findById(id);
      if (customer) return void (req.customer = customer);
      if (id !== undefined && (await opts.directory.findDisabled({ id }))) throw disabledError();
      throw new AppError(AppErrorCode.UnknownCustomer, 'common.unknownCustomer', { status: 400 });
    });
  },
  { name: 'customer', dependencies: ['lang'] },
);
