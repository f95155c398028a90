import {
  LOW_PARSE_CONFIDENCE,
  type TParsedField,
  type TParsedResume,
  type TResumeField,
  type TResumeSectionConfig,
} from '@tmp/contracts';

type TEntry = Record<string, unknown>;

/** new: the resume has nothing there; same: it already holds this; differs: taking it replaces a value. */
export type TProposalState = 'new' | 'same' | 'differs';

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** A value as the form shows it: the option's text for lists, yes/no for booleans. */
export const displayValue = (field: TResumeField, value: unknown, yesNo: [string, string]): string => {
  if (isEmpty(value)) return '';
  const option = field.options?.find((o) => o.value === value);
  if (option) return option.text;
  if (typeof value === 'boolean') return value ? yesNo[0] : yesNo[1];
  return String(value);
};

const describe = (
  field: TResumeField,
  value: unknown,
  current: unknown,
  info: TParsedField | undefined,
  yesNo: [string, string],
) => {
  const confidence = info?.confidence ?? 0.5;
  return {
    name: field.name,
    label: field.label,
    value,
    text: displayValue(field, value, yesNo),
    currentText: displayValue(field, current, yesNo),
    confidence,
    isLow: confidence < LOW_PARSE_CONFIDENCE,
    source: info?.source ?? '',
  };
};

const norm = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

/** The fields that say two entries are the same one (same company and start, same school and start…). */
const IDENTITY: Record<string, string[]> = {
  workHistory: ['company', 'startDate'],
  education: ['school', 'startDate'],
  skills: ['name'],
};

const isSameEntry = (sectionKey: string, a: TEntry, b: TEntry) =>
  (IDENTITY[sectionKey] ?? []).every((k) => !isEmpty(a[k]) && norm(a[k]) === norm(b[k]));

const entryTitle = (fields: TProposalField[]) =>
  fields
    .filter((f) => ['company', 'position', 'school', 'major', 'name'].includes(f.name))
    .map((f) => f.text)
    .join(' · ');

type TProposalField = ReturnType<typeof describe>;

/**
 * One thing the candidate can take of `section`: a single field, or a whole entry of a repeated section; as
 * sure as its least sure field.
 */
const itemOf = (
  section: TResumeSectionConfig,
  item: {
    key: string;
    kind: 'field' | 'entry';
    title: string;
    fields: TProposalField[];
    state: TProposalState;
  },
) => ({
  ...item,
  key: `${section.key}.${item.key}`,
  sectionKey: section.key,
  sectionName: section.name,
  confidence: Math.min(...item.fields.map((f) => f.confidence)),
  isLow: item.fields.some((f) => f.isLow),
});

export type TProposalItem = ReturnType<typeof itemOf>;

interface TSectionInput {
  section: TResumeSectionConfig;
  proposal: TParsedResume;
  proposed: unknown;
  current: unknown;
  yesNo: [string, string];
}

/** A repeated section's items: one per entry read, the same as one the candidate has or new. */
const entryItems = ({ section, proposal, proposed, current, yesNo }: TSectionInput): TProposalItem[] => {
  const entries = Array.isArray(proposed) ? (proposed as TEntry[]) : [];
  const existing = Array.isArray(current) ? (current as TEntry[]) : [];
  return entries.map((entry, i) => {
    const fields = section.fields
      .filter((f) => !isEmpty(entry[f.name]))
      .map((f) =>
        describe(f, entry[f.name], undefined, proposal.fields[`${section.key}.${i}.${f.name}`], yesNo),
      );
    const state = existing.some((e) => isSameEntry(section.key, e ?? {}, entry)) ? 'same' : 'new';
    return itemOf(section, { key: String(i), kind: 'entry', title: entryTitle(fields), fields, state });
  });
};

/** A plain section's items: one per field read, new where the form's is empty, else the same or differing. */
const fieldItems = ({ section, proposal, proposed, current, yesNo }: TSectionInput): TProposalItem[] => {
  const entry = (proposed ?? {}) as TEntry;
  const now = (current ?? {}) as TEntry;
  return section.fields
    .filter((f) => !isEmpty(entry[f.name]))
    .map((f) => {
      const info = proposal.fields[`${section.key}.${f.name}`];
      const field = describe(f, entry[f.name], now[f.name], info, yesNo);
      const state = isEmpty(now[f.name])
        ? 'new'
        : norm(now[f.name]) === norm(entry[f.name])
          ? 'same'
          : 'differs';
      return itemOf(section, { key: f.name, kind: 'field', title: f.label, fields: [field], state });
    });
};

/**
 * What the proposal offers, set against the form's current values: one item per single field the file
 * filled, and one per entry of a repeated section (added beside the candidate's own, never over them).
 */
export const proposalItems = (
  proposal: TParsedResume,
  values: TEntry,
  sections: readonly TResumeSectionConfig[],
  yesNo: [string, string] = ['Yes', 'No'],
): TProposalItem[] =>
  sections.flatMap((section) => {
    const input = {
      section,
      proposal,
      proposed: proposal.resume[section.key],
      current: values[section.key],
      yesNo,
    };
    return section.repeatable ? entryItems(input) : fieldItems(input);
  });

/** Form changes that take one item: a field's value, or the section's entries with this one added. */
export const changesFor = (
  item: TProposalItem,
  values: TEntry,
): Array<{ name: Array<string | number>; value: unknown }> => {
  if (item.kind === 'field') {
    return [{ name: [item.sectionKey, item.fields[0]!.name], value: item.fields[0]!.value }];
  }
  const existing = Array.isArray(values[item.sectionKey]) ? (values[item.sectionKey] as TEntry[]) : [];
  const entry = Object.fromEntries(item.fields.map((f) => [f.name, f.value]));
  return [{ name: [item.sectionKey], value: [...existing, entry] }];
};

/**
 * One section's share of a proposal (how many entries, or single fields, the file gave it) per section, in the form's order, so the candidate sees at once what to check: every
 * section the file filled, and the entry sections a resume file is read into (work, education, skills)
 * even when nothing was found for them.
 */
export const sectionCounts = (items: TProposalItem[], sections: readonly TResumeSectionConfig[]) =>
  sections
    .map((s) => ({
      sectionKey: s.key,
      sectionName: s.name,
      kind: s.repeatable ? ('entry' as const) : ('field' as const),
      count: items.filter((i) => i.sectionKey === s.key).length,
    }))
    .filter((s) => s.count > 0 || (s.kind === 'entry' && s.sectionKey in IDENTITY));

export type TSectionCount = ReturnType<typeof sectionCounts>[number];
