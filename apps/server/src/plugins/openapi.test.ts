import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

describe('the OpenAPI document at /api/docs/json', () => {
  const ctx = useTestApp();

  it('is a valid OpenAPI document: every schema, and every reference resolves', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const result = await validate(res.json(), { validate: { errors: { colorize: false } } });
    expect(result.valid ? '' : compileErrors(result)).toBe('');
  });

  it('describes the district tree as a tree: children are district nodes again', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    const node = doc.components.schemas.DistrictNode;
    expect(node.properties.children.items.$ref).toBe('#/components/schemas/DistrictNode');
  });
});
