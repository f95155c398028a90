import { describe, expect, it } from 'vitest';
import { parseAst } from 'vite';
import { toClientModule, type TNode } from './client-routes-plugin.ts';

const parse = (code: string) => parseAst(code) as unknown as TNode;
const ROUTES = '/repo/packages/contracts/src/jobs/jobs.routes.ts';

describe('the web build of a contracts module', () => {
  it('keeps method and path of a route and leaves its schemas and documentation out, after text in any script', () => {
    const code = [
      "import { z } from 'zod';",
      "const summary = '职位列表 — the list';",
      'export const listRoute = defineRoute({',
      "  method: 'POST',",
      "  path: '/api/job/List',",
      '  summary,',
      "  tags: ['jobs'],",
      '  body: z.object({ keyword: z.string().trim() }),',
      '  data: zPage(ZItem),',
      '  query: undefined,',
      '});',
    ].join('\n');
    const out = toClientModule(code, ROUTES, parse)!;
    expect(out).toContain("method: 'POST',\n  path: '/api/job/List',");
    expect(out).toContain("const summary = '职位列表 — the list';");
    expect(out).toContain('summary: void 0,');
    expect(out).toContain('tags: void 0,');
    expect(out).toContain('body: void 0,');
    expect(out).toContain('data: void 0,');
    expect(out).not.toContain('z.object');
    expect(out).not.toContain('zPage');
    expect(parse(out).type).toBe('Program');
  });

  it('marks the values built while the module loads as pure, never the calls inside functions', () => {
    const code = [
      "export const ZName = z.string({ error: 'validation.name' }).trim().min(1);",
      'const ZForm = withConfirmation(ZBody, "confirmpassword");',
      'export const check = (v) => ZName.parse(v);',
      'export const LIMIT = 5;',
    ].join('\n');
    const out = toClientModule(code, '/repo/packages/contracts/src/accounts/accounts.schemas.ts', parse)!;
    expect(out).toContain("export const ZName = /* @__PURE__ */ z.string({ error: 'validation.name' })");
    expect(out).toContain('const ZForm = /* @__PURE__ */ withConfirmation(ZBody, "confirmpassword");');
    expect(out).toContain('export const check = (v) => ZName.parse(v);');
    expect(out.match(/@__PURE__/g)).toHaveLength(2);
  });

  it('leaves other files alone', () => {
    const code = 'export const a = f();';
    expect(toClientModule(code, '/repo/apps/web/src/lib/api.ts', parse)).toBeNull();
    expect(toClientModule(code, '/repo/packages/contracts/src/common/common.test.ts', parse)).toBeNull();
  });
});
