import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPageLines } from './columns.ts';
import { normalizePages } from './normalize.ts';
import { extractPdfText } from './pdf-text.ts';
import { readResume } from './read-resume.ts';
import { COMMON_PLACES } from './vocabulary.ts';

type TDrawn = { left: string[]; right: string[] };
interface TExpected {
  lang: 'en' | 'zh';
  layout: string;
  name: string;
  phone: string;
  email: string;
  work: Array<{ company: string; title: string; start: string; end: string | null }>;
  education: Array<{ school: string; major: string; degree: string; start: string; end: string | null }>;
  skills: number;
  columns: number;
  columnTexts?: Record<string, TDrawn>;
}

/** `files/` tunes the reader; `held-out/` is only measured, and the targets are judged on it. */
const SPLITS = ['files', 'held-out'] as const;
const places = new Set(COMMON_PLACES);
const month = (date: unknown) => (typeof date === 'string' ? date.slice(0, 7) : null);
const compact = (s: string) =>
  s
    .normalize('NFKC')
    .replace(/\s+/g, '')
    .replace(/[‐-―−]/g, '-');
const CONTACTS = ['name', 'phone', 'email'];
const WORK = ['work.company', 'work.title', 'work.start', 'work.end'];
const EDUCATION = ['education.school', 'education.major', 'education.start', 'education.end'];

const load = async (split: string) => {
  const dir = path.join(import.meta.dirname, 'corpus', split);
  const files = readdirSync(dir).filter((f) => f.endsWith('.pdf'));
  return Promise.all(
    files.map(async (file) => {
      const [id, generator] = file.split('.') as [string, string];
      const expected = JSON.parse(readFileSync(path.join(dir, `${id}.json`), 'utf8')) as TExpected;
      const pages = await extractPdfText(new Uint8Array(readFileSync(path.join(dir, file))));
      return { split, id, generator, expected, pages, read: readResume(pages, places)! };
    }),
  );
};

/** Exact matches per group (split, language, layout) and field; a lost entry misses in every field. */
const score = (results: Awaited<ReturnType<typeof load>>) => {
  const counts = new Map<string, { hit: number; total: number }>();
  const misses: string[] = [];
  for (const { split, id, generator, expected: e, read } of results) {
    const check = (field: string, got: unknown, want: unknown) => {
      for (const group of [`${split} ${e.lang}`, `${split} ${e.lang} ${e.layout}`]) {
        const c = counts.get(`${group}|${field}`) ?? { hit: 0, total: 0 };
        counts.set(`${group}|${field}`, { hit: c.hit + Number(got === want), total: c.total + 1 });
      }
      if (got !== want) misses.push(`${split}/${id}.${generator} ${field}: got ${JSON.stringify(got)}`);
    };
    check('name', read.basic.name?.value, e.name);
    check('phone', read.basic.mobile?.value, e.phone);
    check('email', read.basic.email?.value, e.email);
    e.work.forEach((w, i) => {
      const got = read.workHistory[i];
      [
        got?.company?.value,
        got?.position?.value,
        month(got?.startDate?.value),
        month(got?.endDate?.value),
      ].forEach((value, k) => check(WORK[k]!, value, [w.company, w.title, w.start, w.end][k]));
    });
    e.education.forEach((x, i) => {
      const got = read.education[i];
      [
        got?.school?.value,
        got?.major?.value,
        month(got?.startDate?.value),
        month(got?.endDate?.value),
      ].forEach((value, k) => check(EDUCATION[k]!, value, [x.school, x.major, x.start, x.end][k]));
    });
    check('entries', read.workHistory.length + read.education.length, e.work.length + e.education.length);
    e.education.forEach((x, i) => check('degree', read.education[i]?.degree?.value, x.degree));
    check('skills', read.skills.length > 0, e.skills > 0);
  }
  const rate = (group: string, fields: string[]) => {
    const sum = fields.map((f) => counts.get(`${group}|${f}`) ?? { hit: 0, total: 0 });
    const hit = sum.reduce((n, c) => n + c.hit, 0);
    const total = sum.reduce((n, c) => n + c.total, 0);
    return { hit, total, share: total ? hit / total : 1 };
  };
  return { counts, misses, rate };
};

describe('reading the resume corpus (real PDFs from two generators)', async () => {
  const results = (await Promise.all(SPLITS.map(load))).flat();
  const { counts, misses, rate } = score(results);

  it('has at least 30 resumes, half Chinese, each printed by pdfkit and by Chromium', () => {
    const ids = new Set(results.map((r) => r.id));
    expect(ids.size).toBeGreaterThanOrEqual(30);
    const zh = new Set(results.filter((r) => r.expected.lang === 'zh').map((r) => r.id));
    expect(zh.size * 2).toBeGreaterThanOrEqual(ids.size - 1);
    for (const id of ids)
      expect(new Set(results.filter((r) => r.id === id).map((r) => r.generator)), id).toEqual(
        new Set(['pdfkit', 'chromium']),
      );
    const held = new Set(results.filter((r) => r.split === 'held-out').map((r) => r.id));
    expect(held.size * 3).toBeGreaterThanOrEqual(ids.size - 2);
  });

  it('reads names, phones, emails and work and education entries at the targets on the held-out part', () => {
    const groups = [...new Set([...counts.keys()].map((k) => k.split('|')[0]!))].sort();
    const cell = (g: string, f: string[]) => {
      const r = rate(g, f);
      return `${r.hit}/${r.total}`.padStart(9);
    };
    const rows = groups.map(
      (g) =>
        `${g.padEnd(30)}${[CONTACTS, WORK, EDUCATION, ['entries'], ['degree'], ['skills']].map((f) => cell(g, f)).join('')}`,
    );
    const head = `${'group'.padEnd(30)}${['contacts', 'work', 'edu', 'entries', 'degree', 'skills'].map((h) => h.padStart(9)).join('')}`;
    console.info(
      `Exact fields on ${results.length} PDFs:\n${head}\n${rows.join('\n')}\n${misses.join('\n')}`,
    );
    for (const lang of ['en', 'zh']) {
      expect(rate(`held-out ${lang}`, CONTACTS).share, `${lang} contacts`).toBeGreaterThanOrEqual(0.98);
      expect(rate(`held-out ${lang}`, WORK).share, `${lang} work`).toBeGreaterThanOrEqual(0.9);
      expect(rate(`held-out ${lang}`, EDUCATION).share, `${lang} education`).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('never mixes the two columns of a two-column resume', () => {
    const twoColumn = results.filter((r) => r.expected.columnTexts);
    expect(twoColumn.length).toBeGreaterThanOrEqual(10);
    for (const { id, generator, expected, pages, read } of twoColumn) {
      expect(read.columns, id).toBe(2);
      const drawn = expected.columnTexts![generator]!;
      const sides = { 1: compact(drawn.left.join('')), 2: compact(drawn.right.join('')) };
      const lines = normalizePages(pages).flatMap((p) => readPageLines(p).lines);
      for (const line of lines.filter((l) => l.column > 0))
        for (const segment of line.segments)
          expect(sides[line.column as 1 | 2], `${id}.${generator}: "${segment}"`).toContain(compact(segment));
    }
  });
});
