import { AppErrorCode, type TAppErrorCode } from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import { createWorkerPool, WorkerPoolError, type TWorkerPoolOptions } from '../../lib/worker-pool.ts';
import type { TPdfRefusal } from './pdf-safety.ts';
import type { TReadResume } from './resume-parse/found.ts';

/** One task for the PDF worker. */
export type TPdfTask =
  { kind: 'inspect'; data: Uint8Array } | { kind: 'read'; data: Uint8Array; places: string[] };

/** Why the worker refuses a file: the upload check's reasons, or reading found nothing to read. */
export type TPdfWorkerRefusal = TPdfRefusal | 'unreadable' | 'noText';

/** The worker's answer: a refusal, or (reading) what it read. */
export interface TPdfAnswer {
  refusal?: TPdfWorkerRefusal;
  read?: TReadResume;
}

/**
 * The limits of the PDF workers. One worker suits a small machine: a resume is read in well under a
 * second, and files past PDF_LIMITS are refused in milliseconds; the time and memory limits stop what
 * those checks cannot foresee.
 */
export const PDF_READER_LIMITS = {
  workers: 1,
  /**
   * Files waiting for the worker (a waiting file holds only the request's own buffer); past this the
   * server answers "busy, try again".
   */
  maxQueued: 16,
  timeoutMs: 8_000,
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
} satisfies Omit<TWorkerPoolOptions, 'file'>;

/** Beside this module in the sources (.ts), beside server.js in the production bundle (dist/pdf-worker.js). */
const WORKER_FILE = new URL(
  import.meta.url.endsWith('.ts') ? './pdf-worker.ts' : './pdf-worker.js',
  import.meta.url,
);

/** What became of a file: the worker's answer, or why it has none (see TWorkerPoolFailure). */
export type TPdfOutcome = TPdfAnswer | { failure: WorkerPoolError['reason'] };

export interface TPdfReader {
  /** The upload check (pdf-safety.ts) of one file. */
  inspect: (data: Buffer) => Promise<TPdfOutcome>;
  /** The text of the file read into a resume; `places` are the place names the reader leaves out. */
  read: (data: Buffer, places: ReadonlySet<string>) => Promise<TPdfOutcome>;
  close: () => Promise<void>;
}

/** Runs untrusted PDFs through a pool of worker threads with time, memory and queue limits. */
export const createPdfReader = (limits: Omit<TWorkerPoolOptions, 'file'> = PDF_READER_LIMITS): TPdfReader => {
  const pool = createWorkerPool({ ...limits, file: WORKER_FILE });
  const run = async (task: TPdfTask): Promise<TPdfOutcome> => {
    try {
      return await pool.run<TPdfAnswer>(task);
    } catch (error) {
      if (error instanceof WorkerPoolError && error.reason !== 'failed') return { failure: error.reason };
      throw error;
    }
  };
  return {
    // Posting copies the bytes: the upload's own buffer, stored afterwards, is never handed over.
    inspect: (data) => run({ kind: 'inspect', data }),
    read: (data, places) => run({ kind: 'read', data, places: [...places] }),
    close: () => pool.close(),
  };
};

/**
 * A file the worker had to stop on (past its time or memory) is refused as too complex, under `code`; a
 * full queue is "busy, try again" and a closing server "unavailable" (503, the client may retry).
 */
export const pdfFailureError = (failure: WorkerPoolError['reason'], code: TAppErrorCode) => {
  if (failure === 'busy')
    return new AppError(AppErrorCode.Unavailable, 'resumes.readerBusy', { status: 503 });
  if (failure === 'closed')
    return new AppError(AppErrorCode.Unavailable, 'common.unavailable', { status: 503 });
  return new AppError(code, 'resumes.pdfTooComplex');
};
