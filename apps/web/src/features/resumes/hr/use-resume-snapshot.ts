import { OPTION_GROUPS, type TResumeFieldDef, type TResumeSectionDef } from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useOptionGroups } from '../../../lib/reference-data.ts';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';

export type TEntry = Record<string, unknown>;

const groupIdOf = (code: string | undefined): number | undefined =>
  OPTION_GROUPS.find((g) => g.code === code)?.id;

/** The option groups a resume's select fields need, so their chosen values show as words. */
const neededGroups = (sections: readonly TResumeSectionDef[]): number[] =>
  [
    ...new Set(
      sections.flatMap((s) =>
        s.fields.map((f) => groupIdOf(f.optionGroup)).filter((id): id is number => !!id),
      ),
    ),
  ].sort((a, b) => a - b);

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

const hasContent = (value: unknown) =>
  Array.isArray(value)
    ? value.length > 0
    : !!value && typeof value === 'object' && Object.keys(value).length > 0;

/** A resume's sections that hold something, each entry's filled fields as words in the reader's language. */
export const useResumeSnapshot = (resume: Record<string, unknown>) => {
  const { t } = useTranslation('hr');
  const format = useHrFormat();
  const groups = useOptionGroups(neededGroups(format.sections));
  const optionText = (field: TResumeFieldDef, value: unknown): string | undefined => {
    const id = groupIdOf(field.optionGroup);
    const group = groups.data?.find((g) => g.groupId === id);
    return group?.items.find((item) => item.value === Number(value))?.text;
  };
  const show = (field: TResumeFieldDef, value: unknown): string => {
    if (field.type === 'boolean') return t(value ? 'common.yes' : 'common.no');
    if (field.type === 'select') return optionText(field, value) ?? String(value);
    if (field.type === 'enum') {
      const choice = field.choices?.find((c) => c.value === value);
      return choice ? format.text(choice) : String(value);
    }
    if (field.type === 'date') return format.date(String(value));
    if (Array.isArray(value)) return value.join(', ');
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };
  const items = (section: TResumeSectionDef, entry: TEntry) =>
    section.fields
      .filter((field) => !isEmpty(entry[field.name]))
      .map((field) => ({
        key: field.name,
        label: format.text(field),
        children: show(field, entry[field.name]),
      }));
  const sections = format.sections
    .filter((section) => hasContent(resume[section.key]))
    .map((section) => {
      const value = resume[section.key];
      const entries = (Array.isArray(value) ? value : [value]) as TEntry[];
      return {
        key: section.key,
        title: format.text(section),
        entries: entries.map((entry) => items(section, entry)),
      };
    });
  return { sections };
};
