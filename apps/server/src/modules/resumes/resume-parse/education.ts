import type { TEntryBlock } from './entries.ts';
import { found, type TFoundEntry } from './found.ts';
import { entryPieces, type TPiece } from './pieces.ts';
import { findDegree } from './vocabulary.ts';

const SCHOOL =
  /大学|学院|学校|中学|university|universit|college|institute|school|academy|polytechnic|\bmit\b/i;
const FIELD_WORDS =
  /^(?:of\s+)?(?:arts|science|sciences|engineering|business administration|laws?)?\s*(?:degree)?$/i;

/** The major a degree piece names: `B.S. in Computer Science`, `计算机科学与技术（本科）`. */
const majorBeside = (text: string, degreeText: string) => {
  const inMajor = /\b(?:in|major(?:ing)? in)\s+(.+)$/i.exec(text);
  if (inMajor) return inMajor[1]!.trim();
  const rest = text
    .replace(degreeText, ' ')
    .replace(/[()（）,，]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return FIELD_WORDS.test(rest) ? undefined : rest.replace(/^of\s+/i, '');
};

const take = (pieces: TPiece[], test: (p: TPiece) => boolean) => {
  const i = pieces.findIndex(test);
  return i < 0 ? undefined : pieces.splice(i, 1)[0];
};

/** One education entry from its heading lines: degree and school by words, major by label or what is left. */
export const readEducationEntry = (block: TEntryBlock, places: ReadonlySet<string>): TFoundEntry => {
  const pieces = entryPieces(block, places);
  const entry: TFoundEntry = {};
  const labelled = (field: string) => take(pieces, (p) => p.label === field);
  const school = labelled('school') ?? take(pieces, (p) => SCHOOL.test(p.text) && !findDegree(p.text));
  if (school) entry.school = found(school.text.slice(0, 100), school.label ? 0.95 : 0.9, school.source);
  const degreePiece = labelled('degree') ?? take(pieces, (p) => Boolean(findDegree(p.text)));
  const degree = degreePiece && findDegree(degreePiece.text);
  if (degreePiece && degree) {
    entry.degree = found(degree.key, 0.9, degreePiece.source);
    const major = majorBeside(degreePiece.text, degree.match);
    if (major) entry.major = found(major.slice(0, 100), 0.75, degreePiece.source);
  }
  const major = labelled('major') ?? take(pieces, (p) => !p.label && p.text.length <= 60);
  if (major && (!entry.major || major.label)) {
    entry.major = found(major.text.slice(0, 100), major.label ? 0.95 : 0.75, major.source);
  }
  if (!entry.school) {
    const loose = take(pieces, () => true);
    if (loose) entry.school = found(loose.text.slice(0, 100), 0.5, loose.source);
  }
  entry.startDate = found(`${block.range.start}-01`, 0.9, block.range.text);
  if (block.range.end) entry.endDate = found(`${block.range.end}-01`, 0.9, block.range.text);
  return entry;
};
