import { PHONE_PATTERN, ZEmail, type TParsedField, type TResume } from '@tmp/contracts';
import type { TFound, TFoundEntry, TReadResume } from './found.ts';
import { matchOption, type TOptionLists } from './options.ts';

type TEntry = Record<string, string | number | boolean | undefined>;
interface TTarget {
  name: string;
  from?: string;
  /** Reference list the value is chosen from. */
  list?: string;
  max?: number;
  check?: (value: string) => boolean;
}

const BASIC: TTarget[] = [
  { name: 'name', max: 50 },
  { name: 'gender', list: 'Gender' },
  { name: 'birthDate' },
  { name: 'address', max: 200 },
  { name: 'mobile', check: (v) => PHONE_PATTERN.test(v) },
  { name: 'email', check: (v) => ZEmail.safeParse(v).success },
];
const OTHER: TTarget[] = [
  { name: 'nationality', list: 'Nationality' },
  { name: 'ethnicity', max: 20 },
  { name: 'politicalStatus', list: 'IsCcpMemeber' },
  { name: 'maritalStatus', list: 'MaritalStatus' },
];
const WORK: TTarget[] = [
  { name: 'company' },
  { name: 'position' },
  { name: 'startDate' },
  { name: 'endDate' },
];
const EDUCATION: TTarget[] = [
  { name: 'degree', list: 'Degree' },
  { name: 'school' },
  { name: 'major' },
  { name: 'startDate' },
  { name: 'endDate' },
];
const SKILL: TTarget[] = [
  { name: 'type' },
  { name: 'name', max: 50 },
  { name: 'level', list: 'LanguageProficiency' },
];

/** Fills one entry of the resume from what was found, recording confidence and source per field. */
const fill = (
  found: TFoundEntry,
  targets: TTarget[],
  lists: TOptionLists,
  path: string,
  fields: Record<string, TParsedField>,
): TEntry => {
  const entry: TEntry = {};
  const put = (name: string, value: string | number, hit: TFound, confidence = hit.confidence) => {
    entry[name] = value;
    fields[`${path}.${name}`] = { confidence: Math.round(confidence * 100) / 100, source: hit.source };
  };
  for (const target of targets) {
    const hit = found[target.from ?? target.name];
    if (!hit || (target.check && !target.check(hit.value))) continue;
    if (target.list) {
      const option = matchOption(hit.value, lists[target.list] ?? [], target.list);
      if (option) put(target.name, option.value, hit, Math.min(hit.confidence, option.confidence));
    } else put(target.name, hit.value.slice(0, target.max ?? 100), hit);
  }
  if (
    typeof entry.startDate === 'string' &&
    typeof entry.endDate === 'string' &&
    entry.startDate > entry.endDate
  ) {
    delete entry.endDate;
    delete fields[`${path}.endDate`];
  }
  return entry;
};

/** The proposal in the shape of the stored resume, with `fields` keyed by each filled field's path. */
export const toProposal = (read: TReadResume, lists: TOptionLists) => {
  const fields: Record<string, TParsedField> = {};
  const many = (entries: TFoundEntry[], targets: TTarget[], key: string) =>
    entries.map((entry, i) => fill(entry, targets, lists, `${key}.${i}`, fields));
  const resume: TResume = {
    basic: fill(read.basic, BASIC, lists, 'basic', fields),
    other: fill(read.other, OTHER, lists, 'other', fields),
    workHistory: many(read.workHistory, WORK, 'workHistory'),
    education: many(read.education, EDUCATION, 'education'),
    additional: {},
    skills: many(read.skills, SKILL, 'skills'),
    homeOffice: {},
  };
  return { resume, fields, columns: read.columns };
};
