import { readFileSync } from 'node:fs';
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

/** The app's start, which the entry (`main.tsx`) imports once the page is painted: every visit runs it. */
const BOOT_ROOT = /[\\/]src[\\/]app[\\/]start\.tsx$/;

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
  /**
   * Whether evaluating the module does something besides defining its exports, by its package's
   * `sideEffects`: such a module runs wherever a module importing it runs, whichever names are used.
   * Without it, every module counts as free of side effects.
   */
  hasSideEffects?: (id: string) => boolean;
}

/**
 * Every module reachable from `roots` through static imports, stopping at `stop`. Through a re-exporting
 * index only the modules of the names actually imported are followed: `import { Button } from 'antd'`
 * reaches the button, not the table a later page uses. What the index imports that has side effects runs
 * anyway (the bundler keeps it), so it is followed too; an index with side effects of its own is part of
 * the visit as well.
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
      if (!behind) {
        pending.push(dep);
        continue;
      }
      pending.push(...behind);
      if (seen.has(dep) || stop.has(dep)) continue;
      if (graph.hasSideEffects?.(dep)) seen.add(dep);
      pending.push(...graph.imports(dep).filter((d) => graph.hasSideEffects?.(d)));
    }
  }
  return seen;
};

/**
 * The chunk each first-visit module goes to, named by the visits that need it: the pages (`home`,
 * `position`, `detail`, or two of them as `home-position` and the like; none when every page needs it) and
 * the device (`desktop` / `mobile`; none when both do), `public` for every visit; what the app's start
 * imports goes to `boot`, and what the entry itself imports stays in the entry's chunk. Each visit then
 * loads the entry, `boot`, the shared libraries and the chunks of the sets it belongs to, and never a
 * module only another visit needs.
 */
/** A module of a package's texts in one language (`@rc-component/pagination/es/locale/zh_CN.js` and the like). */
const KIT_LOCALE = /[\\/]node_modules[\\/].+[\\/]locales?[\\/][^\\/]+\.m?js$/;

export const firstVisitChunkNames = (graph: TModuleGraph): Map<string, string> => {
  const ids = [...graph.ids];
  // The entry waits for the first paint, then imports the app's start: its own imports stay in its chunk.
  const own = closure(
    graph,
    ids.filter((id) => graph.isEntry(id)),
    new Set(),
  );
  const entry = closure(
    graph,
    ids.filter((id) => BOOT_ROOT.test(id)),
    own,
  );
  const started = new Set([...own, ...entry]);
  const needs = new Map<string, TVisit[]>();
  /** The pages of the visits present in this graph, in the order of FIRST_VISIT_ROOTS. */
  const pagesPresent: string[] = [];
  for (const [visit, patterns] of Object.entries(FIRST_VISIT_ROOTS) as Array<[TVisit, readonly RegExp[]]>) {
    const roots = ids.filter((id) => patterns.some((p) => p.test(id)));
    // A visit is there when its page is: the shell alone belongs to every visit of its device.
    if (!ids.some((id) => patterns.at(-1)!.test(id))) continue;
    const page = visit.split('/')[1]!;
    if (!pagesPresent.includes(page)) pagesPresent.push(page);
    for (const id of closure(graph, roots, started)) needs.set(id, [...(needs.get(id) ?? []), visit]);
  }
  // What the app's start imports runs on every visit; rolldown would split the part later chunks share into
  // one small chunk per combination of importers.
  const names = new Map<string, string>([...entry].map((id) => [id, 'boot']));
  for (const [id, visits] of needs) {
    const devices = new Set(visits.map((v) => v.split('/')[0]));
    const pages = new Set(visits.map((v) => v.split('/')[1]));
    const device = devices.size === 1 ? [...devices][0] : undefined;
    const page =
      pages.size === pagesPresent.length ? undefined : pagesPresent.filter((p) => pages.has(p)).join('-');
    // A UI kit's texts in one language are imported by that kit's locale of the language as well, which
    // every visit of the device in that language loads: kept with one page, they would bring that page's
    // whole chunk to the others (antd's Chinese locale imports the pagination's, /position's filter bar).
    const shared = KIT_LOCALE.test(id) ? undefined : page;
    names.set(id, [shared, device].filter(Boolean).join('-') || 'public');
  }
  return names;
};

const SOURCE = /\.(js|mjs|ts|tsx)$/;
const REEXPORT = /export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const STAR_REEXPORT = /export\s*\*\s*from\s*['"]([^'"]+)['"]/g;
const LOCAL_EXPORT = /export\s+(?:async\s+)?(?:const|let|var|function\*?|class|enum)\s+(\w+)/g;
const LOCAL_EXPORT_LIST = /export\s*\{([^}]*)\}(?!\s*from)/g;
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const DEFAULT_IMPORT = /import\s+([\w$]+)\s*(?:,\s*\{[^}]*\}\s*)?from\s*['"]([^'"]+)['"]/g;

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

export interface TExports {
  /** Re-exported name → the path it comes from. */
  reexported: Map<string, string>;
  star: string[];
  local: Set<string>;
}

/** What a module exports, read from its source. */
export const readExports = (code: string): TExports => {
  const reexports = [...code.matchAll(REEXPORT)];
  /** Imported binding → where from: `import a from './a'; export { a }` re-exports too (ahooks' index). */
  const imported = new Map<string, string>([
    ...[...code.matchAll(DEFAULT_IMPORT)].map((m) => [m[1]!, m[2]!] as const),
    ...[...code.matchAll(NAMED_IMPORT)].flatMap(([, list, from]) =>
      specifiers(list!).map(({ exported: binding }) => [binding, from!] as const),
    ),
  ]);
  const listed = [...code.matchAll(LOCAL_EXPORT_LIST)].flatMap((m) => specifiers(m[1]!));
  return {
    reexported: new Map([
      ...reexports.flatMap(([, list, from]) =>
        specifiers(list!).map(({ exported }) => [exported, from!] as const),
      ),
      ...listed.flatMap(({ local, exported }) => {
        const from = imported.get(local);
        return from ? [[exported, from] as const] : [];
      }),
    ]),
    star: [...code.matchAll(STAR_REEXPORT)].map((m) => m[1]!),
    local: new Set([
      ...[...code.matchAll(LOCAL_EXPORT)].map((m) => m[1]!),
      ...listed.filter(({ local }) => !imported.has(local)).map((x) => x.exported),
    ]),
  };
};

/** Per import source, the names a module imports from it with `import { … } from`. */
export const readNamedImports = (code: string): Map<string, string[]> => {
  const bySource = new Map<string, string[]>();
  for (const [, list, source] of code.matchAll(NAMED_IMPORT)) {
    bySource.set(source!, [...(bySource.get(source!) ?? []), ...specifiers(list!).map((x) => x.local)]);
  }
  return bySource;
};

/** `./button` next to `from`, as the module id the graph knows (`…/button/index.js`, `…/x.ts`, …). */
const resolveNear = (from: string, spec: string, known: Set<string>): string | undefined => {
  if (!spec.startsWith('.')) return undefined;
  const base = path.join(path.dirname(from), spec);
  return [base, `${base}.js`, `${base}.ts`, path.join(base, 'index.js'), path.join(base, 'index.ts')].find(
    (candidate) => known.has(candidate),
  );
};

/**
 * A glob of a package.json's `sideEffects` (`./es/index.js`, `*.css`, a double star for any folders) as a
 * regular expression.
 */
const globToRegExp = (glob: string): RegExp => {
  // A pattern without a slash matches a file name in any folder, as bundlers read it.
  const pattern = glob.includes('/') ? glob.replace(/^\.\//, '') : `**/${glob}`;
  const source = pattern
    .split(/(\*\*\/|\*)/)
    .map((part) =>
      part === '**/' ? '(?:.*/)?' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
};

interface TPackageSideEffects {
  root: string;
  /** true: every module; false: none; else the modules matching one of these. */
  rule: boolean | RegExp[];
}

const packages = new Map<string, TPackageSideEffects | null>();

/** The package a file belongs to (the nearest package.json with a name) and its `sideEffects`. */
const packageOf = (dir: string): TPackageSideEffects | null => {
  const known = packages.get(dir);
  if (known !== undefined) return known;
  let found: TPackageSideEffects | null = null;
  try {
    const json = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      name?: string;
      sideEffects?: boolean | string[];
    };
    if (json.name) {
      const declared = json.sideEffects;
      found = {
        root: dir,
        rule: Array.isArray(declared) ? declared.map(globToRegExp) : declared !== false,
      };
    }
  } catch {
    // No package.json here.
  }
  const parent = path.dirname(dir);
  if (!found && parent !== dir) found = packageOf(parent);
  packages.set(dir, found);
  return found;
};

/**
 * The UI kits' helper packages (antd's `@rc-component/*`, its style and colour packages, antd-mobile's
 * `rc-util`) declare no `sideEffects`, so a bundler keeps every module their indexes import, such as the
 * whole form library behind antd's `ConfigProvider`. Their modules only define what they export (no module
 * of theirs is imported for its effect): the build treats them as free of side effects
 * (`treeshake.moduleSideEffects` in vite.config.ts), and so does the chunking below.
 */
export const SIDE_EFFECT_FREE =
  /[\\/]node_modules[\\/](@rc-component[\\/][^\\/]+|@ant-design[\\/](colors|cssinjs|cssinjs-utils|fast-color)|rc-util)[\\/].+\.m?js$/;

/** Whether a module has side effects by its package's `sideEffects` (none declared: it has). */
export const hasSideEffects = (id: string): boolean => {
  if (id.startsWith('\0') || !path.isAbsolute(id)) return true;
  if (SIDE_EFFECT_FREE.test(id)) return false;
  const file = id.replace(/[?#].*$/, '');
  const pkg = packageOf(path.dirname(file));
  if (!pkg) return true;
  if (typeof pkg.rule === 'boolean') return pkg.rule;
  const relative = path.relative(pkg.root, file).split(path.sep).join('/');
  return pkg.rule.some((re) => re.test(relative));
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
      exports.set(id, readExports(code));
      // Libraries too: antd-mobile's components import their icons by name from the icons' index, and
      // following the whole index would put every icon a later page uses into the first visit's chunk.
      const bySource = readNamedImports(code);
      if (bySource.size) namedImports.set(id, bySource);
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
        hasSideEffects,
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
