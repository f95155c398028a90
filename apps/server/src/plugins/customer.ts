import fp from 'fastify-plugin';
import { AppErrorCode } from '@tmp/contracts';
import { AppError } from '../lib/app-error.ts';
import type { TCustomer, TCustomerDirectory } from '../modules/customers/customers.service.ts';

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

export const customerPlugin = fp<{ directory: TCustomerDirectory }>(
  async (app, opts) => {
    app.decorate('customers', opts.directory);
    app.decorateRequest('customer', null as unknown as TCustomer);
    app.addHook('preValidation', async (req) => {
      const path = req.url.split('?')[0] ?? '';
      if (!path.startsWith('/api/') || CUSTOMER_FREE.some((re) => re.test(path))) return;
      const id = parseCustomerId(req.headers.customerid);
      const customer = id === undefined ? undefined : await opts.directory.findById(id);
      if (!customer)
        throw new AppError(AppErrorCode.UnknownCustomer, 'common.unknownCustomer', { status: 400 });
      req.customer = customer;
    });
  },
  { name: 'customer', dependencies: ['lang'] },
);
