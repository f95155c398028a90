import { getDocumentProxy } from 'unpdf';

/** One run of text as the PDF draws it: top-left origin, in points. */
export interface TTextItem {
  page: number;
  x: number;
  /** Baseline, measured from the top of the page. */
  y: number;
  width: number;
  size: number;
  text: string;
}

export interface TPdfPage {
  number: number;
  width: number;
  height: number;
  items: TTextItem[];
}

/** Resumes run to a few pages; anything past this is appendices (certificates, transcripts). */
const MAX_PAGES = 6;

export class PdfUnreadableError extends Error {}

interface TRawItem {
  str?: string;
  transform?: number[];
  width?: number;
}

const toItem = (raw: TRawItem, page: number, height: number): TTextItem | undefined => {
  const [a = 0, b = 0, , , e = 0, f = 0] = raw.transform ?? [];
  const text = (raw.str ?? '').replace(/\s{2,}/g, '  ').replace(/\s/g, (c) => (c === ' ' ? c : ' '));
  if (!text.trim()) return undefined;
  const size = Math.hypot(a, b) || 10;
  return { page, x: e, y: height - f, width: raw.width ?? 0, size, text };
};

/** The text of each page with positions, read by pdf.js; throws PdfUnreadableError for a broken file. */
export const extractPdfText = async (data: Uint8Array): Promise<TPdfPage[]> => {
  const pdf = await getDocumentProxy(data, {
    isEvalSupported: false,
    stopAtErrors: false,
    verbosity: 0,
  }).catch((err: unknown) => {
    throw new PdfUnreadableError(String(err));
  });
  try {
    const pages: TPdfPage[] = [];
    for (let n = 1; n <= Math.min(pdf.numPages, MAX_PAGES); n += 1) {
      const page = await pdf.getPage(n);
      const [, , width = 595, height = 842] = page.view;
      const content = await page.getTextContent();
      const items = (content.items as TRawItem[])
        .map((raw) => toItem(raw, n, height))
        .filter((i): i is TTextItem => Boolean(i));
      pages.push({ number: n, width, height, items });
    }
    return pages;
  } catch (err) {
    throw new PdfUnreadableError(String(err));
  } finally {
    await pdf.destroy();
  }
};
