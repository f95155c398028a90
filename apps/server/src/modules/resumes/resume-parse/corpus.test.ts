import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPageLines } from './columns.ts';
import { extractPdfText } from './pdf-text.ts';
import { readResume } from './read-resume.ts';
import { COMMON_PLACES } from './vocabulary.ts';

interface TExpected {
  name: string;
  phone: string;
  email: string;
  work: Array<{ company: string; title: string; start: string; end: string | null }>;
  education: Array<{ school: string; major: string; start: string; end: string | null }>;
  columns: number;
  heldOut: boolean;
  columnTexts?: { left: string[]; right: string[] };
}

const DIR = path.join(import.meta.dirname, 'corpus', 'files');
const ids = readdirSync(DIR)
  .filter((f) => f.endsWith('.pdf'))
  .map((f) => f.slice(0, -4));
const places = new Set(COMMON_PLACES);
const month = (date: unknown) => (typeof date === 'string' ? date.slice(0, 7) : null);
const compact = (s: string) => s.replace(/\s+/g, '');

/** Counts exact matches per field; an entry missing from the reading counts as wrong in every field. */
const tally = () => {
  const counts: Record<string, { hit: number; total: number }> = {};
  const add = (field: string, isHit: boolean) => {
    counts[field] ??= { hit: 0, total: 0 };
    counts[field].total += 1;
    if (isHit) counts[field].hit += 1;
  };
  const rate = (...fields: string[]) => {
    const sum = fields.reduce(
      (s, f) => ({ hit: s.hit + (counts[f]?.hit ?? 0), total: s.total + (counts[f]?.total ?? 0) }),
      { hit: 0, total: 0 },
    );
    return sum.hit / sum.total;
  };
  return { add, counts, rate };
};

describe('reading the resume corpus', async () => {
  const results = await Promise.all(
    ids.map(async (id) => {
      const pdf = new Uint8Array(readFileSync(path.join(DIR, `${id}.pdf`)));
      const expected = JSON.parse(readFileSync(path.join(DIR, `${id}.json`), 'utf8')) as TExpected;
      const pages = await extractPdfText(pdf);
      return { id, expected, pages, read: readResume(pages, places)! };
    }),
  );

  it('has at least 12 resumes in English and Chinese, one and two columns', () => {
    expect(ids.length).toBeGreaterThanOrEqual(12);
    expect(ids.some((id) => id.includes('en-')) && ids.some((id) => id.includes('zh-'))).toBe(true);
    expect(new Set(results.map((r) => r.expected.columns))).toEqual(new Set([1, 2]));
  });

  it('reads names, phones, emails, and work and education entries accurately', () => {
    const t = tally();
    const heldOut = tally();
    const misses: string[] = [];
    const check = (id: string, field: string, got: unknown, want: unknown) => {
      t.add(field, got === want);
      if (id.startsWith('held-')) heldOut.add(field, got === want);
      if (got !== want)
        misses.push(`${id} ${field}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
    };
    for (const { id, expected, read } of results) {
      check(id, 'name', read.basic.name?.value, expected.name);
      check(id, 'phone', read.basic.mobile?.value, expected.phone);
      check(id, 'email', read.basic.email?.value, expected.email);
      expected.work.forEach((w, i) => {
        const got = read.workHistory[i];
        check(id, 'work.company', got?.company?.value, w.company);
        check(id, 'work.title', got?.position?.value, w.title);
        check(id, 'work.start', month(got?.startDate?.value), w.start);
        check(id, 'work.end', month(got?.endDate?.value), w.end);
      });
      check(id, 'work.count', read.workHistory.length, expected.work.length);
      expected.education.forEach((e, i) => {
        const got = read.education[i];
        check(id, 'education.school', got?.school?.value, e.school);
        check(id, 'education.major', got?.major?.value, e.major);
        check(id, 'education.start', month(got?.startDate?.value), e.start);
        check(id, 'education.end', month(got?.endDate?.value), e.end);
      });
      check(id, 'education.count', read.education.length, expected.education.length);
    }
    const report = Object.entries(t.counts).map(
      ([f, c]) =>
        `${f.padEnd(18)} ${c.hit}/${c.total}   held out: ${heldOut.counts[f]?.hit}/${heldOut.counts[f]?.total}`,
    );
    console.info(`Field accuracy on ${ids.length} resumes:\n${report.join('\n')}\n${misses.join('\n')}`);
    expect(t.rate('name', 'phone', 'email')).toBeGreaterThanOrEqual(0.98);
    expect(t.rate('work.company', 'work.title', 'work.start', 'work.end')).toBeGreaterThanOrEqual(0.9);
    expect(
      t.rate('education.school', 'education.major', 'education.start', 'education.end'),
    ).toBeGreaterThanOrEqual(0.9);
  });

  it('never mixes the two columns of a two-column resume', () => {
    const twoColumn = results.filter((r) => r.expected.columnTexts);
    expect(twoColumn.length).toBeGreaterThanOrEqual(3);
    for (const { id, expected, pages, read } of twoColumn) {
      expect(read.columns, id).toBe(2);
      const sides = {
        1: compact(expected.columnTexts!.left.join('')),
        2: compact(expected.columnTexts!.right.join('')),
      };
      for (const line of pages.flatMap((p) => readPageLines(p).lines).filter((l) => l.column > 0)) {
        const side = sides[line.column as 1 | 2];
        for (const segment of line.segments) expect(side, `${id}: "${segment}"`).toContain(compact(segment));
      }
    }
  });
});
