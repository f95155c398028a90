import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { POSITION_KEYWORD_MAX } from '@tmp/contracts';
import { renderOnPage } from '../../../test/render-on-page.tsx';
import { usePositionFilters } from './use-position-filters.ts';

describe('the job list filters', () => {
  it('reads the search from the address and tells an alert what it would search', () => {
    const { view } = renderOnPage(usePositionFilters, '/position?keyword=nurse&category=3&page=2');
    expect(view.current.filters).toEqual({ keyword: 'nurse', category: 3, page: 2 });
    expect(view.current.search).toEqual({ keyword: 'nurse', category: 3 });
    expect(view.current.isFiltered).toBe(true);
    // The search form sends a new keyword to the list with the other filters, from page 1.
    expect(view.current.searchForm).toEqual({
      action: '/position',
      name: 'keyword',
      maxLength: POSITION_KEYWORD_MAX,
      keep: [['category', '3']],
    });
  });

  it('searches a trimmed keyword from page 1, and an empty one searches everything', async () => {
    const { view, router } = renderOnPage(usePositionFilters, '/position?page=3');
    expect(view.current.isFiltered).toBe(false);
    act(() => view.current.searchKeyword('  analyst '));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=analyst'));
    expect(view.current.isFiltered).toBe(true);
    act(() => view.current.searchKeyword('   '));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
