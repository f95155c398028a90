import { fileURLToPath } from 'node:url';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

// CODE_STYLE §9: a cycle between modules makes their order of loading, and what each may assume of the other, fragile; and
// a module that calls back into its caller can no longer be understood (nor tested) on its own. Two
// modules that need each other's work meet through a callback, or the shared function moves to the module
// that owns the data. Type-only imports are left out: they vanish at build time.

const SRC = fileURLToPath(new URL('..', import.meta.url));

const moduleOf = (file: string): string | undefined => file.match(/^modules\/([^/]+)\//)?.[1];

const isTestFile = (file: string) => /\.test(-helpers)?\.ts$|\.test\.tsx?$|(^|\/)test\//.test(file);

/** Module -> the modules it imports at run time, each with one import as the evidence. */
const moduleGraph = (graph: Record<string, string[]>) => {
  const edges = new Map<string, Map<string, string>>();
  for (const [file, imports] of Object.entries(graph)) {
    const from = moduleOf(file);
    if (!from || isTestFile(file)) continue;
    for (const target of imports) {
      const to = moduleOf(target);
      if (!to || to === from) continue;
      const out = edges.get(from) ?? new Map<string, string>();
      if (!out.has(to)) out.set(to, `${file} -> ${target}`);
      edges.set(from, out);
    }
  }
  return edges;
};

/** Every cycle of modules, however long, found as a path back to where it started (one per module). */
const moduleCycles = (edges: Map<string, Map<string, string>>): string[] => {
  const found = new Set<string>();
  const walk = (start: string, at: string, path: string[], seen: Set<string>) => {
    for (const [next, evidence] of edges.get(at) ?? []) {
      if (next === start) found.add([...path, evidence].join(' ; '));
      else if (!seen.has(next) && next > start) {
        seen.add(next);
        walk(start, next, [...path, evidence], seen);
      }
    }
  };
  // Each cycle is reported from its alphabetically first module, so once.
  for (const start of edges.keys()) walk(start, start, [], new Set());
  return [...found];
};

describe('server module graph', () => {
  it('has no import cycle between files, nor between modules', async () => {
    const result = await madge(SRC, {
      fileExtensions: ['ts'],
      excludeRegExp: [/node_modules/],
      detectiveOptions: { ts: { skipTypeImports: true } },
    });
    expect(result.circular(), 'files importing each other').toEqual([]);
    expect(moduleCycles(moduleGraph(result.obj())), 'modules importing each other').toEqual([]);
  }, 240_000); // madge parses every file: half a minute on a quiet machine, minutes on a busy one
});
