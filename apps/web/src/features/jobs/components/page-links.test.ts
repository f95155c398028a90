import { describe, expect, it } from 'vitest';
import { pageNumbers } from './page-links.tsx';

describe('pageNumbers', () => {
  it('shows every page up to nine', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(4, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('shows five pages from either end, the first and the last', () => {
    expect(pageNumbers(1, 25)).toEqual([1, 2, 3, 4, 5, 'gap', 25]);
    expect(pageNumbers(3, 25)).toEqual([1, 2, 3, 4, 5, 'gap', 25]);
    expect(pageNumbers(25, 25)).toEqual([1, 'gap', 21, 22, 23, 24, 25]);
    expect(pageNumbers(23, 25)).toEqual([1, 'gap', 21, 22, 23, 24, 25]);
  });

  it('shows two pages on each side of the current one, and a page instead of a gap of one', () => {
    expect(pageNumbers(10, 25)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 25]);
    expect(pageNumbers(5, 25)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 25]);
    expect(pageNumbers(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 10]);
    expect(pageNumbers(7, 10)).toEqual([1, 'gap', 5, 6, 7, 8, 9, 10]);
  });

  it('keeps a page out of range within the pages', () => {
    expect(pageNumbers(99, 12)).toEqual([1, 'gap', 8, 9, 10, 11, 12]);
  });
});
