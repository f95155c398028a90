import {
  emptyResume,
  findMissingFields,
  RESUME_SECTIONS,
  translate,
  ZResume,
  type TLang,
  type TResume,
  type TResumeSectionConfig,
} from '@tmp/contracts';

export type TNamePath = Array<string | number>;
export interface TFieldError {
  /** Dotted key: `basic.mobile`, `workHistory.0.company`, or a repeated section key (`education`). */
  key: string;
  name: TNamePath;
  message: string;
}

type TEntry = Record<string, unknown>;

/** `resume.workHistory.0.company` (a server field key) or `workHistory.0.company` → the form's name path. */
export const toNamePath = (key: string): TNamePath =>
  key
    .replace(/^resume\./, '')
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));

export const toFieldKey = (name: TNamePath): string => name.join('.');

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The keys the form requires: required single fields, and repeated sections that need an entry. */
export const requiredKeysOf = (sections: readonly TResumeSectionConfig[]): string[] =>
  sections.flatMap((s) =>
    s.repeatable ? (s.required ? [s.key] : []) : s.fields.filter((f) => f.required).map((f) => f.key),
  );

const cleanEntry = (entry: unknown): TEntry =>
  Object.fromEntries(
    Object.entries((entry as TEntry | null | undefined) ?? {})
      .filter(([, v]) => !isEmpty(v))
      .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
  );

/** The form's values as a resume: every section present, empty values dropped, text trimmed. */
export const toResume = (values: unknown): TResume => {
  const source = (values ?? {}) as Record<string, unknown>;
  const resume = emptyResume() as unknown as Record<string, unknown>;
  for (const section of RESUME_SECTIONS) {
    const value = source[section.key];
    resume[section.key] = section.repeatable
      ? (Array.isArray(value) ? value : []).map(cleanEntry)
      : cleanEntry(value);
  }
  return resume as unknown as TResume;
};

/** A stable text of the values, to tell whether the form differs from what was saved. */
export const snapshotOf = (values: unknown): string => JSON.stringify(toResume(values));

/**
 * Checks a resume in the browser with the server's own rules: the ZResume contract (formats, ranges,
 * choices) and `findMissingFields` for the required keys. Every entry of a repeated section also needs its
 * entry-required fields. Messages are the contract's message keys, translated.
 */
export const validateResume = (
  resume: TResume,
  sections: readonly TResumeSectionConfig[],
  lang: TLang,
  extraRequired: readonly string[] = [],
): TFieldError[] => {
  const errors = new Map<string, TFieldError>();
  const add = (name: TNamePath, messageKey: string) => {
    const key = toFieldKey(name);
    if (!errors.has(key)) errors.set(key, { key, name, message: translate(messageKey, lang) });
  };

  const parsed = ZResume.safeParse(resume);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) add(issue.path as TNamePath, issue.message);
  }

  const required = [...new Set([...requiredKeysOf(sections), ...extraRequired])];
  const missing = new Set(findMissingFields(resume, required));
  const data = resume as unknown as Record<string, unknown>;
  for (const section of sections) {
    if (section.repeatable) {
      const entries = (data[section.key] as TEntry[] | undefined) ?? [];
      if (entries.length === 0 && missing.has(section.key)) add([section.key], 'common.required');
      entries.forEach((entry, index) => {
        for (const field of section.fields) {
          if (field.requiredInEntry && isEmpty(entry[field.name])) {
            add([section.key, index, field.name], 'common.required');
          }
        }
      });
    } else {
      for (const field of section.fields) {
        if (missing.has(field.key)) add([section.key, field.name], 'common.required');
      }
    }
  }
  return orderByForm([...errors.values()], sections);
};

/** Errors in the order of the form: section, then entry, then field. */
export const orderByForm = (errors: TFieldError[], sections: readonly TResumeSectionConfig[]) => {
  const rank = (error: TFieldError): number[] => {
    const [sectionKey, second, third] = error.name;
    const sectionIndex = sections.findIndex((s) => s.key === sectionKey);
    const section = sections[sectionIndex];
    const entry = typeof second === 'number' ? second : -1;
    const fieldName = typeof second === 'number' ? third : second;
    const fieldIndex = section?.fields.findIndex((f) => f.name === fieldName) ?? -1;
    return [sectionIndex < 0 ? 999 : sectionIndex, entry, fieldIndex];
  };
  return [...errors].sort((a, b) => {
    const rb = rank(b);
    return (
      rank(a)
        .map((r, i) => r - rb[i]!)
        .find((d) => d !== 0) ?? 0
    );
  });
};

/** The server's field errors (`data.fields` of a refused save) for the form. */
export const serverFieldErrors = (data: unknown): TFieldError[] => {
  const fields = (data as { fields?: Record<string, string> } | null)?.fields;
  if (!fields || typeof fields !== 'object') return [];
  return Object.entries(fields)
    .filter(([key]) => key.startsWith('resume.'))
    .map(([key, message]) => {
      const name = toNamePath(key);
      return { key: toFieldKey(name), name, message };
    });
};

/** Required keys of a job that the customer's form did not mark already (shown as "required for this job"). */
export const sectionsWithRequired = (
  sections: readonly TResumeSectionConfig[],
  required: readonly string[],
) =>
  sections.map((s) => ({
    ...s,
    required: s.required || (s.repeatable && required.includes(s.key)),
    fields: s.fields.map((f) => ({
      ...f,
      required: f.required || (!s.repeatable && required.includes(f.key)),
    })),
  }));
