import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The pages a first visit opens, per device: the device's shell and the page, each a lazy chunk of its own.
 * Everything they import statically is what the first paint runs.
 */
export const FIRST_VISIT_ROOTS = {
  'desktop/home': [/[\\/]app[\\/]layouts[\\/]desktop-shell\.tsx$/, /[\\/]home-page-desktop\.tsx$/],
  'desktop/position': [/[\\/]app[\\/]layouts[\\/]desktop-shell\.tsx$/, /[\\/]position-page-desktop\.tsx$/],
  'desktop/detail': [/[\\/]app[\\/]layouts[\\/]desktop-shell\.tsx$/, /[\\/]detail-page-desktop\.tsx$/],
  'mobile/home': [/[\\/]app[\\/]layouts[\\/]mobile-shell\.tsx$/, /[\\/]home-page-mobile\.tsx$/],
  'mobile/position': [/[\\/]app[\\/]layouts[\\/]mobile-shell\.tsx$/, /[\\/]position-page-mobile\.tsx$/],
  'mobile/detail': [/[\\/]app[\\/]layouts[\\/]mobile-shell\.tsx$/, /[\\/]detail-page-mobile\.tsx$/],
} as const;

type TVisit = keyof typeof FIRST_VISIT_ROOTS;

/**
 * Imported by the contracts' route files only for the server's validation and the types: the web build
 * drops those uses (`client-routes-plugin.ts`), so a first visit runs none of it; where other code does use
 * a schema, its module stays in the chunk rolldown gives it.
 */
const NOT_FOLLOWED =
  /[\\/]packages[\\/]contracts[\\/]src[\\/].+\.schemas\.ts$|[\\/]node_modules[\\/]zod[\\/]/;

export interface TModuleGraph {
  ids: Iterable<string>;
  /** The modules `id` imports statically (not `import()`), each with the names it imports, if known. */
  imports: (id: string) => readonly string[];
  isEntry: (id: string) => boolean;
  /** For a re-exporting index (`antd`, `antd-mobile`, the icon packages): the modules behind `names`. */
  reexports?: (barrel: string, names: readonly string[]) => string[] | undefined;
  /** The names `id` imports from `source`, when `source` is a re-exporting index. */
  namesImported?: (id: string, source: string) => readonly string[] | undefined;
}

/**
 * Every module reachable from `roots` through static imports, stopping at `stop`. Through a re-exporting
 * index only the modules of the names actually imported are followed: `import { Button } from 'antd'`
 * reaches the button, not the table a later page uses.
 */
const closure = (graph: TModuleGraph, roots: string[], stop: Set<string>): Set<string> => {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length) {
    const id = pending.pop()!;
    if (seen.has(id) || stop.has(id) || NOT_FOLLOWED.test(id)) continue;
    seen.add(id);
    for (const dep of graph.imports(id)) {
      const names = graph.namesImported?.(id, dep);
      const behind = names && graph.reexports?.(dep, names);
      if (behind) pending.push(...behind);
      else pending.push(dep);
    }
  }
  return seen;
};

/**
 * The chunk each first-visit module goes to, named by the visits that need it: the pages (`home`,
 * `position`, `detail`, or two of them as `home-position` and the like; none when every page needs it) and
 * the device (`desktop` / `mobile`; none when both do), `public` for every visit; what the entry imports
 * goes to `boot`. Each visit then loads the entry, `boot`, the shared libraries and the chunks of the sets
 * it belongs to, and never a module only another visit needs.
 */
export const firstVisitChunkNames = (graph: TModuleGraph): Map<string, string> => {
  const ids = [...graph.ids];
  const entry = closure(
    graph,
    ids.filter((id) => graph.isEntry(id)),
    new Set(),
  );
  const needs = new Map<string, TVisit[]>();
  /** The pages of the visits present in this graph, in the order of FIRST_VISIT_ROOTS. */
  const pagesPresent: string[] = [];
  for (const [visit, patterns] of Object.entries(FIRST_VISIT_ROOTS) as Array<[TVisit, readonly RegExp[]]>) {
    const roots = ids.filter((id) => patterns.some((p) => p.test(id)));
    // A visit is there when its page is: the shell alone belongs to every visit of its device.
    if (!ids.some((id) => patterns.at(-1)!.test(id))) continue;
    const page = visit.split('/')[1]!;
    if (!pagesPresent.includes(page)) pagesPresent.push(page);
    for (const id of closure(graph, roots, entry)) needs.set(id, [...(needs.get(id) ?? []), visit]);
  }
  // What the entry imports runs on every visit; rolldown would split the part later chunks share into one
  // small chunk per combination of importers.
  const names = new Map<string, string>([...entry].map((id) => [id, 'boot']));
  for (const [id, visits] of needs) {
    const devices = new Set(visits.map((v) => v.split('/')[0]));
    const pages = new Set(visits.map((v) => v.split('/')[1]));
    const device = devices.size === 1 ? [...devices][0] : undefined;
    const page =
      pages.size === pagesPresent.length ? undefined : pagesPresent.filter((p) => pages.has(p)).join('-');
    names.set(id, [page, device].filter(Boolean).join('-') || 'public');
  }
  return names;
};

const SOURCE = /\.(js|mjs|ts|tsx)$/;
const REEXPORT = /export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const STAR_REEXPORT = /export\s*\*\s*from\s*['"]([^'"]+)['"]/g;
const LOCAL_EXPORT = /export\s+(?:async\s+)?(?:const|let|var|function\*?|class|enum)\s+(\w+)/g;
const LOCAL_EXPORT_LIST = /export\s*\{([^}]*)\}(?!\s*from)/g;
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;

/** The names of `{ a, b as c, type T }`: `local` as the module exports it, `exported` as seen outside. */
const specifiers = (list: string) =>
  list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && !s.startsWith('type '))
    .map((s) => {
      const [local, exported = local] = s.split(/\s+as\s+/).map((part) => part.trim());
      return { local: local!, exported: exported! };
    });

interface TExports {
  /** Re-exported name → the path it comes from. */
  reexported: Map<string, string>;
  star: string[];
  local: Set<string>;
}

/** `./button` next to `from`, as the module id the graph knows (`…/button/index.js`, `…/x.ts`, …). */
const resolveNear = (from: string, spec: string, known: Set<string>): string | undefined => {
  if (!spec.startsWith('.')) return undefined;
  const base = path.join(path.dirname(from), spec);
  return [base, `${base}.js`, `${base}.ts`, path.join(base, 'index.js'), path.join(base, 'index.ts')].find(
    (candidate) => known.has(candidate),
  );
};

/**
 * Gives the code-splitting groups of `vite.config.ts` the first-visit chunk of every module, computed from
 * the module graph once the build has read it: without it rolldown splits the modules the shells and pages
 * share with later pages into one small chunk per combination of importers (70 requests on a first visit).
 * Imports through re-exporting indexes (`antd`, `antd-mobile`, the icons, `@tmp/contracts`) are followed to
 * the modules of the imported names only, from the modules' source (regular expressions: the graph the
 * bundler exposes has no import names).
 */
export const firstVisitChunks = () => {
  let names = new Map<string, string>();
  const exports = new Map<string, TExports>();
  /** Per module: import source → names imported from it. */
  const namedImports = new Map<string, Map<string, string[]>>();
  const plugin: Plugin = {
    name: 'tmp-first-visit-chunks',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!SOURCE.test(id)) return null;
      const reexports = [...code.matchAll(REEXPORT)];
      const star = [...code.matchAll(STAR_REEXPORT)].map((m) => m[1]!);
      {
        exports.set(id, {
          reexported: new Map(
            reexports.flatMap(([, list, from]) =>
              specifiers(list!).map(({ exported }) => [exported, from!] as const),
            ),
          ),
          star,
          local: new Set([
            ...[...code.matchAll(LOCAL_EXPORT)].map((m) => m[1]!),
            ...[...code.matchAll(LOCAL_EXPORT_LIST)].flatMap((m) => specifiers(m[1]!).map((x) => x.exported)),
          ]),
        });
      }
      if (!id.includes('node_modules')) {
        const bySource = new Map<string, string[]>();
        for (const [, list, source] of code.matchAll(NAMED_IMPORT)) {
          bySource.set(source!, [...(bySource.get(source!) ?? []), ...specifiers(list!).map((x) => x.local)]);
        }
        if (bySource.size) namedImports.set(id, bySource);
      }
      return null;
    },
    async buildEnd() {
      const known = new Set(this.getModuleIds());
      /** The module that defines `name` as `module` exports it, through its re-exports. */
      const behind = (module: string, name: string, depth = 0): string | undefined => {
        const info = exports.get(module);
        if (!info || depth > 8) return undefined;
        if (info.local.has(name)) return module;
        const from = info.reexported.get(name);
        if (from) return resolveNear(module, from, known);
        for (const star of info.star) {
          const target = resolveNear(module, star, known);
          const found = target && behind(target, name, depth + 1);
          if (found) return found;
        }
        return undefined;
      };
      const isIndex = (id: string) => {
        const info = exports.get(id);
        return !!info && (info.reexported.size > 0 || info.star.length > 0);
      };
      /** Per importer: re-exporting module id → names imported from it. */
      const viaIndex = new Map<string, Map<string, string[]>>();
      for (const [importer, bySource] of namedImports) {
        for (const [source, imported] of bySource) {
          const resolved = await this.resolve(source, importer);
          if (!resolved || !isIndex(resolved.id)) continue;
          const map = viaIndex.get(importer) ?? new Map<string, string[]>();
          map.set(resolved.id, [...(map.get(resolved.id) ?? []), ...imported]);
          viaIndex.set(importer, map);
        }
      }
      names = firstVisitChunkNames({
        ids: known,
        imports: (id) => this.getModuleInfo(id)?.importedIds ?? [],
        isEntry: (id) => this.getModuleInfo(id)?.isEntry ?? false,
        namesImported: (id, dep) => viaIndex.get(id)?.get(dep),
        reexports: (index, imported) => {
          const found = imported.map((name) => behind(index, name));
          return found.every((f) => f !== undefined) ? (found as string[]) : undefined;
        },
      });
    },
  };
  return {
    plugin,
    /** The first-visit chunk of a module, or null for modules no first visit runs. */
    chunkOf: (id: string): string | null => names.get(id) ?? null,
  };
};
