import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time.ts';

// An offer's deadline: the end of December 10 in China.
const DEADLINE = '2026-12-10T15:59:00Z';

describe('formatDateTime', () => {
  it('names the zone the time is read in, in each language', () => {
    expect(formatDateTime(DEADLINE, 'en-US', { timeZone: 'Asia/Shanghai' })).toBe(
      'December 10, 2026, 23:59 China Standard Time',
    );
    expect(formatDateTime(DEADLINE, 'zh-CN', { timeZone: 'Asia/Shanghai' })).toBe(
      '2026年12月10日 23:59 中国标准时间',
    );
  });

  it('reads the time in a viewer zone other than the job’s', () => {
    expect(formatDateTime(DEADLINE, 'en-US', { timeZone: 'Europe/London' })).toBe(
      'December 10, 2026, 15:59 Greenwich Mean Time',
    );
  });

  it('has a short date and seconds when asked, and leaves a value that is no date as it is', () => {
    expect(
      formatDateTime('2026-12-10T15:59:07Z', 'en-US', { timeZone: 'UTC', date: 'short', seconds: true }),
    ).toBe('Dec 10, 2026, 15:59:07 Coordinated Universal Time');
    expect(formatDateTime('soon', 'en-US')).toBe('soon');
  });

  it('names the zone briefly for a table cell', () => {
    const short = { timeZone: 'Asia/Shanghai', date: 'short', zoneName: 'short' } as const;
    expect(formatDateTime(DEADLINE, 'en-US', short)).toBe('Dec 10, 2026, 23:59 GMT+8');
    expect(formatDateTime(DEADLINE, 'zh-CN', short)).toBe('2026年12月10日 23:59 GMT+8');
  });
});
