import { describe, expect, it } from 'vitest';
import { fillReplyTemplate } from './conversations.schemas.ts';

describe('a reply template', () => {
  it('is filled the same on the server and in the console, leaving other braces alone', () => {
    expect(
      fillReplyTemplate('Hi {name}, {job} by {date} {other}', { name: 'Li', job: 'QA', date: '2026-12-10' }),
    ).toBe('Hi Li, QA by 2026-12-10 {other}');
  });
});
