import { describe, expect, it } from 'vitest';
import { resolveNavigation, type TNavigationInput } from './navigation-guard.ts';

const visitor = (pathname: string, search = ''): TNavigationInput => ({
  pathname,
  search,
  hasToken: false,
  loginCountryIds: [86],
});
const member = (pathname: string, search = ''): TNavigationInput => ({
  ...visitor(pathname, search),
  hasToken: true,
});

describe('resolveNavigation', () => {
  it('sends /position?id= to the detail page of that job, logged in or not', () => {
    expect(resolveNavigation(visitor('/position', '?id=42'))).toBe('/detail?id=42');
    expect(resolveNavigation(member('/position', '?id=42&x=1'))).toBe('/detail?id=42');
  });

  it('lets a visitor open the public pages', () => {
    for (const path of ['/position', '/detail', '/home', '/404', '/delivery']) {
      expect(resolveNavigation(visitor(path, '?page=2'))).toBeNull();
    }
  });

  it('lets a visitor open the links mailed to HR people who cannot sign in yet, but not the console', () => {
    expect(resolveNavigation(visitor('/hr/second-factor', '?token=abc'))).toBeNull();
    expect(resolveNavigation(visitor('/hr/invitation', '?token=abc'))).toBeNull();
    expect(resolveNavigation(visitor('/hr/jobs'))).toBe('/position?redirect=%2Fhr%2Fjobs');
  });

  it('sends a visitor elsewhere to the job list with the full requested path to come back to', () => {
    expect(resolveNavigation(visitor('/apply'))).toBe('/position?redirect=%2Fapply');
    expect(resolveNavigation(visitor('/resume', '?countryid=86'))).toBe(
      '/position?redirect=%2Fresume%3Fcountryid%3D86',
    );
    expect(resolveNavigation(visitor('/evaluation', 'tab=2'))).toBe(
      '/position?redirect=%2Fevaluation%3Ftab%3D2',
    );
  });

  it('asks a visitor to log in before applying in a configured country only', () => {
    expect(resolveNavigation(visitor('/delivery', '?id=5&countryid=86'))).toBe(
      '/position?redirect=%2Fdelivery%3Fid%3D5%26countryid%3D86',
    );
    expect(resolveNavigation(visitor('/delivery', '?id=5&countryid=1'))).toBeNull();
    expect(resolveNavigation(visitor('/delivery', '?id=5'))).toBeNull();
  });

  it('lets a logged-in user through, or on to the redirect target', () => {
    expect(resolveNavigation(member('/apply'))).toBeNull();
    expect(resolveNavigation(member('/delivery', '?countryid=86'))).toBeNull();
    expect(resolveNavigation(member('/position', '?redirect=%2Fdelivery%3Fid%3D5'))).toBe('/delivery?id=5');
  });

  it('does not follow a redirect target off the site', () => {
    expect(resolveNavigation(member('/position', '?redirect=https://evil.example'))).toBeNull();
    expect(resolveNavigation(member('/position', '?redirect=//evil.example'))).toBeNull();
  });

  it('ignores a trailing slash and letter case in paths', () => {
    expect(resolveNavigation(visitor('/Detail/'))).toBeNull();
  });
});

describe('the redirect after sign-in', () => {
  it('follows no target that leaves the site', () => {
    expect(
      resolveNavigation({
        pathname: '/position',
        search: '?redirect=%2F%09%2Fevil.example',
        hasToken: true,
        loginCountryIds: [],
      }),
    ).toBeNull();
  });
});
