import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TFunction } from '../../../lib/translator.ts';
import {
  EMAIL_MAX,
  RESUME_NUMBER_MAX,
  RESUME_PHONE_MAX,
  type TResumeField,
  type TResumeSectionConfig,
} from '@tmp/contracts';

export interface TChoice {
  label: string;
  value: string | number | boolean;
}

/**
 * How a resume field is entered, the same on both devices; each UI kit draws its own widget for a kind.
 * `choice`: a few fixed values shown at once (yes / no, the enum fields); `list`: a reference list to pick
 * from (select fields); `address`: free text with a region picker in front.
 */
export type TResumeControl =
  | { kind: 'text'; inputType: 'text' | 'tel' | 'email'; maxLength?: number; placeholder: string }
  | { kind: 'textarea'; maxLength?: number; placeholder: string }
  | { kind: 'address'; maxLength?: number; placeholder: string; regionLabel: string }
  | { kind: 'date'; placeholder: string }
  | { kind: 'number'; min: number; max: number; placeholder: string }
  | { kind: 'choice'; choices: TChoice[] }
  | { kind: 'list'; choices: TChoice[]; placeholder: string };

/** The control of each field type, described once for both kits. */
export const useResumeControl = (field: TResumeField): TResumeControl => {
  const { t } = useTranslation('resumes');
  const maxLength = field.maxLength ?? undefined;
  const enter = t('form.enter');
  const choices = (field.options ?? []).map((o) => ({ label: o.text, value: o.value }));
  switch (field.type) {
    case 'textarea':
      return { kind: 'textarea', maxLength, placeholder: enter };
    case 'date':
      return { kind: 'date', placeholder: t('form.pickDate') };
    case 'number':
      return { kind: 'number', min: 0, max: RESUME_NUMBER_MAX, placeholder: enter };
    case 'boolean':
      return {
        kind: 'choice',
        choices: [
          { label: t('form.yes'), value: true },
          { label: t('form.no'), value: false },
        ],
      };
    case 'enum':
      return { kind: 'choice', choices };
    case 'select':
      return { kind: 'list', choices, placeholder: t('form.select') };
    case 'mobile':
    case 'phone':
      return { kind: 'text', inputType: 'tel', maxLength: RESUME_PHONE_MAX, placeholder: enter };
    case 'email':
      return { kind: 'text', inputType: 'email', maxLength: EMAIL_MAX, placeholder: enter };
    default:
      return field.key === 'basic.address'
        ? { kind: 'address', maxLength, placeholder: t('form.street'), regionLabel: t('form.region') }
        : { kind: 'text', inputType: 'text', maxLength, placeholder: enter };
  }
};

/**
 * A section's fields, or those of its entry `entry` when the section repeats (entries sit in a list), as
 * the form binds them: the path in the form's values (the key scrolled to), and the marks.
 */
const fieldItems = (section: TResumeSectionConfig, jobRequired: readonly string[], entry?: number) =>
  section.fields.map((field) => {
    const inEntry = entry !== undefined;
    return {
      field,
      name: inEntry ? `${section.key}.${entry}.${field.name}` : field.key,
      required: inEntry ? field.requiredInEntry : field.required,
      jobRequired: !inEntry && jobRequired.includes(field.key),
    };
  });

/** What a section's header and its list of entries say, the same on both devices (`t`: resumes texts). */
export const resumeSectionView = (
  t: TFunction,
  section: TResumeSectionConfig,
  jobRequired: readonly string[],
  sectionErrors: Record<string, string>,
) => {
  const error = sectionErrors[section.key];
  const byJob = jobRequired.includes(section.key);
  return {
    section,
    /**
     * The customer's form requires the section (or one of its fields). The form read for a job marks what
     * the job adds as required too: that says "Required for this job" alone, one mark per section.
     */
    required: section.required && !byJob,
    /** The job asks for the section beyond the customer's form: said beside the title. */
    jobRequired: byJob,
    /** Some field of the section is in error: a mark on a collapsed section. */
    hasErrors: !!error || Object.keys(sectionErrors).some((key) => key.startsWith(`${section.key}.`)),
    /** The fields of a section that does not repeat, or of entry `index` of a repeated one. */
    fields: (index?: number) => fieldItems(section, jobRequired, index),
    entryTitle: (index: number) => t('form.entry', { section: section.name, index: index + 1 }),
    removeText: t('form.remove'),
    addLabel: t('form.add', { section: section.name.toLocaleLowerCase() }),
    /** Shown when the list has no entry: the requirement, once the form was checked. */
    empty: { text: error ? t('form.sectionRequired') : t('form.empty'), isError: !!error },
  };
};

export type TResumeFieldItem = ReturnType<typeof fieldItems>[number];
export type TResumeSectionView = ReturnType<typeof resumeSectionView>;

/** The text a choice is known by in the kit's Choice (yes and no are booleans in the resume). */
export const choiceKey = (value: TChoice['value'] | undefined): string | undefined =>
  value === undefined || value === null ? undefined : String(value);

export const choiceOf = (choices: readonly TChoice[], key: string | undefined) =>
  choices.find((choice) => String(choice.value) === key)?.value;

/**
 * The address is free text; a picked region (country, province, city) goes in front of it and replaces the
 * region picked before, so the street the candidate typed stays.
 */
export const withRegion = (address: string | undefined, previousRegion: string, region: string): string => {
  const text = (address ?? '').trim();
  const street =
    previousRegion && text.startsWith(previousRegion) ? text.slice(previousRegion.length).trim() : text;
  return [region, street].filter(Boolean).join(' ');
};

/**
 * The address field's region picker: a picked region (its names joined by spaces) goes in front of the
 * address and replaces the region picked before.
 */
export const useRegionPick = (value: string | undefined, onChange?: (address: string) => void) => {
  const [region, setRegion] = useState('');
  return (next: string) => {
    onChange?.(withRegion(value, region, next));
    setRegion(next);
  };
};
