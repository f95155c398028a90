import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppErrorCode, MAX_RESUME_FILES, type TResumeFile } from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { isApplicant } from '../applications/applications.service.ts';
import { pdfFailureError, type TPdfReader } from './pdf-reader.ts';
import {
  countResumeFiles,
  deleteResumeFile,
  findCustomerResumeFile,
  findResumeFile,
  findResumeFiles,
  insertResumeFile,
  lockUserResumeFiles,
} from './resumes.repository.ts';

const PDF_MAGIC = Buffer.from('%PDF-');

const toFile = (row: { id: number; fileName: string; size: number; createdAt: Date }): TResumeFile => ({
  id: row.id,
  fileName: row.fileName,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
});

/** A name safe to store and to send back: no folders, control characters or quotes; always ending in .pdf. */
export const safeFileName = (name: string | undefined): string => {
  const base = path.basename((name ?? '').replace(/\\/g, '/'));
  const cleaned = [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && !'"<>|:*?/\\'.includes(c))
    .join('')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 120);
  const stem = cleaned.replace(/\.pdf$/i, '') || 'resume';
  return `${stem}.pdf`;
};

const REFUSALS = {
  invalid: 'resumes.pdfUnreadable',
  unreadable: 'resumes.pdfUnreadable',
  noText: 'resumes.pdfUnreadable',
  active: 'resumes.pdfActive',
  tooComplex: 'resumes.pdfTooComplex',
} as const;

/** The upload check, run by the PDF worker: answers only for a file it takes. */
const checkPdf = async (reader: TPdfReader, data: Buffer) => {
  const outcome = await reader.inspect(data);
  if ('failure' in outcome) throw pdfFailureError(outcome.failure, AppErrorCode.UploadRejected);
  if (outcome.refusal) throw new AppError(AppErrorCode.UploadRejected, REFUSALS[outcome.refusal]);
};

/**
 * Stores a PDF resume of the candidate, checked by its content, not its name: a renamed PNG, a file pdf.js
 * cannot open, a PDF with scripts, launch actions or attached files and one past the PDF limits are refused.
 */
export const uploadResumeFile = async (
  deps: TDeps,
  reader: TPdfReader,
  owner: { customerId: number; userId: number },
  file: { fileName: string | undefined; data: Buffer },
) => {
  if (file.data.length < PDF_MAGIC.length || !file.data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    throw new AppError(AppErrorCode.UploadRejected, 'resumes.notPdf');
  }
  await checkPdf(reader, file.data);
  const storageKey = `${owner.customerId}/${owner.userId}/${randomUUID()}.pdf`;
  await deps.adapters.storage.put(storageKey, file.data);
  try {
    return toFile(await recordWithinLimit(deps, owner, file, storageKey));
  } catch (error) {
    await deps.adapters.storage.remove(storageKey);
    throw error;
  }
};

/** Counts and inserts under the candidate's upload lock: N simultaneous uploads count as N. */
const recordWithinLimit = (
  deps: TDeps,
  owner: { customerId: number; userId: number },
  file: { fileName: string | undefined; data: Buffer },
  storageKey: string,
) =>
  deps.db.transaction(async (tx) => {
    await lockUserResumeFiles(tx, owner.userId);
    if ((await countResumeFiles(tx, owner.customerId, owner.userId)) >= MAX_RESUME_FILES) {
      throw new AppError(AppErrorCode.UploadRejected, 'resumes.tooManyFiles');
    }
    return insertResumeFile(tx, {
      ...owner,
      fileName: safeFileName(file.fileName),
      storageKey,
      size: file.data.length,
      sha256: createHash('sha256').update(file.data).digest('hex'),
      createdAt: deps.now(),
    });
  });

export const listResumeFiles = async (deps: TDeps, customerId: number, userId: number) =>
  (await findResumeFiles(deps.db, customerId, userId)).map(toFile);

const notFound = () => new AppError(AppErrorCode.FileNotFound, 'resumes.fileNotFound');

/** Deletes one of the candidate's own files; another candidate's id is answered as not found. */
export const deleteOwnResumeFile = async (deps: TDeps, customerId: number, userId: number, id: number) => {
  const row = await findResumeFile(deps.db, customerId, userId, id);
  if (!row) throw notFound();
  await deleteResumeFile(deps.db, customerId, row.id);
  await deps.adapters.storage.remove(row.storageKey);
};

type TOpenFile = { fileName: string; size: number; stream: Readable };

const open = async (
  deps: TDeps,
  row: { fileName: string; size: number; storageKey: string } | undefined,
): Promise<TOpenFile> => {
  const stream = row ? await deps.adapters.storage.get(row.storageKey) : undefined;
  if (!row || !stream) throw notFound();
  return { fileName: row.fileName, size: row.size, stream };
};

export const openOwnResumeFile = async (deps: TDeps, customerId: number, userId: number, id: number) =>
  open(deps, await findResumeFile(deps.db, customerId, userId, id));

/** HR reads a candidate's file only when that candidate applied to one of this customer's jobs. */
export const openResumeFileForHr = async (deps: TDeps, customerId: number, id: number) => {
  const row = await findCustomerResumeFile(deps.db, customerId, id);
  return open(deps, row && (await isApplicant(deps, customerId, row.userId)) ? row : undefined);
};
