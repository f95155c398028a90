import { describe, expect, it } from 'vitest';
import { fillTemplate, messageParts } from './message-parts.ts';

describe('message parts', () => {
  it('makes links only of addresses on the company site, and keeps the rest as text', () => {
    const text = 'See https://jobs.example.com/apply. Not http://evil.test/x or <b>this</b>';
    expect(messageParts(text, 'https://jobs.example.com')).toEqual([
      { text: 'See ' },
      { text: 'https://jobs.example.com/apply', href: 'https://jobs.example.com/apply' },
      { text: '. Not http://evil.test/x or <b>this</b>' },
    ]);
  });

  it('fills a template as the server does, leaving other braces alone', () => {
    expect(
      fillTemplate('Hi {name}, {job} by {date} {other}', { name: 'Li', job: 'QA', date: '2026-12-10' }),
    ).toBe('Hi Li, QA by 2026-12-10 {other}');
  });
});
