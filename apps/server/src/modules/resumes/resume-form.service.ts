import {
  OPTION_GROUPS,
  RESUME_SECTIONS,
  type TLang,
  type TResumeFieldDef,
  type TResumeSectionConfig,
  type TSelectionItem,
  withCompanionFields,
} from '@tmp/contracts';
import type { Db } from '../../db/client.ts';
import { cacheOwner } from '../../db/replica.ts';
import { listOptionGroups } from '../reference-data/reference-data.service.ts';
import { findFieldSettings, replaceFieldSettings } from './resumes.repository.ts';

/** Required unless the customer's configuration says otherwise: who the candidate is and how to reach them. */
export const DEFAULT_REQUIRED_FIELDS = ['basic.name', 'basic.mobile', 'basic.email'] as const;

const text = (lang: TLang, def: { en: string; zh: string }) => (lang === 'zh-cn' ? def.zh : def.en);

interface TFieldRules {
  required: ReadonlySet<string>;
  disabled: ReadonlySet<string>;
}

/**
 * Every application and every resume form reads the rules; HR changes them rarely. They are kept per
 * database and customer for a moment: this process drops them when HR saves, another API process sees the
 * change within RULES_TTL_MS.
 */
const RULES_TTL_MS = 30_000;
const rulesCache = new WeakMap<object, Map<number, { rules: Promise<TFieldRules>; at: number }>>();

const loadFieldRules = async (db: Db, customerId: number): Promise<TFieldRules> => {
  const settings = await findFieldSettings(db, customerId);
  const required = new Set<string>(DEFAULT_REQUIRED_FIELDS);
  const disabled = new Set<string>();
  for (const s of settings) {
    if (s.isRequired) required.add(s.fieldKey);
    else required.delete(s.fieldKey);
    if (!s.isEnabled) disabled.add(s.fieldKey);
  }
  return { required, disabled };
};

/** The customer's required keys and disabled keys, from its settings over the defaults. */
export const getFieldRules = (db: Db, customerId: number): Promise<TFieldRules> => {
  const owner = cacheOwner(db);
  let perDb = rulesCache.get(owner);
  if (!perDb) rulesCache.set(owner, (perDb = new Map()));
  const hit = perDb.get(customerId);
  if (hit && Date.now() - hit.at < RULES_TTL_MS) return hit.rules;
  const rules = loadFieldRules(db, customerId);
  perDb.set(customerId, { rules, at: Date.now() });
  rules.catch(() => perDb.delete(customerId));
  return rules;
};

const optionsFor = (field: TResumeFieldDef, lang: TLang, groups: Map<string, TSelectionItem[]>) => {
  if (field.type === 'enum')
    return (field.choices ?? []).map((c) => ({ value: c.value, text: text(lang, c) }));
  if (field.type === 'select' && field.optionGroup) {
    return (groups.get(field.optionGroup) ?? []).map((o) => ({ value: o.value, text: o.text }));
  }
  return null;
};

/**
 * The resume form of a customer (GetCustomerResumeFields): every enabled section and field with labels,
 * choices and whether it is required — by the customer, and by the job when one is given.
 */
export const getResumeForm = async (
  db: Db,
  customerId: number,
  lang: TLang,
  jobRequired: readonly string[] = [],
): Promise<{ sections: TResumeSectionConfig[] }> => {
  const rules = await getFieldRules(db, customerId);
  const required = new Set(withCompanionFields([...rules.required, ...jobRequired]));
  const { disabled } = rules;
  const groupCodes = new Set(
    RESUME_SECTIONS.flatMap((s) => s.fields.map((f) => f.optionGroup).filter(Boolean)),
  );
  const groupIds = OPTION_GROUPS.filter((g) => groupCodes.has(g.code)).map((g) => g.id);
  const groups = new Map(
    (await listOptionGroups(db, customerId, lang, groupIds)).map((g) => [g.code, g.items]),
  );
  const sections = RESUME_SECTIONS.filter((s) => !disabled.has(s.key)).map((s) => ({
    id: s.id,
    key: s.key,
    name: text(lang, s),
    repeatable: s.repeatable,
    required: s.repeatable && required.has(s.key),
    fields: s.fields
      .filter((f) => !disabled.has(`${s.key}.${f.name}`) || required.has(`${s.key}.${f.name}`))
      .map((f) => ({
        key: `${s.key}.${f.name}`,
        name: f.name,
        label: text(lang, f),
        type: f.type,
        required: !s.repeatable && required.has(`${s.key}.${f.name}`),
        maxLength: f.maxLength ?? null,
        options: optionsFor(f, lang, groups),
        reason: f.reasonEn ? text(lang, { en: f.reasonEn, zh: f.reasonZh ?? f.reasonEn }) : null,
        requiredInEntry: Boolean(f.requiredInEntry),
      })),
  }));
  return { sections };
};

/** "Full name, Mobile number" in the request's language, for the missing-fields message. */
export const describeFields = (keys: readonly string[], lang: TLang): string =>
  keys
    .map((key) => {
      const [sectionKey, fieldName] = key.split('.');
      const section = RESUME_SECTIONS.find((s) => s.key === sectionKey);
      const field = section?.fields.find((f) => f.name === fieldName);
      return field ? text(lang, field) : section ? text(lang, section) : key;
    })
    .join(lang === 'zh-cn' ? '、' : ', ');

/** HR's view of the field configuration: every key with its label, whether offered and required. */
export const getFieldSettings = async (db: Db, customerId: number, lang: TLang) => {
  const { required, disabled } = await getFieldRules(db, customerId);
  return RESUME_SECTIONS.flatMap((s) => {
    const keys = s.repeatable
      ? [{ key: s.key, label: text(lang, s) }]
      : s.fields.map((f) => ({ key: `${s.key}.${f.name}`, label: text(lang, f) }));
    return keys.map((k) => ({
      ...k,
      section: text(lang, s),
      enabled: !disabled.has(k.key),
      required: required.has(k.key),
    }));
  });
};

/** Replaces the customer's configuration; a required field is always offered. */
export const saveFieldSettings = async (
  db: Db,
  customerId: number,
  fields: Array<{ key: string; enabled: boolean; required: boolean }>,
) => {
  await db.transaction(async (tx) =>
    replaceFieldSettings(
      tx,
      customerId,
      fields.map((f) => ({
        fieldKey: f.key,
        isEnabled: f.enabled || f.required ? 1 : 0,
        isRequired: f.required ? 1 : 0,
      })),
    ),
  );
  rulesCache.get(cacheOwner(db))?.delete(customerId);
};
