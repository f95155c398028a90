import { Descriptions, Empty } from 'antd';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { OPTION_GROUPS, type TResumeFieldDef, type TResumeSectionDef } from '@tmp/contracts';
import { useOptionGroups } from '../../../lib/reference-data.ts';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';

type TEntry = Record<string, unknown>;

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

/** A resume as the candidate sent it, section by section, in the reader's language. */
export const ResumeSnapshot = ({ resume }: { resume: Record<string, unknown> }) => {
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

  const sections = format.sections.filter((section) => {
    const value = resume[section.key];
    return Array.isArray(value)
      ? value.length > 0
      : value && typeof value === 'object' && Object.keys(value).length > 0;
  });
  if (!sections.length) return <Empty description={t('applicant.noResume')} />;
  return (
    <div className="hr-resume">
      {sections.map((section) => {
        const value = resume[section.key];
        const entries = (Array.isArray(value) ? value : [value]) as TEntry[];
        return (
          <section key={section.key} className="hr-resume__section">
            <h4 className="hr-resume__title">{format.text(section)}</h4>
            {entries.map((entry, index) => (
              <Descriptions
                key={index}
                size="small"
                column={{ xs: 1, sm: 1, md: 2 }}
                bordered
                className="hr-resume__entry"
                items={items(section, entry)}
              />
            ))}
          </section>
        );
      })}
    </div>
  );
};
