import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverTestFiles } from './postgres-pass.ts';

const SRC = path.resolve(import.meta.dirname, '..');
/** This file, whose examples below would otherwise count as its own. */
const SELF = 'test/shared-modules.test.ts';

describe('server test files share their worker’s modules (vitest.config.ts: isolate false)', () => {
  it('so none replaces a module, an environment variable or a global, which would reach the next file', () => {
    const replaces = new RegExp(
      ['\\bvi', '\\.(mock|doMock|unmock|resetModules|stubEnv|stubGlobal)\\('].join(''),
    );
    const assigns =
      /\bprocess\.env\.[A-Z_]+\s*=[^=]|\bprocess\.env\[[^\]]+\]\s*=[^=]|\bdelete process\.env\b/;
    expect(['vi', '.mock("x")'].join('')).toMatch(replaces);
    expect('process.env.PORT = "1"').toMatch(assigns);
    expect('process.env.PORT === "1"').not.toMatch(assigns);
    const files = serverTestFiles(SRC);
    expect(files.length).toBeGreaterThan(50);
    const offending = files.filter((file) => {
      if (file === SELF) return false;
      const source = fs.readFileSync(path.join(SRC, file), 'utf8');
      return replaces.test(source) || assigns.test(source);
    });
    // Pass settings to the app under test (buildTestApp's env) or to a child process's environment instead.
    expect(offending).toEqual([]);
  });
});
