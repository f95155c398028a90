import { describe, expect, it } from 'vitest';
import { estimateColumnWidth, getTableHeight } from './table-size.ts';

describe('estimateColumnWidth', () => {
  it('counts 5 per Latin letter plus 30', () => {
    expect(estimateColumnWidth('Name')).toBe(30 + 4 * 5);
  });

  it('counts 15 per space or non-Latin character', () => {
    expect(estimateColumnWidth('职位名称')).toBe(30 + 4 * 15);
    expect(estimateColumnWidth('Job title')).toBe(30 + 8 * 5 + 15);
    expect(estimateColumnWidth('')).toBe(30);
  });
});

describe('getTableHeight', () => {
  it('is 320 when the body is under 769 px tall, else 525', () => {
    expect(getTableHeight(768)).toBe(320);
    expect(getTableHeight(769)).toBe(525);
    expect(getTableHeight(1080)).toBe(525);
  });
});
