import { fileURLToPath } from 'node:url';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

// A cycle between modules makes their order of loading, and what each may assume of the other, fragile; and
// a module that calls back into its caller can no longer be understood (nor tested) on its own. Two
// modules that need each other's work meet through a callback, or the shared function moves to the module
// that owns the data. Type-only imports are left out: they vanish at build time.

const SRC = fileURLToPath(new URL('..', import.meta.url));

/**
 * Cycles between modules that are still to be broken, as `a <-> b` with `a` first alphabetically. The list
 * only shrinks: a new cycle fails, and so does one listed here that is gone (strike it).
 */
const KNOWN_MODULE_CYCLES: string[] = ['accounts <-> team'];

const moduleOf = (file: string): string | undefined => file.match(/^modules\/([^/]+)\//)?.[1];

const isTestFile = (file: string) => /\.test(-helpers)?\.ts$|\.test\.tsx?$|(^|\/)test\//.test(file);

/** Each pair of modules that import each other (at run time), with one import each way as the evidence. */
const moduleCycles = (graph: Record<string, string[]>) => {
  const edges = new Map<string, string>();
  for (const [file, imports] of Object.entries(graph)) {
    const from = moduleOf(file);
    if (!from || isTestFile(file)) continue;
    for (const target of imports) {
      const to = moduleOf(target);
      if (to && to !== from && !edges.has(`${from}>${to}`))
        edges.set(`${from}>${to}`, `${file} -> ${target}`);
    }
  }
  const cycles = new Map<string, string[]>();
  for (const [edge, evidence] of edges) {
    const [from, to] = edge.split('>') as [string, string];
    const back = edges.get(`${to}>${from}`);
    if (back && from < to) cycles.set(`${from} <-> ${to}`, [evidence, back]);
  }
  return cycles;
};

describe('server module graph', () => {
  it('has no import cycle between files, nor a new one between modules', async () => {
    const result = await madge(SRC, {
      fileExtensions: ['ts'],
      excludeRegExp: [/node_modules/],
      detectiveOptions: { ts: { skipTypeImports: true } },
    });
    expect(result.circular(), 'files importing each other').toEqual([]);
    const cycles = moduleCycles(result.obj());
    const found = [...cycles.keys()].sort();
    const unexpected = found.filter((c) => !KNOWN_MODULE_CYCLES.includes(c));
    expect(
      unexpected.map((c) => `${c}: ${cycles.get(c)!.join(' ; ')}`),
      'modules importing each other',
    ).toEqual([]);
    expect(
      KNOWN_MODULE_CYCLES.filter((c) => !found.includes(c)),
      'cycles now broken',
    ).toEqual([]);
  }, 60_000);
});
