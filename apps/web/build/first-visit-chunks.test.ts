import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  firstVisitChunkNames,
  hasSideEffects,
  readExports,
  readNamedImports,
  type TModuleGraph,
} from './first-visit-chunks.ts';

const graphOf = (edges: Record<string, string[]>, extra: Partial<TModuleGraph> = {}): TModuleGraph => ({
  ids: Object.keys(edges),
  imports: (id) => edges[id] ?? [],
  isEntry: (id) => id === '/src/main.tsx',
  ...extra,
});

const app = {
  // The entry imports the app's start (`import()`, not in the static graph) once the page is painted.
  '/src/main.tsx': ['/src/styles/global.css'],
  '/src/styles/global.css': [],
  '/src/app/start.tsx': ['/src/lib/api.ts'],
  '/src/lib/api.ts': [],
  '/src/app/layouts/desktop-shell.tsx': [
    '/nm/antd/es/button/index.js',
    '/src/lib/api.ts',
    '/src/lib/format.ts',
  ],
  '/src/app/layouts/mobile-shell.tsx': ['/nm/antd-mobile/es/index.js', '/src/lib/format.ts'],
  '/src/features/jobs/pages/position-page-desktop.tsx': ['/nm/antd/es/select/index.js', '/src/jobs/list.ts'],
  '/src/features/jobs/pages/detail-page-desktop.tsx': ['/src/jobs/detail.ts'],
  '/src/features/jobs/pages/position-page-mobile.tsx': ['/src/jobs/list.ts'],
  '/src/features/jobs/pages/detail-page-mobile.tsx': ['/src/jobs/detail.ts'],
  '/src/features/jobs/hr/jobs-page.tsx': ['/nm/antd/es/table/index.js'],
  '/nm/antd/es/button/index.js': [],
  '/nm/antd/es/select/index.js': [],
  '/nm/antd/es/table/index.js': [],
  '/nm/antd-mobile/es/index.js': ['/nm/antd-mobile/es/button/index.js', '/nm/antd-mobile/es/form/index.js'],
  '/nm/antd-mobile/es/button/index.js': [],
  '/nm/antd-mobile/es/form/index.js': [],
  '/src/lib/format.ts': [],
  '/src/jobs/list.ts': [],
  '/src/jobs/detail.ts': [],
};

describe('firstVisitChunkNames', () => {
  const names = firstVisitChunkNames(graphOf(app));

  it('names each module by the first visits that run it', () => {
    expect(names.get('/src/lib/format.ts')).toBe('public');
    expect(names.get('/nm/antd/es/button/index.js')).toBe('desktop');
    expect(names.get('/nm/antd/es/select/index.js')).toBe('position-desktop');
    expect(names.get('/src/jobs/list.ts')).toBe('position');
    expect(names.get('/src/jobs/detail.ts')).toBe('detail');
    expect(names.get('/src/features/jobs/pages/detail-page-mobile.tsx')).toBe('detail-mobile');
  });

  it("keeps a UI kit's texts in one language with its device, not with the one page that uses them", () => {
    const locale = '/x/node_modules/@rc-component/pagination/es/locale/zh_CN.js';
    const withLocale = firstVisitChunkNames(
      graphOf({
        ...app,
        '/src/features/jobs/pages/position-page-desktop.tsx': ['/nm/antd/es/select/index.js', locale],
        [locale]: [],
      }),
    );
    // antd's Chinese locale, which every desktop visit in Chinese loads, imports it too.
    expect(withLocale.get(locale)).toBe('desktop');
    expect(withLocale.get('/nm/antd/es/select/index.js')).toBe('position-desktop');
  });

  it('names a module two of three pages need by both pages', () => {
    const withHome = firstVisitChunkNames(
      graphOf({
        ...app,
        '/src/features/jobs/pages/home-page-desktop.tsx': ['/src/jobs/list.ts', '/src/jobs/home.ts'],
        '/src/features/jobs/pages/home-page-mobile.tsx': ['/src/jobs/home.ts', '/src/lib/format.ts'],
        '/src/jobs/home.ts': [],
      }),
    );
    expect(withHome.get('/src/jobs/home.ts')).toBe('home');
    expect(withHome.get('/src/jobs/list.ts')).toBe('home-position');
    expect(withHome.get('/nm/antd/es/select/index.js')).toBe('position-desktop');
    expect(withHome.get('/nm/antd/es/button/index.js')).toBe('desktop');
    expect(withHome.get('/src/lib/format.ts')).toBe('public');
    expect(withHome.get('/src/features/jobs/pages/home-page-desktop.tsx')).toBe('home-desktop');
  });

  it("puts what the app's start imports in boot, leaves the entry's own imports in its chunk and later pages alone", () => {
    expect(names.get('/src/app/start.tsx')).toBe('boot');
    expect(names.get('/src/lib/api.ts')).toBe('boot');
    expect(names.has('/src/main.tsx')).toBe(false);
    expect(names.has('/src/styles/global.css')).toBe(false);
    expect(names.has('/nm/antd/es/table/index.js')).toBe(false);
    expect(names.has('/src/features/jobs/hr/jobs-page.tsx')).toBe(false);
  });

  it('follows a re-exporting index only to the imported names', () => {
    const withIndex = firstVisitChunkNames(
      graphOf(app, {
        namesImported: (id, dep) =>
          id.endsWith('mobile-shell.tsx') && dep === '/nm/antd-mobile/es/index.js' ? ['Button'] : undefined,
        reexports: (index, imported) =>
          index === '/nm/antd-mobile/es/index.js' && imported.join() === 'Button'
            ? ['/nm/antd-mobile/es/button/index.js']
            : undefined,
      }),
    );
    expect(withIndex.get('/nm/antd-mobile/es/button/index.js')).toBe('mobile');
    expect(withIndex.has('/nm/antd-mobile/es/form/index.js')).toBe(false);
    // Without the names, the whole index is followed.
    expect(names.get('/nm/antd-mobile/es/form/index.js')).toBe('mobile');
  });

  it('follows what an index imports with side effects, and an index with side effects itself', () => {
    const withGlobal = firstVisitChunkNames(
      graphOf(
        {
          ...app,
          '/nm/antd-mobile/es/index.js': [
            '/nm/antd-mobile/es/global/index.js',
            '/nm/antd-mobile/es/button/index.js',
            '/nm/antd-mobile/es/form/index.js',
          ],
          '/nm/antd-mobile/es/global/index.js': [],
        },
        {
          namesImported: (id, dep) =>
            id.endsWith('mobile-shell.tsx') && dep === '/nm/antd-mobile/es/index.js' ? ['Button'] : undefined,
          reexports: (index, imported) =>
            index === '/nm/antd-mobile/es/index.js' && imported.join() === 'Button'
              ? ['/nm/antd-mobile/es/button/index.js']
              : undefined,
          hasSideEffects: (id) => id.endsWith('/es/index.js') || id.includes('/global/'),
        },
      ),
    );
    expect(withGlobal.get('/nm/antd-mobile/es/button/index.js')).toBe('mobile');
    expect(withGlobal.get('/nm/antd-mobile/es/global/index.js')).toBe('mobile');
    expect(withGlobal.get('/nm/antd-mobile/es/index.js')).toBe('mobile');
    expect(withGlobal.has('/nm/antd-mobile/es/form/index.js')).toBe(false);
  });
});

describe('hasSideEffects', () => {
  it("reads the module's package.json", () => {
    const modules = path.resolve(import.meta.dirname, '../../../node_modules');
    // `sideEffects: []` and `false`: nothing; a list: what it names; no field: everything.
    expect(hasSideEffects(path.join(modules, 'antd-mobile-icons/es/index.js'))).toBe(false);
    expect(hasSideEffects(path.join(modules, '@ant-design/icons/es/index.js'))).toBe(false);
    expect(hasSideEffects(path.join(modules, 'antd-mobile/es/index.js'))).toBe(true);
    expect(hasSideEffects(path.join(modules, 'antd-mobile/es/global/index.js'))).toBe(true);
    expect(hasSideEffects(path.join(modules, 'antd-mobile/es/components/button/button.js'))).toBe(false);
    expect(hasSideEffects(path.join(modules, 'antd-mobile/es/components/button/button.css'))).toBe(true);
    // The kits' helper packages declare nothing, yet are free of side effects (SIDE_EFFECT_FREE).
    expect(hasSideEffects(path.join(modules, '@rc-component/util/es/index.js'))).toBe(false);
    expect(hasSideEffects(path.join(modules, 'react-dom/index.js'))).toBe(true);
  });
});

describe('readExports', () => {
  it('reads re-exports in both forms an index is written in', () => {
    const read = readExports(
      [
        "export { default as Button } from './button';",
        "export * from './hooks';",
        "import useLockFn from './useLockFn';",
        "import { throttle as useThrottleFn } from './useThrottleFn';",
        'export const version = 1;',
        'const helper = 2;',
        'export { useLockFn, useThrottleFn, helper as util };',
      ].join('\n'),
    );
    expect([...read.reexported]).toEqual([
      ['Button', './button'],
      ['useLockFn', './useLockFn'],
      ['useThrottleFn', './useThrottleFn'],
    ]);
    expect(read.star).toEqual(['./hooks']);
    expect([...read.local]).toEqual(['version', 'util']);
  });

  it('reads the names imported from each source', () => {
    const read = readNamedImports(
      "import { a, b as c } from 'x';\nimport d, { e } from 'y';\nimport { f } from 'x';",
    );
    expect([...read]).toEqual([['x', ['a', 'b', 'f']]]);
    // With a default import beside them the names are not read: the whole index is followed then.
    expect(read.has('y')).toBe(false);
  });
});
