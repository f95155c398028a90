import { describe, expect, it } from 'vitest';
import { filterRoutesByRoles, isRouteAllowed } from './route-meta.ts';

interface TRoute {
  path: string;
  handle?: { meta?: { roles?: number[] } };
  children?: TRoute[];
}

const routes: TRoute[] = [
  {
    path: '/',
    children: [
      { path: 'position' },
      { path: 'hr', handle: { meta: { roles: [2] } }, children: [{ path: 'jobs' }] },
      {
        path: 'account',
        children: [
          { path: 'profile', handle: { meta: { roles: [] } } },
          { path: 'review', handle: { meta: { roles: [2, 3] } } },
        ],
      },
    ],
  },
];

const paths = (list: TRoute[]): string[] =>
  list.flatMap((r) => [r.path, ...paths(r.children ?? []).map((p) => `${r.path}/${p}`)]);

describe('filterRoutesByRoles', () => {
  it('hides routes that list roles the user does not hold, at every depth', () => {
    expect(paths(filterRoutesByRoles(routes, [1]))).toEqual([
      '/',
      '//position',
      '//account',
      '//account/profile',
    ]);
  });

  it('keeps a route when the user holds any one of its roles', () => {
    expect(paths(filterRoutesByRoles(routes, [3]))).toContain('//account/review');
    expect(paths(filterRoutesByRoles(routes, [2]))).toEqual([
      '/',
      '//position',
      '//hr',
      '//hr/jobs',
      '//account',
      '//account/profile',
      '//account/review',
    ]);
  });

  it('does not change the input', () => {
    const before = JSON.stringify(routes);
    filterRoutesByRoles(routes, []);
    expect(JSON.stringify(routes)).toBe(before);
  });
});

describe('isRouteAllowed', () => {
  it('allows routes without meta or with an empty role list', () => {
    expect(isRouteAllowed({}, [])).toBe(true);
    expect(isRouteAllowed({ handle: { meta: { roles: [] } } }, [])).toBe(true);
    expect(isRouteAllowed({ handle: { meta: { roles: [2] } } }, [])).toBe(false);
  });
});
