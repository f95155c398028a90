import { deflateSync } from 'node:zlib';

/**
 * PDFs made to exhaust a reader, built in the test rather than stored: a small file that inflates to
 * megabytes of text commands, forms drawn inside forms, and page trees of tens of thousands of pages.
 */

/** A stream object: its dictionary entries and its (deflated) bytes. */
const stream = (entries: string, content: Buffer | string) => {
  const bytes = deflateSync(typeof content === 'string' ? Buffer.from(content, 'latin1') : content);
  return Buffer.concat([
    Buffer.from(`<< ${entries} /Filter /FlateDecode /Length ${bytes.length} >>\nstream\n`, 'latin1'),
    bytes,
    Buffer.from('\nendstream', 'latin1'),
  ]);
};

/** A PDF of these objects (numbered from 1, the first the catalog) with a cross-reference table. */
const pdfOf = (objects: Array<string | Buffer>): Buffer => {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: string[] = [];
  const push = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  objects.forEach((object, i) => {
    offsets.push(`${String(length).padStart(10, '0')} 00000 n \n`);
    push(Buffer.from(`${i + 1} 0 obj\n`, 'latin1'));
    push(typeof object === 'string' ? Buffer.from(object, 'latin1') : object);
    push(Buffer.from('\nendobj\n', 'latin1'));
  });
  const trailer =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.join('')}` +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  push(Buffer.from(trailer, 'latin1'));
  return Buffer.concat(parts);
};

const FONT = '/Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >>';
const TEXT = 'BT /F1 9 Tf 40 700 Td (Experience 2019-2024 Engineer) Tj ET\n';

/** Text commands repeated to `bytes`, one stream drawn by each of `pages` pages (objects 3 on). */
export const contentBombPdf = (bytes: number, pages = 6): Buffer => {
  const content = TEXT.repeat(Math.ceil(bytes / TEXT.length));
  const pageRefs = Array.from({ length: pages }, (_, i) => `${i + 4} 0 R`);
  const page = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << ${FONT} >> /Contents 3 0 R >>`;
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageRefs.join(' ')}] /Count ${pages} >>`,
    stream('', content),
    ...Array.from({ length: pages }, () => page),
  ]);
};

/** One page drawing a form `fanout` times, which draws the next form `fanout` times, `depth` deep. */
export const nestedFormsPdf = (depth = 5, fanout = 10): Buffer => {
  const draws = (name: string) => `q 1 0 0 1 1 1 cm /${name} Do Q\n`.repeat(fanout);
  // Objects: 1 catalog, 2 pages, 3 page, 4 page content, 5.. forms (the last draws text only).
  const forms = Array.from({ length: depth }, (_, i) => {
    const last = i === depth - 1;
    const resources = last ? FONT : `/XObject << /X${i + 1} ${i + 6} 0 R >>`;
    return stream(
      `/Type /XObject /Subtype /Form /BBox [0 0 595 842] /Resources << ${resources} >>`,
      last ? TEXT.repeat(20) : draws(`X${i + 1}`),
    );
  });
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /X0 5 0 R >> >> /Contents 4 0 R >>',
    stream('', draws('X0')),
    ...forms,
  ]);
};

/** `count` pages in one flat page tree, all drawing one small shared stream. */
export const manyPagesPdf = (count: number, declaredCount = count): Buffer => {
  const kids = Array.from({ length: count }, (_, i) => `${i + 4} 0 R`).join(' ');
  const page = '<< /Type /Page /Parent 2 0 R /Contents 3 0 R >>';
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /MediaBox [0 0 595 842] /Resources << ${FONT} >> /Kids [${kids}] /Count ${declaredCount} >>`,
    stream('', TEXT),
    ...Array.from({ length: count }, () => page),
  ]);
};
