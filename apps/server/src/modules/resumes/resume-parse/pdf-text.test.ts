import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TLine } from './lines.ts';
import { joinBrokenLines, normalizePages, normalizeText } from './normalize.ts';
import { extractPdfText, PdfUnreadableError, type TPdfPage } from './pdf-text.ts';

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

describe('folding the text before it is read', () => {
  const corpus = (file: string) =>
    new Uint8Array(readFileSync(path.join(import.meta.dirname, 'corpus', 'files', file)));
  const textOf = (pages: TPdfPage[]) => pages.flatMap((p) => p.items.map((i) => i.text)).join('');

  it('gives a Chromium-printed Chinese resume back its 工 大 月 (printed as Kangxi radicals)', async () => {
    const pages = await extractPdfText(corpus('zh-table-li-na.chromium.pdf'));
    expect(textOf(pages)).toMatch(/[\u2f00-\u2fdf]/);
    const folded = textOf(normalizePages(pages));
    expect(folded).not.toMatch(/[\u2e80-\u2fdf]/);
    expect(folded).toContain('工作经历');
    expect(folded).toContain('2019年3月-至今');
  });

  it('joins a letter-spaced name drawn glyph by glyph', async () => {
    const pages = await extractPdfText(corpus('zh-sidebar-serif-liu-yang.chromium.pdf'));
    expect(pages[0]!.items.slice(0, 2).map((i) => i.text)).toEqual(['刘', '洋']);
    expect(normalizePages(pages)[0]!.items[0]!.text).toBe('刘洋');
  });

  it('folds full-width forms and radical forms, and keeps Chinese punctuation', () => {
    expect(normalizeText('ＴＥＬ：１３８\u3000００１３ ８０００')).toBe('TEL：138 0013 8000');
    expect(normalizeText('\u2ed4户\u2f3e \u2ec5习 \u2f49\u2f84今')).toBe('门户户 见习 月至今');
    expect(normalizeText('阿里巴巴（中国）有限公司，杭州')).toBe('阿里巴巴（中国）有限公司，杭州');
  });

  it('puts back words broken across lines', () => {
    const line = (text: string, y: number): TLine => ({
      page: 1,
      column: 0,
      x0: 50,
      x1: 300,
      y,
      size: 10,
      text,
      segments: [text],
      left: 50,
      right: 300,
    });
    const joined = joinBrokenLines([
      line('Led the data-platform migra-', 100),
      line('tion for twelve teams', 112),
      line('Master of Engineering in', 140),
      line('Software Engineering', 152),
      line('手机：138 0013 8000 | 现居住地：北京市海', 180),
      line('淀区 | 政治面貌：中共党员', 192),
      line('2016.09-2019.06 北京邮电大学', 204),
    ]);
    expect(joined.map((l) => l.text)).toEqual([
      'Led the data-platform migration',
      'for twelve teams',
      'Master of Engineering in Software Engineering',
      '手机：138 0013 8000 | 现居住地：北京市海淀区 | 政治面貌：中共党员',
      '2016.09-2019.06 北京邮电大学',
    ]);
  });
});
