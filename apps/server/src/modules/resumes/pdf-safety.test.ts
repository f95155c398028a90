import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfWith, samplePdf } from '../../test/files.ts';
import { contentBombPdf, manyPagesPdf, nestedFormsPdf } from '../../test/hostile-pdfs.ts';
import { inspectPdf } from './pdf-safety.ts';
import { findPdfExcess } from './pdf-structure.ts';

const CORPUS = path.join(import.meta.dirname, 'resume-parse', 'corpus', 'files');

/** An object stream (compressed) holding object 5, the way PDF 1.5+ writers pack their objects. */
const packed = (object: string) => {
  const content = Buffer.from(`5 0 ${object}`, 'latin1');
  const stream = deflateSync(content);
  return [
    '<< /Type /Catalog >>',
    `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`,
  ];
};

describe('inspectPdf', () => {
  it('takes plain PDFs, with or without a cross-reference table', async () => {
    expect(await inspectPdf(samplePdf())).toBeUndefined();
    expect(await inspectPdf(pdfWith())).toBeUndefined();
    expect(await inspectPdf(pdfWith('/OpenAction [3 0 R /Fit]'))).toBeUndefined();
    expect(
      await inspectPdf(
        pdfWith(
          '',
          [],
          '/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /URI /URI (https://example.com) >> >>]',
        ),
      ),
    ).toBeUndefined();
  });

  it('refuses what only starts like a PDF', async () => {
    expect(await inspectPdf(Buffer.from('%PDF-<html><script>alert(1)</script></html>'))).toBe('invalid');
    expect(await inspectPdf(Buffer.from('%PDF-1.4\n%%EOF'))).toBe('invalid');
    expect(await inspectPdf(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5000, 0x41)]))).toBe(
      'invalid',
    );
    expect(await inspectPdf(Buffer.from('<html>%PDF-1.4'))).toBe('invalid');
  });

  it('refuses scripts, launch actions and attachments wherever the file holds them', async () => {
    const active = {
      'JavaScript open action': pdfWith('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
      'document-level script': pdfWith('/Names << /JavaScript << /Names [(a) 5 0 R] >> >>', [
        '<< /S /JavaScript /JS (app.alert(1)) >>',
      ]),
      'launch open action': pdfWith('/OpenAction << /S /Launch /F (calc.exe) >>'),
      'launch link': pdfWith(
        '',
        [],
        '/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /Launch /F (cmd.exe) >> >>]',
      ),
      'page script': pdfWith('', [], '/AA << /O << /S /JavaScript /JS (app.alert(1)) >> >>'),
      'embedded file': pdfWith('/Names << /EmbeddedFiles << /Names [(a.exe) 5 0 R] >> >>', [
        '<< /Type /Filespec /F (a.exe) /EF << /F 6 0 R >> >>',
        '<< /Type /EmbeddedFile /Length 3 >>\nstream\nabc\nendstream',
      ]),
      'file attachment annotation': pdfWith(
        '',
        [],
        '/Annots [<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 9 9] /FS (a.exe) >>]',
      ),
      'name spelled with #xx': pdfWith('/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>'),
      'action in a compressed object stream': pdfWith(
        '/OpenAction 6 0 R',
        packed('<< /S /Launch /F (calc.exe) >>'),
      ),
    };
    const found = Object.fromEntries(
      await Promise.all(Object.entries(active).map(async ([name, pdf]) => [name, await inspectPdf(pdf)])),
    );
    expect(found).toEqual(Object.fromEntries(Object.keys(active).map((name) => [name, 'active'])));
  });

  it('refuses files that ask more of the reader than a resume could, before pdf.js reads them', async () => {
    const spelled = (pdf: Buffer) =>
      Buffer.from(pdf.toString('latin1').replaceAll('/Type /Page /', '/Type /P#61ge /'), 'latin1');
    expect({
      'text commands inflating to 5 MB': findPdfExcess(contentBombPdf(5_000_000, 1)),
      '800 KB of them drawn by 6 pages': findPdfExcess(contentBombPdf(800_000)),
      'forms nested 5 x 10': findPdfExcess(nestedFormsPdf(5, 10)),
      'forms nested 20 deep': findPdfExcess(nestedFormsPdf(20, 1)),
      '51 pages': findPdfExcess(manyPagesPdf(51)),
      '51 pages that say they are 1': findPdfExcess(manyPagesPdf(51, 1)),
      '51 pages with their type spelled in #xx': findPdfExcess(spelled(manyPagesPdf(51))),
    }).toEqual({
      'text commands inflating to 5 MB': 'content',
      '800 KB of them drawn by 6 pages': 'content',
      'forms nested 5 x 10': 'content',
      'forms nested 20 deep': 'forms',
      '51 pages': 'pages',
      '51 pages that say they are 1': 'pages',
      '51 pages with their type spelled in #xx': 'pages',
    });
    expect(await inspectPdf(nestedFormsPdf(5, 10))).toBe('tooComplex');
    expect(await inspectPdf(manyPagesPdf(51, 1))).toBe('tooComplex');
  });

  it('takes what resumes hold: forms drawn a few times, 50 pages, every file of the corpus', async () => {
    expect(await inspectPdf(nestedFormsPdf(3, 4))).toBeUndefined();
    expect(await inspectPdf(manyPagesPdf(50))).toBeUndefined();
    const corpus = readdirSync(CORPUS).filter((name) => name.endsWith('.pdf'));
    expect(corpus.length).toBeGreaterThan(10);
    const refused = corpus.filter((name) => findPdfExcess(readFileSync(path.join(CORPUS, name))));
    expect(refused).toEqual([]);
  });
});
