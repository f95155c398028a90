import { inflateSync } from 'node:zlib';
import { getDocumentProxy } from 'unpdf';
import { findPdfExcess, PDF_LIMITS } from './pdf-structure.ts';

/**
 * Why an uploaded file is refused: not a PDF pdf.js can open, a PDF that can act on its own, or one that
 * asks more of the reader than a resume could (PDF_LIMITS).
 */
export type TPdfRefusal = 'invalid' | 'active' | 'tooComplex';

/**
 * Names that make a PDF act when opened or clicked, or carry other files: scripts, launching programs,
 * embedded files and rich media. A resume needs none of them.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'RichMedia',
  'XFA',
]);

/** Annotation kinds that hold a file or a player rather than a link or a note. */
const ACTIVE_ANNOTATIONS = new Set(['FileAttachment', 'RichMedia', 'Movie', 'Screen', 'Sound']);

const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

/** PDF names may spell any byte as #xx (`/J#61vaScript`); compare them decoded. */
const decodeName = (raw: string) =>
  raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const namesIn = (text: string) => [...text.matchAll(/\/([^\s/<>[\]()%{}]+)/g)].map((m) => decodeName(m[1]!));

const holdsActiveName = (text: string) => namesIn(text).some((name) => ACTIVE_NAMES.has(name));

/**
 * The objects packed in compressed object streams (/Type /ObjStm), where the raw bytes show nothing.
 * Answers undefined when they inflate to more than a resume could hold.
 */
const objectStreams = (raw: string, data: Buffer): string[] | undefined => {
  const found: string[] = [];
  let inflated = 0;
  for (const match of raw.matchAll(/<<((?:(?!>>\s*stream)[\s\S])*?)>>\s*stream\r?\n/g)) {
    if (!namesIn(match[1]!).includes('ObjStm')) continue;
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) continue;
    try {
      const out = inflateSync(data.subarray(start, end), {
        maxOutputLength: MAX_INFLATED_BYTES - inflated,
      });
      inflated += out.length;
      found.push(out.toString('latin1'));
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return undefined;
    }
  }
  return found;
};

type TPdf = Awaited<ReturnType<typeof getDocumentProxy>>;

/** What pdf.js itself finds: document and page scripts, attachments, form actions, file annotations. */
const parsedIsActive = async (pdf: TPdf): Promise<boolean> => {
  const attachments = (await pdf.getAttachments()) as Record<string, unknown> | null;
  if ((await pdf.getJSActions()) || (attachments && Object.keys(attachments).length > 0)) return true;
  const fields = (await pdf.getFieldObjects()) as Record<string, Array<{ actions?: unknown }>> | null;
  if (fields && Object.values(fields).some((widgets) => widgets.some((w) => w.actions))) return true;
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const annotations = (await page.getAnnotations()) as Array<{ subtype?: string; actions?: unknown }>;
    if (annotations.some((a) => ACTIVE_ANNOTATIONS.has(a.subtype ?? '') || a.actions)) return true;
    if (Object.keys((await page.getJSActions()) ?? {}).length > 0) return true;
  }
  return false;
};

/**
 * Checks an uploaded resume: pdf.js (through unpdf, as resume parsing uses) must open it and find at
 * least one page; then it must hold no JavaScript, Launch or embedded-file action or attachment, whether
 * pdf.js reports it or the object is only named in the file (raw or in a compressed object stream).
 * A file past PDF_LIMITS is refused before pdf.js reads it. Answers undefined for a plain PDF. Runs in the
 * PDF worker (pdf-worker.ts), never on the event loop.
 */
export const inspectPdf = async (data: Buffer): Promise<TPdfRefusal | undefined> => {
  const raw = data.toString('latin1');
  if (!raw.startsWith('%PDF-')) return 'invalid';
  if (findPdfExcess(data)) return 'tooComplex';
  let pdf: TPdf;
  try {
    pdf = await getDocumentProxy(new Uint8Array(data), {
      isEvalSupported: false,
      stopAtErrors: false,
      verbosity: 0,
    });
  } catch {
    return 'invalid';
  }
  try {
    if (pdf.numPages < 1) return 'invalid';
    if (pdf.numPages > PDF_LIMITS.pages) return 'tooComplex';
    const packed = objectStreams(raw, data);
    if (!packed) return 'invalid';
    if (holdsActiveName(raw) || packed.some(holdsActiveName)) return 'active';
    return (await parsedIsActive(pdf)) ? 'active' : undefined;
  } catch {
    return 'invalid';
  } finally {
    await pdf.destroy();
  }
};
