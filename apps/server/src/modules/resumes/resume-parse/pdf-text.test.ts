import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractPdfText, PdfUnreadableError } from './pdf-text.ts';

const sample = readFileSync(
  path.join(import.meta.dirname, 'corpus', 'files', 'zh-inline-zhang-wei.pdfkit.pdf'),
);

/** Either pages of text or the one refusal the route turns into "could not be read", never another error. */
const outcome = async (data: Buffer) => {
  try {
    const pages = await extractPdfText(new Uint8Array(data));
    return Array.isArray(pages) ? 'read' : 'odd';
  } catch (err) {
    return err instanceof PdfUnreadableError ? 'refused' : `crashed: ${String(err)}`;
  }
};

describe('reading damaged PDFs', () => {
  it('answers text or a refusal for truncated, scrambled and empty files', async () => {
    const scrambled = Buffer.from(sample);
    for (let i = 400; i < scrambled.length; i += 97) scrambled[i] = (scrambled[i]! * 31 + 7) & 0xff;
    const cases = [
      sample.subarray(0, Math.floor(sample.length / 2)),
      sample.subarray(0, 600),
      scrambled,
      Buffer.from('%PDF-1.7\n'),
      Buffer.from(
        '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 9 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF',
      ),
    ];
    for (const data of cases) expect(['read', 'refused']).toContain(await outcome(data));
  });

  it('reads the Chinese text of a subset CJK font with positions', async () => {
    const [page] = await extractPdfText(new Uint8Array(sample));
    const name = page!.items.find((i) => i.text === '张伟')!;
    expect(name.size).toBeGreaterThan(20);
    expect(name.y).toBeLessThan(100);
  });
});
