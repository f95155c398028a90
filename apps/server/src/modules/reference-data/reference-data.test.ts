import { describe, expect, it } from 'vitest';
import {
  OPTION_GROUPS,
  optionListRoutes,
  type TDistrictNode,
  type TSelectionItem,
  type TSite,
} from '@tmp/contracts';
import { callApi, useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();
const base = '/api/found';
const get = <T>(
  url: string,
  extra: { query?: Record<string, string | string[]>; lang?: 'en-us' | 'zh-cn'; customerid?: number } = {},
) => callApi<T>(ctx.app, { url, ...extra });

describe('reference lists under /api/found', () => {
  it('answers every option list as selection items in the request language', async () => {
    expect(optionListRoutes.length).toBeGreaterThanOrEqual(25);
    for (const { route, code } of optionListRoutes) {
      const en = await get<TSelectionItem[]>(route.path);
      expect(en.body.code, code).toBe(0);
      expect(en.body.data.length, code).toBeGreaterThan(0);
      for (const item of en.body.data) {
        expect(Number.isInteger(item.value) && Number.isInteger(item.hrid), code).toBe(true);
        expect(item.text, code).not.toBe('');
      }
      const zh = await get<TSelectionItem[]>(route.path, { lang: 'zh-cn' });
      expect(zh.body.data.map((i) => i.value)).toEqual(en.body.data.map((i) => i.value));
      expect(
        zh.body.data.some((i) => /[\u4e00-\u9fff]/.test(i.text)),
        code,
      ).toBe(true);
    }
  });

  it('scopes lists by customer', async () => {
    const one = await get<TSelectionItem[]>(`${base}/Option/GetSelectionJobCategory`, { customerid: 1 });
    const two = await get<TSelectionItem[]>(`${base}/Option/GetSelectionJobCategory`, { customerid: 2 });
    const oneValues = new Set(one.body.data.map((i) => i.value));
    expect(two.body.data.length).toBeGreaterThan(0);
    expect(two.body.data.some((i) => oneValues.has(i.value))).toBe(false);
  });

  it('links job grades to their category', async () => {
    const categories = await get<TSelectionItem[]>(`${base}/Option/GetSelectionJobCategory`);
    const category = categories.body.data[0]!;
    const grades = await get<TSelectionItem[]>(`${base}/Option/GetSelectionJobGrade`, {
      query: { jobCategory: String(category.value) },
    });
    expect(grades.body.data.length).toBeGreaterThan(0);
    expect(grades.body.data.every((g) => g.parentValue === category.value)).toBe(true);
    const linked = await get<TSelectionItem[]>(`${base}/Option/GetLinkedSelectionItems`, {
      query: { groupId: '3', parentValue: String(category.value) },
    });
    expect(linked.body.data).toEqual(grades.body.data);
  });

  it('answers several groups at once with repeated groupIds', async () => {
    const res = await get<Array<{ groupId: number; code: string; items: TSelectionItem[] }>>(
      `${base}/Option/GetSelectionOptionsByGroupIds`,
      { query: { groupIds: ['1', '13'] } },
    );
    expect(res.body.data.map((g) => g.code)).toEqual(['JobNature', 'Gender']);
    expect(res.body.data.every((g) => g.items.length > 0)).toBe(true);
    const missing = await get(`${base}/Option/GetSelectionOptionsByGroupIds`);
    expect(missing.status).toBe(400);
    expect(OPTION_GROUPS.find((g) => g.id === 13)?.code).toBe('Gender');
  });

  it('returns the district tree with countries, states and cities', async () => {
    const res = await get<TDistrictNode[]>(`${base}/District/GetDistrictTree`, { lang: 'zh-cn' });
    expect(res.body.data.length).toBeGreaterThanOrEqual(5);
    const china = res.body.data.find((c) => c.text === '中国')!;
    expect(china.level).toBe(1);
    expect(china.children!.length).toBeGreaterThan(0);
    const province = china.children!.find((s) => s.children?.length)!;
    expect(province.level).toBe(2);
    expect(province.children![0]!.level).toBe(3);

    const countries = await get<TSelectionItem[]>(`${base}/District/GetCountries`);
    expect(countries.body.data.map((c) => c.value).sort()).toEqual(res.body.data.map((c) => c.value).sort());
    const filtered = await get<TSelectionItem[]>(`${base}/District/GetCountries`, {
      query: { keyword: 'chin' },
    });
    expect(filtered.body.data.map((c) => c.text)).toEqual(['China']);
    const selection = await get<TSelectionItem[]>(`${base}/Option/GetSelectionCountry`);
    expect(selection.body.data).toEqual(countries.body.data);
  });

  it('lists sites and their departments', async () => {
    const all = await get<TSite[]>(`${base}/Organization/GetAllSite`);
    const site = all.body.data[0]!;
    expect(site).toMatchObject({ value: site.id, text: site.displayname });
    const selection = await get<TSelectionItem[]>(`${base}/Organization/GetSelectionSite`);
    expect(selection.body.data.map((s) => s.value)).toEqual(all.body.data.map((s) => s.id));

    const company = await get<TSelectionItem[]>(`${base}/Organization/GetCompayDepartmentsBySite`, {
      query: { siteId: String(site.id) },
    });
    const selectable = await get<TSelectionItem[]>(`${base}/Organization/GetSelectionDepartmentsBySite`, {
      query: { siteId: String(site.id) },
    });
    expect(company.body.data.length).toBeGreaterThan(0);
    expect(selectable.body.data.length).toBeGreaterThan(0);
    expect(selectable.body.data.length).toBeLessThanOrEqual(company.body.data.length);
    const bad = await get(`${base}/Organization/GetCompayDepartmentsBySite`, { query: { siteId: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).not.toBe(0);
  });

  it('answers projects', async () => {
    const res = await get<TSelectionItem[]>(`${base}/Project/GetSelectionProject`);
    expect(res.body.data.length).toBeGreaterThan(0);
  });
});
