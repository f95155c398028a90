import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  parseFilters,
  toQueryBody,
  toSearchParams,
  updateFilters,
} from './position-filters.ts';

describe('position filters in the URL', () => {
  it('parses known filters and ignores junk', () => {
    const params = new URLSearchParams(
      'keyword=%20java%20&category=3&nature=x&country=-1&district=12&page=2&foo=1',
    );
    expect(parseFilters(params)).toEqual({ keyword: 'java', category: 3, district: 12, page: 2 });
  });

  it('defaults to page 1 and writes page 1 as nothing', () => {
    expect(parseFilters(new URLSearchParams(''))).toEqual({ page: 1 });
    expect(toSearchParams({ page: 1, category: 3 }).toString()).toBe('category=3');
    expect(toSearchParams({ page: 3, keyword: 'qa' }).toString()).toBe('keyword=qa&page=3');
  });

  it('round-trips', () => {
    const filters = { keyword: 'data', category: 1, nature: 2, country: 3, district: 4, page: 5 };
    expect(parseFilters(toSearchParams(filters))).toEqual(filters);
  });
});

describe('updateFilters', () => {
  it('goes back to page 1 on any change and drops cleared filters', () => {
    expect(updateFilters({ page: 4, category: 1 }, { category: undefined, keyword: 'x' })).toEqual({
      page: 1,
      keyword: 'x',
    });
  });

  it('forgets the state or city when the country changes', () => {
    expect(updateFilters({ page: 1, country: 1, district: 11 }, { country: 2 })).toEqual({
      page: 1,
      country: 2,
    });
    expect(updateFilters({ page: 1, country: 1, district: 11 }, { nature: 2 })).toEqual({
      page: 1,
      country: 1,
      district: 11,
      nature: 2,
    });
  });
});

describe('query body', () => {
  it('maps the page to pageIndex with the page size', () => {
    expect(toQueryBody({ page: 2, keyword: 'go', country: 3 }, 10)).toEqual({
      keyword: 'go',
      country: 3,
      pageIndex: 2,
      pageSize: 10,
    });
    expect(countActiveFilters({ page: 1, keyword: 'x', category: 1, district: 2 })).toBe(2);
  });
});
