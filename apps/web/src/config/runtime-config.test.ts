import { describe, expect, it } from 'vitest';
import { ZRuntimeConfig } from '@tmp/contracts';
import {
  getSiteTitle,
  getTagline,
  isRuntimeConfig,
  loadRuntimeConfig,
  setRuntimeConfig,
} from './runtime-config.ts';

const valid = {
  apiBase: '',
  customerid: 1,
  countryid: [2],
  sourceid: null,
  systemType: 1,
  siteTitle: 'TMP',
  siteTitleZh: 'TMP',
  logo: '/brand/tmp-logo.svg',
  customerName: { en: 'TMP Global Delivery', zh: 'TMP 全球交付' },
  tagline: { en: 'Build what ships.', zh: '' },
  brandColor: '#0b5d3b',
  defaultLanguage: 'en-US',
  devOutbox: false,
};

const answer = (body: unknown, status = 200) =>
  (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

describe('runtime configuration', () => {
  it('accepts exactly what the contract accepts', () => {
    const variants: unknown[] = [
      valid,
      { ...valid, sourceid: 3, defaultLanguage: 'zh-CN', devOutbox: true },
      { ...valid, customerid: '1' },
      { ...valid, countryid: [2.5] },
      { ...valid, sourceid: undefined },
      { ...valid, customerName: { en: 'A' } },
      { ...valid, defaultLanguage: 'fr-FR' },
      { ...valid, devOutbox: 'no' },
      { ...valid, logo: null },
      { ...valid, tagline: { en: 'A' } },
      { ...valid, brandColor: undefined },
      { ...valid, siteTitleZh: 1 },
      null,
      [],
    ];
    for (const variant of variants) {
      expect(isRuntimeConfig(variant)).toBe(ZRuntimeConfig.safeParse(variant).success);
    }
    expect(isRuntimeConfig(valid)).toBe(true);
  });

  it('loads a valid configuration and refuses a malformed or missing one', async () => {
    await expect(loadRuntimeConfig(answer(valid))).resolves.toEqual(valid);
    await expect(loadRuntimeConfig(answer({ ...valid, customerid: 'x' }))).rejects.toThrow('malformed');
    await expect(loadRuntimeConfig(answer({ code: 404 }, 404))).rejects.toThrow('HTTP 404');
  });

  it("names the site and says the tagline of the company settings in the page's language", () => {
    setRuntimeConfig({
      ...valid,
      defaultLanguage: 'en-US',
      siteTitle: 'Northwind Careers',
      siteTitleZh: '北风招聘',
    });
    expect([getSiteTitle('en-US'), getSiteTitle('zh-CN'), getSiteTitle()]).toEqual([
      'Northwind Careers',
      '北风招聘',
      'Northwind Careers',
    ]);
    // An empty tagline leaves the portal's own text to the page.
    expect([getTagline('en-US'), getTagline('zh-CN')]).toEqual(['Build what ships.', '']);
  });
});
