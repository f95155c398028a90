import { describe, expect, it } from 'vitest';
import { messageParts } from './message-parts.ts';

const ORIGIN = 'https://jobs.example.com';

describe('a message as plain text with its own links', () => {
  it('links addresses on the portal only, and leaves a sentence ending out of the link', () => {
    expect(
      messageParts('See https://jobs.example.com/interview?id=3. Or https://evil.example.net/x', ORIGIN),
    ).toEqual([
      { kind: 'text', text: 'See ' },
      {
        kind: 'link',
        text: 'https://jobs.example.com/interview?id=3',
        href: 'https://jobs.example.com/interview?id=3',
      },
      { kind: 'text', text: '. Or https://evil.example.net/x' },
    ]);
  });

  it('keeps markup as text', () => {
    expect(messageParts('<b>hi</b>', ORIGIN)).toEqual([{ kind: 'text', text: '<b>hi</b>' }]);
  });
});
