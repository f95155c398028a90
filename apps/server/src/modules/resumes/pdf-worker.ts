// The PDF worker: every read of an untrusted PDF (the upload check, text extraction and reading the
// resume) runs here, in a worker thread of the pool in pdf-reader.ts, never on the server's event loop.
import { serveTasks } from '../../lib/worker-pool.ts';
import { inspectPdf } from './pdf-safety.ts';
import { findPdfExcess } from './pdf-structure.ts';
import { extractPdfText, PdfUnreadableError } from './resume-parse/pdf-text.ts';
import { readResume } from './resume-parse/read-resume.ts';
import type { TPdfAnswer, TPdfTask } from './pdf-reader.ts';

const readPdf = async (data: Uint8Array, places: string[]): Promise<TPdfAnswer> => {
  // Files stored before the limits existed are measured again before pdf.js reads them.
  if (findPdfExcess(Buffer.from(data.buffer, data.byteOffset, data.byteLength))) {
    return { refusal: 'tooComplex' };
  }
  try {
    const read = readResume(await extractPdfText(data), new Set(places));
    return read ? { read } : { refusal: 'noText' };
  } catch (error) {
    if (error instanceof PdfUnreadableError) return { refusal: 'unreadable' };
    throw error;
  }
};

serveTasks(async (task: TPdfTask): Promise<TPdfAnswer> => {
  const data = Buffer.from(task.data.buffer, task.data.byteOffset, task.data.byteLength);
  if (task.kind === 'inspect') {
    const refusal = await inspectPdf(data);
    return refusal ? { refusal } : {};
  }
  return readPdf(task.data, task.places);
});
