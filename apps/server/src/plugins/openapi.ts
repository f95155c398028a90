import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The machine-readable description of every route, at /api/docs/json (decisions §3). */
export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'TMP candidate portal API',
          description:
            'Every response is `{ code, message, data }`; code 0 is success. Calls carry the `customerid` and `lang` headers.',
          version: '1.0.0',
        },
      },
      transform: jsonSchemaTransform,
    });
    app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
