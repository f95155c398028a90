import type { Readable } from 'node:stream';
import { AppErrorCode, OPTION_GROUPS, type TDistrictNode, type TParsedResume } from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { getDistrictTree, listOptionGroups } from '../reference-data/reference-data.service.ts';
import { openOwnResumeFile } from './resume-files.service.ts';
import type { TOptionLists } from './resume-parse/options.ts';
import { pdfFailureError, type TPdfReader } from './pdf-reader.ts';
import { toProposal } from './resume-parse/to-proposal.ts';
import { COMMON_PLACES } from './resume-parse/vocabulary.ts';

const LISTS = ['Gender', 'Nationality', 'Degree', 'IsCcpMemeber', 'MaritalStatus', 'LanguageProficiency'];

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** The customer's reference lists the proposal chooses from, each item in both languages. */
const loadLists = async (deps: TDeps, customerId: number): Promise<TOptionLists> => {
  const ids = OPTION_GROUPS.filter((g) => LISTS.includes(g.code)).map((g) => g.id);
  const [en, zh] = await Promise.all([
    listOptionGroups(deps.db, customerId, 'en-us', ids),
    listOptionGroups(deps.db, customerId, 'zh-cn', ids),
  ]);
  return Object.fromEntries(
    en.map((group) => {
      const zhItems = zh.find((g) => g.code === group.code)?.items ?? [];
      const items = group.items.map((item) => ({
        value: item.value,
        en: item.text,
        zh: zhItems.find((z) => z.value === item.value)?.text ?? item.text,
      }));
      return [group.code, items];
    }),
  );
};

const namesOf = (nodes: TDistrictNode[]): string[] =>
  nodes.flatMap((n) => [n.text.toLowerCase(), ...namesOf(n.children ?? [])]);

/** Place names (the customer's districts in both languages and common cities), dropped from entries. */
const loadPlaces = async (deps: TDeps, customerId: number) => {
  const [en, zh] = await Promise.all([
    getDistrictTree(deps.db, customerId, 'en-us'),
    getDistrictTree(deps.db, customerId, 'zh-cn'),
  ]);
  const names = [...namesOf(en), ...namesOf(zh)].map((n) => n.replace(/(市|省)$/, ''));
  return new Set([...names, ...COMMON_PLACES]);
};

/** The file read by the PDF worker (text, then the resume in it); refused in words when it can't be. */
const readFile = async (reader: TPdfReader, data: Buffer, places: ReadonlySet<string>) => {
  const outcome = await reader.read(data, places);
  if ('failure' in outcome) throw pdfFailureError(outcome.failure, AppErrorCode.ResumeUnreadable);
  if (outcome.refusal === 'noText') throw new AppError(AppErrorCode.ResumeNoText, 'resumes.noText');
  if (outcome.refusal === 'tooComplex') {
    throw new AppError(AppErrorCode.ResumeUnreadable, 'resumes.pdfTooComplex');
  }
  if (outcome.refusal || !outcome.read)
    throw new AppError(AppErrorCode.ResumeUnreadable, 'resumes.unreadable');
  return outcome.read;
};

/**
 * ParseCustomResume: reads one of the candidate's own uploaded PDFs into a proposed resume. Another
 * candidate's file is not found; a broken file, a scanned image and a file past the PDF limits are
 * refused; nothing is stored. The file is read in the PDF worker, off the event loop.
 */
export const parseOwnResumeFile = async (
  deps: TDeps,
  reader: TPdfReader,
  customerId: number,
  userId: number,
  id: number,
): Promise<TParsedResume> => {
  const file = await openOwnResumeFile(deps, customerId, userId, id);
  const data = await readAll(file.stream);
  const read = await readFile(reader, data, await loadPlaces(deps, customerId));
  const proposal = toProposal(read, await loadLists(deps, customerId));
  return { ...proposal, resume: proposal.resume as unknown as Record<string, unknown>, updatedAt: null };
};
