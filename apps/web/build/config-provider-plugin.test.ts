import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutUniqueProvider } from './config-provider-plugin.ts';

const antdRoot = path.dirname(createRequire(import.meta.url).resolve('antd/package.json'));
const id = path.join(antdRoot, 'es', 'config-provider', 'index.js');

describe("the web build of antd's ConfigProvider", () => {
  it('leaves out the tooltip UniqueProvider of the installed antd, and fails if the option is used', () => {
    const out = withoutUniqueProvider(readFileSync(id, 'utf8'), id)!;
    expect(out).not.toContain("from '../tooltip/UniqueProvider'");
    expect(out).toContain('const UniqueProvider = () => { throw new Error(');
    expect(out).toMatch(/if \(tooltip\?\.unique\) \{/);
  });

  it('stops the build when antd no longer reads as expected, and leaves other modules alone', () => {
    expect(() => withoutUniqueProvider('export default 1;', id)).toThrow(/no longer imports/);
    expect(
      withoutUniqueProvider("import UniqueProvider from '../tooltip/UniqueProvider';", '/x/tooltip/index.js'),
    ).toBeNull();
  });
});
