import { buildSearchText, sanitizeDescription } from '../../modules/jobs/job-text.ts';
import type { jobs } from '../schema/index.ts';
import type { TSeededDistrict } from './districts.seed.ts';
import { buildDescription } from './job-description.ts';
import {
  BASE_REQUIRED_FIELDS,
  benefitsOf,
  COUNTRY_PAY,
  LEVEL_EXPERIENCE,
  LEVEL_PAY,
  NATURE_RULES,
  OPTIONAL_REQUIRED_FIELDS,
  type TNatureRule,
} from './job-market.data.ts';
import {
  JOB_TEMPLATES,
  SERVICE_LANGUAGES,
  type TBilingual,
  type TJobTemplate,
} from './job-templates.data.ts';
import type { TRandom } from './prng.ts';
import { requireId, type TOptionIds } from './reference-data.seed.ts';
import type { TSeededSite } from './sites.seed.ts';

export type TJobInsert = typeof jobs.$inferInsert;

export interface TJobContext {
  customerId: number;
  optionIds: TOptionIds;
  districts: Map<string, TSeededDistrict>;
  sites: readonly TSeededSite[];
}

/** Publish dates fall in the ~4 months before this fixed day, so the data never depends on the clock. */
const SEED_TODAY = Date.UTC(2026, 10, 20);
const DAY_MS = 86_400_000;

/** Contact-centre work dominates a delivery business; the other functions hire less. */
const CATEGORY_WEIGHTS = [
  { item: 'service', weight: 4 },
  { item: 'software', weight: 2 },
  { item: 'localization', weight: 2 },
  { item: 'operations', weight: 2 },
  { item: 'finance', weight: 1 },
  { item: 'sales', weight: 1 },
  { item: 'hr', weight: 1 },
  { item: 'marketing', weight: 1 },
];

interface TPlacement {
  country: TSeededDistrict;
  state: TSeededDistrict;
  city: TSeededDistrict;
  isAtSite: boolean;
}

const districtOf = (ctx: TJobContext, key: string | null): TSeededDistrict => {
  const district = key ? ctx.districts.get(key) : undefined;
  if (!district) throw new Error(`Seed district '${key}' is missing`);
  return district;
};

/** Most jobs are at the site itself; the rest are in another city of the same country (satellite offices). */
const placeJob = (rng: TRandom, ctx: TJobContext, site: TSeededSite): TPlacement => {
  const countryKey = site.city.countryKey;
  const cities = [...ctx.districts.values()].filter((d) => d.level === 3 && d.countryKey === countryKey);
  const city = rng.next() < 0.65 ? site.city : rng.pick(cities);
  const state = districtOf(ctx, city.parentKey);
  return { country: districtOf(ctx, countryKey), state, city, isAtSite: city.key === site.city.key };
};

const fits = (template: TJobTemplate, countryKey: string, nature: TNatureRule): boolean =>
  (!template.countries || template.countries.includes(countryKey)) && nature.levels.includes(template.level);

const pickTemplate = (rng: TRandom, countryKey: string, nature: TNatureRule): TJobTemplate => {
  const category = rng.weighted(CATEGORY_WEIGHTS);
  const fitting = JOB_TEMPLATES.filter((template) => fits(template, countryKey, nature));
  const inCategory = fitting.filter((template) => template.category === category);
  return rng.pick(inCategory.length > 0 ? inCategory : fitting);
};

const pickLanguage = (rng: TRandom, template: TJobTemplate, countryKey: string): TBilingual | null => {
  if (!template.title[0].includes('{lang}')) return null;
  const spoken = SERVICE_LANGUAGES.filter(
    (language) => language.countries.includes(countryKey) && !template.skipLanguages?.includes(language.key),
  );
  return rng.pick(spoken).name;
};

const fillLanguage = (line: TBilingual, language: TBilingual | null): TBilingual =>
  language ? [line[0].replaceAll('{lang}', language[0]), line[1].replaceAll('{lang}', language[1])] : line;

const roundTo = (value: number, step: number): number => Math.max(step, Math.round(value / step) * step);

/** Monthly salary range in the country's currency; about one job in eight says "negotiable" (no range). */
const pickSalary = (rng: TRandom, countryKey: string, template: TJobTemplate, nature: TNatureRule) => {
  const pay = COUNTRY_PAY[countryKey] ?? { currency: 'USD', base: 5_000, step: 100 };
  if (rng.next() < 0.12) return { salaryMin: null, salaryMax: null, salaryCurrency: pay.currency };
  const centre = pay.base * LEVEL_PAY[template.level] * template.pay * nature.pay * (0.9 + rng.next() * 0.2);
  const salaryMin = roundTo(centre, pay.step);
  const salaryMax = roundTo(salaryMin * (1.2 + rng.next() * 0.4), pay.step);
  return { salaryMin, salaryMax: Math.max(salaryMin, salaryMax), salaryCurrency: pay.currency };
};

const pickDegree = (rng: TRandom, template: TJobTemplate, nature: TNatureRule): string => {
  // Graduate programmes hire from universities, whatever the role usually asks for.
  if (nature.key === 'campus') return 'job-degree-bachelor';
  return rng.pick(template.degrees);
};

const pickHeadcount = (rng: TRandom, template: TJobTemplate): number => {
  if (template.level === 'entry') return rng.int(1, 10);
  if (template.level === 'mid') return rng.int(1, 4);
  return rng.int(1, 2);
};

const pickRequiredFields = (rng: TRandom, language: TBilingual | null): string[] => {
  const extra = rng.sample(OPTIONAL_REQUIRED_FIELDS, rng.int(1, 3));
  // Language roles screen on language skills, so the skills section is always needed.
  return [...new Set([...BASE_REQUIRED_FIELDS, ...extra, ...(language ? ['skills'] : [])])];
};

const publishDateOf = (rng: TRandom): string =>
  new Date(SEED_TODAY - rng.int(0, 119) * DAY_MS).toISOString().slice(0, 10);

const titleOf = (template: TJobTemplate, language: TBilingual | null, nature: TNatureRule): TBilingual => {
  const [en, zh] = fillLanguage(template.title, language);
  return nature.suffix ? [`${en} ${nature.suffix[0]}`, `${zh}${nature.suffix[1]}`] : [en, zh];
};

const describe = (
  rng: TRandom,
  template: TJobTemplate,
  language: TBilingual | null,
  input: {
    site: TSeededSite;
    placement: TPlacement;
    nature: TNatureRule;
    degreeKey: string;
    experienceKey: string;
  },
) => {
  const fill = (lines: readonly TBilingual[]) => lines.map((line) => fillLanguage(line, language));
  const isRemote = input.nature.key === 'remote';
  const benefits = benefitsOf(input.placement.country.key, isRemote);
  return buildDescription({
    intro: fillLanguage(template.intro, language),
    duties: fill(template.duties),
    skills: fill(template.skills),
    benefits: [...rng.sample(benefits.local, 2), ...rng.sample(benefits.general, 2)],
    degreeKey: input.degreeKey,
    experienceKey: input.experienceKey,
    site: input.site,
    ...input.placement,
    isRemote,
  });
};

/** One requisition: every choice comes from `rng`, so the same seed always yields the same job. */
export const generateJob = (rng: TRandom, ctx: TJobContext): TJobInsert => {
  const site = rng.pick(ctx.sites);
  const placement = placeJob(rng, ctx, site);
  const nature = rng.weighted(NATURE_RULES.map((rule) => ({ item: rule, weight: rule.weight })));
  const template = pickTemplate(rng, placement.country.key, nature);
  const language = pickLanguage(rng, template, placement.country.key);
  const degreeKey = pickDegree(rng, template, nature);
  const experienceKey = rng.pick(nature.experience ?? LEVEL_EXPERIENCE[template.level]);
  const [titleEn, titleZh] = titleOf(template, language, nature);
  const text = describe(rng, template, language, { site, placement, nature, degreeKey, experienceKey });
  const descriptionEn = sanitizeDescription(text.en);
  const descriptionZh = sanitizeDescription(text.zh);
  const id = (key: string) => requireId(ctx.optionIds, key);
  return {
    customerId: ctx.customerId,
    titleEn,
    titleZh,
    descriptionEn,
    descriptionZh,
    categoryId: id(template.category),
    natureId: id(nature.key),
    degreeId: id(degreeKey),
    experienceId: id(experienceKey),
    siteId: site.id,
    countryId: placement.country.id,
    stateId: placement.state.id,
    cityId: placement.city.id,
    headcount: pickHeadcount(rng, template),
    ...pickSalary(rng, placement.country.key, template, nature),
    publishDate: publishDateOf(rng),
    // About one requisition in twenty is offline, so the "This requisition is offline" path has data.
    isOnline: rng.next() >= 0.05,
    requiredFields: pickRequiredFields(rng, language),
    searchText: buildSearchText({ titleEn, titleZh, descriptionEn, descriptionZh }),
  };
};
