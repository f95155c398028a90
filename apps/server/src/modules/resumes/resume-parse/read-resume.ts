import { readPageLines } from './columns.ts';
import { findEmail, findName, findPhone, asName } from './contacts.ts';
import { readEducationEntry } from './education.ts';
import { splitEntries } from './entries.ts';
import { found, type TFoundEntry, type TReadResume } from './found.ts';
import { headingKind, type TSectionKind } from './headings.ts';
import { readLabelledFields } from './labels.ts';
import type { TLine } from './lines.ts';
import { joinBrokenLines, normalizePages } from './normalize.ts';
import type { TPdfPage } from './pdf-text.ts';
import { readSkills } from './skills.ts';
import { labelTableCells } from './tables.ts';
import { readWorkEntry } from './work.ts';

export interface TSection {
  kind: TSectionKind;
  lines: TLine[];
}

/**
 * Cuts the lines into sections at their headings. Each column keeps its own current section, so a
 * sidebar never continues the main column's section, and page 2's left column continues page 1's.
 */
export const splitSections = (lines: TLine[]): TSection[] => {
  const sections: TSection[] = [];
  const kindOf = new Map<number, TSectionKind>();
  let current: TSection | undefined;
  let place = '';
  for (const line of lines) {
    const heading = headingKind(line.text);
    const here = `${line.page}:${line.column}`;
    if (heading) kindOf.set(line.column, heading);
    const kind = kindOf.get(line.column) ?? 'header';
    if (!current || heading || here !== place || current.kind !== kind) {
      current = { kind, lines: [] };
      sections.push(current);
      place = here;
    }
    if (!heading) current.lines.push(line);
  }
  return sections.filter((s) => s.lines.length);
};

const linesOf = (sections: TSection[], ...kinds: TSectionKind[]) =>
  sections.filter((s) => kinds.includes(s.kind)).flatMap((s) => s.lines);

const BASIC_FIELDS = ['name', 'gender', 'birthDate', 'address', 'mobile', 'email'];
const OTHER_FIELDS = ['nationality', 'ethnicity', 'politicalStatus', 'maritalStatus'];

const pick = (from: TFoundEntry, names: string[]) =>
  Object.fromEntries(names.filter((n) => from[n]).map((n) => [n, from[n]!]));

/** The personal fields: labelled ones first, then the name, phone and email found anywhere on top. */
const readPersonal = (sections: TSection[], all: TLine[]) => {
  const personal = linesOf(sections, 'header', 'basic', 'intention');
  const labelled = readLabelledFields(personal);
  const labelledName = labelled.name && asName(labelled.name.value);
  const basic = pick(labelled, BASIC_FIELDS);
  if (labelledName && labelled.name) basic.name = found(labelledName, 0.95, labelled.name.source);
  else delete basic.name;
  const name = basic.name ?? findName(all);
  const mobile = findPhone([...personal, ...all]);
  const email = findEmail([...personal, ...all]);
  return {
    basic: {
      ...basic,
      ...(name ? { name } : {}),
      ...(mobile ? { mobile } : {}),
      ...(email ? { email } : {}),
    },
    other: pick(labelled, OTHER_FIELDS),
  };
};

/** Reads a resume's text pages into fields; undefined when the pages carry no text at all. */
export const readResume = (pages: TPdfPage[], places: ReadonlySet<string>): TReadResume | undefined => {
  const laid = normalizePages(pages).map(readPageLines);
  const lines = joinBrokenLines(laid.flatMap((l) => l.lines));
  if (!lines.some((l) => /[\p{L}\p{N}]/u.test(l.text))) return undefined;
  const sections = splitSections(lines);
  const entries = (kind: TSectionKind) =>
    sections.filter((s) => s.kind === kind).flatMap((s) => splitEntries(labelTableCells(s.lines)));
  return {
    ...readPersonal(sections, lines),
    workHistory: entries('work')
      .map((b) => readWorkEntry(b, places))
      .slice(0, 30),
    education: entries('education')
      .map((b) => readEducationEntry(b, places))
      .slice(0, 30),
    skills: readSkills(linesOf(sections, 'skills')),
    columns: laid[0]?.columns ?? 1,
  };
};
