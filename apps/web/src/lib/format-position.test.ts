import { describe, expect, it } from 'vitest';
import { formatPublishDate, formatSalary } from './format-position.ts';

const texts = {
  negotiable: 'Negotiable',
  from: (m: string) => `From ${m}`,
  upTo: (m: string) => `Up to ${m}`,
};

describe('formatSalary', () => {
  it('shows a range in the job currency', () => {
    const text = formatSalary({ salaryMin: 8000, salaryMax: 12000, salaryCurrency: 'CNY' }, 'en-US', texts);
    expect(text).toMatch(/8,000.*12,000/);
    expect(text).toContain('CN¥');
  });

  it('handles open ends and no salary', () => {
    expect(formatSalary({ salaryMin: 5000, salaryMax: null, salaryCurrency: 'USD' }, 'en-US', texts)).toBe(
      'From $5,000',
    );
    expect(formatSalary({ salaryMin: null, salaryMax: 900, salaryCurrency: 'USD' }, 'en-US', texts)).toBe(
      'Up to $900',
    );
    expect(formatSalary({ salaryMin: null, salaryMax: null, salaryCurrency: 'USD' }, 'en-US', texts)).toBe(
      'Negotiable',
    );
  });
});

describe('formatPublishDate', () => {
  it('formats per language and keeps unparseable text', () => {
    expect(formatPublishDate('2026-03-05', 'en-US')).toBe('Mar 5, 2026');
    expect(formatPublishDate('2026-03-05', 'zh-CN')).toBe('2026年3月5日');
    expect(formatPublishDate('2026-12-31', 'en-US')).toBe('Dec 31, 2026');
    expect(formatPublishDate('2026-12-31', 'zh-CN')).toBe('2026年12月31日');
    expect(formatPublishDate('soon', 'en-US')).toBe('soon');
    expect(formatPublishDate('2026-13-01', 'en-US')).toBe('2026-13-01');
  });
});
