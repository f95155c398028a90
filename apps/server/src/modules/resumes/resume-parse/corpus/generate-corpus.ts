/**
 * Writes the resume corpus: every resume of the data files printed by two generators — pdfkit with the
 * Noto CJK fonts subset into the file (`<id>.pdfkit.pdf`) and Chromium printing an HTML page
 * (`<id>.chromium.pdf`) — with the fields the reader should find beside them (`<id>.json`). Held-out
 * resumes go to `held-out/`, the others to `files/`.
 * Run: `npx tsx apps/server/src/modules/resumes/resume-parse/corpus/generate-corpus.ts` (needs Debian's
 * fonts-noto-cjk and Chromium at /usr/bin/chromium).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright';
import PDFDocument from 'pdfkit';
import { EN_RESUMES } from './corpus-en.data.ts';
import { HELD_OUT_MORE, MORE_RESUMES } from './corpus-more.data.ts';
import type { TCorpusResume } from './corpus-types.ts';
import { HELD_OUT_RESUMES } from './corpus-held-out.data.ts';
import { ZH_RESUMES } from './corpus-zh.data.ts';
import { resumeHtml } from './html-layouts.ts';
import { useFonts } from './layout-kit.ts';
import { classic, sidebar, zhInline, zhTable, type TDrawn } from './layouts.ts';

const folder = (r: TCorpusResume) => path.join(import.meta.dirname, r.heldOut ? 'held-out' : 'files');

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

/** The customer's Degree item a printed degree stands for (`本科`, `B.S.`, `Master of Science`). */
const degreeKey = (degree: string) =>
  /博士|ph\.?d|doctor/i.test(degree)
    ? 'doctor'
    : /mba/i.test(degree)
      ? 'mba'
      : /硕士|研究生|master|^m\.?s|^m\.?a\b|^msc|^m\.?eng/i.test(degree)
        ? 'master'
        : /大专|专科|associate|diploma/i.test(degree)
          ? 'associate'
          : 'bachelor';

const expected = (r: TCorpusResume, drawn: Record<string, TDrawn | undefined>) => ({
  lang: r.lang,
  layout: r.layout.includes('sidebar') ? 'two-column' : r.layout.includes('table') ? 'table' : 'one-column',
  name:
    r.name === r.name.toUpperCase() && r.lang === 'en'
      ? r.name.replace(/\B[A-Z]+/g, (s) => s.toLowerCase())
      : r.name,
  phone: r.phoneExpected,
  email: r.email,
  work: r.work.map((w) => ({ company: w.company, title: w.title, start: w.start, end: w.end })),
  education: r.education.map((e) => ({
    school: e.school,
    major: e.major,
    degree: degreeKey(e.degree),
    start: e.start,
    end: e.end,
  })),
  skills: r.skills.length,
  columns: drawn.pdfkit ? 2 : 1,
  heldOut: Boolean(r.heldOut),
  ...(drawn.pdfkit ? { columnTexts: drawn } : {}),
});

/** pdfkit: the resume drawn with pdfkit's own text layout. */
const withPdfkit = (r: TCorpusResume) =>
  new Promise<TDrawn | undefined>((resolve) => {
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
    useFonts(doc, r);
    const drawn = draw(doc, r);
    doc.on('end', () => {
      writeFileSync(path.join(folder(r), `${r.id}.pdfkit.pdf`), Buffer.concat(chunks));
      resolve(drawn);
    });
    doc.end();
  });

/** Chromium: the resume's HTML page printed to A4, fonts subset by Chromium. */
const withChromium = async (browser: Browser, r: TCorpusResume) => {
  const { html, drawn } = resumeHtml(r);
  const page = await browser.newPage();
  await page.setContent(html);
  writeFileSync(
    path.join(folder(r), `${r.id}.chromium.pdf`),
    await page.pdf({ format: 'A4', printBackground: true }),
  );
  await page.close();
  return drawn;
};

const ALL = [...EN_RESUMES, ...ZH_RESUMES, ...MORE_RESUMES, ...HELD_OUT_RESUMES, ...HELD_OUT_MORE];
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
for (const r of ALL) {
  mkdirSync(folder(r), { recursive: true });
  const drawn = { pdfkit: await withPdfkit(r), chromium: await withChromium(browser, r) };
  writeFileSync(path.join(folder(r), `${r.id}.json`), `${JSON.stringify(expected(r, drawn), null, 2)}\n`);
}
await browser.close();
process.stdout.write(`${ALL.length} resumes, ${ALL.length * 2} PDFs written\n`);
