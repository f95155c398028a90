/**
 * Writes the resume corpus: one PDF per resume of corpus-en/zh.data.ts, with the fields the reader should
 * find beside it (`<id>.json`). Run: `npx tsx apps/server/src/modules/resumes/resume-parse/corpus/generate-corpus.ts`
 * (needs the Noto CJK fonts: Debian's fonts-noto-cjk).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { EN_RESUMES } from './corpus-en.data.ts';
import type { TCorpusResume } from './corpus-types.ts';
import { HELD_OUT_RESUMES } from './corpus-held-out.data.ts';
import { ZH_RESUMES } from './corpus-zh.data.ts';
import { useFonts } from './layout-kit.ts';
import { classic, sidebar, zhInline, zhTable, type TDrawn } from './layouts.ts';

const OUT = path.join(import.meta.dirname, 'files');

const draw = (doc: InstanceType<typeof PDFDocument>, r: TCorpusResume): TDrawn | undefined => {
  switch (r.layout) {
    case 'sidebar-left':
    case 'zh-sidebar':
      return sidebar(doc, r, 'left');
    case 'sidebar-right':
      return sidebar(doc, r, 'right');
    case 'zh-inline':
      return void zhInline(doc, r);
    case 'zh-table':
      return void zhTable(doc, r);
    default:
      return void classic(doc, r);
  }
};

const expected = (r: TCorpusResume, drawn: TDrawn | undefined) => ({
  name:
    r.name === r.name.toUpperCase() && r.lang === 'en'
      ? r.name.replace(/\B[A-Z]+/g, (s) => s.toLowerCase())
      : r.name,
  phone: r.phoneExpected,
  email: r.email,
  work: r.work.map((w) => ({ company: w.company, title: w.title, start: w.start, end: w.end })),
  education: r.education.map((e) => ({ school: e.school, major: e.major, start: e.start, end: e.end })),
  columns: drawn ? 2 : 1,
  heldOut: Boolean(r.heldOut),
  ...(drawn ? { columnTexts: drawn } : {}),
});

const write = (r: TCorpusResume) =>
  new Promise<void>((resolve) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      info: {
        Title: `${r.name} resume`,
        Producer: 'corpus',
        Creator: 'corpus',
        CreationDate: new Date(Date.UTC(2026, 0, 1)),
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => {
      writeFileSync(path.join(OUT, `${r.id}.pdf`), Buffer.concat(chunks));
      resolve();
    });
    useFonts(doc, r);
    const drawn = draw(doc, r);
    writeFileSync(path.join(OUT, `${r.id}.json`), `${JSON.stringify(expected(r, drawn), null, 2)}\n`);
    doc.end();
  });

const ALL = [...EN_RESUMES, ...ZH_RESUMES, ...HELD_OUT_RESUMES];
for (const r of ALL) await write(r);
process.stdout.write(`${ALL.length} resumes written to ${OUT}\n`);
