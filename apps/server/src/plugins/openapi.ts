import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDistrictNode } from '@tmp/contracts';

/**
 * Schemas that refer to themselves need a name in the document's components: the district tree's node
 * holds its children, so its items are `$ref: #/components/schemas/DistrictNode`.
 */
const NAMED_SCHEMAS = [{ schema: ZDistrictNode, id: 'DistrictNode' }];
for (const { schema, id } of NAMED_SCHEMAS) {
  if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
}

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
      transformObject: jsonSchemaTransformObject,
    });
    app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
