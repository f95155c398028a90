import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED } from '../../vitest.config.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const testFiles = (dir: string): string[] =>
  fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')));

describe('web test files share their worker’s modules and window (vitest.config.ts: isolate false)', () => {
  it('so only the files listed as isolated replace a module or a global, which would reach the next file', () => {
    const replaces = new RegExp(
      ['\\bvi', '\\.(mock|doMock|unmock|resetModules|stubEnv|stubGlobal)\\('].join(''),
    );
    expect(['vi', '.mock("x")'].join('')).toMatch(replaces);
    expect(['vi', '.mocked(x)'].join('')).not.toMatch(replaces);
    const files = [...testFiles('src'), ...testFiles('build')];
    expect(files.length).toBeGreaterThan(80);
    const needIsolation = files.filter((file) =>
      replaces.test(fs.readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(needIsolation.sort()).toEqual([...ISOLATED].sort());
  });
});
