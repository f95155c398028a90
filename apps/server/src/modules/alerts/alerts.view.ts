import { translate, type TAlertCriteria, type TLang } from '@tmp/contracts';
import type { Db } from '../../db/client.ts';
import { findNames, type TNames } from '../reference-data/reference-data.service.ts';

/** The search's criteria in one canonical form: the same search is the same alert. */
export const normalizeCriteria = (input: TAlertCriteria): TAlertCriteria => {
  const keyword = input.keyword?.toLowerCase().split(/\s+/).filter(Boolean).join(' ');
  const picked: TAlertCriteria = {
    keyword: keyword || undefined,
    category: input.category,
    nature: input.nature,
    country: input.country,
    district: input.district,
    site: input.site,
  };
  return Object.fromEntries(Object.entries(picked).filter(([, v]) => v !== undefined)) as TAlertCriteria;
};

export const criteriaKeyOf = (criteria: TAlertCriteria) =>
  JSON.stringify(Object.entries(criteria).sort(([a], [b]) => a.localeCompare(b)));

/** `a•••@example.com`, `138****0000`: enough for the owner to recognise, little for anyone else. */
export const maskAddress = (address: string) => {
  const at = address.indexOf('@');
  if (at > 0) return `${address.slice(0, 1)}•••${address.slice(at)}`;
  return address.length > 7 ? `${address.slice(0, 3)}****${address.slice(-4)}` : address;
};

/** The search in words: the keyword in quotes, then the facets' names, in the language asked for. */
export const describeCriteria = async (
  db: Db,
  customerId: number,
  lang: TLang,
  criteria: TAlertCriteria,
): Promise<string[]> => {
  const names = await findNames(db, customerId, {
    options: [criteria.category, criteria.nature].filter((id) => id !== undefined),
    districts: [criteria.country, criteria.district].filter((id) => id !== undefined),
    sites: criteria.site === undefined ? [] : [criteria.site],
  });
  const name = (map: Map<number, TNames>, id: number | undefined) => {
    const found = id === undefined ? undefined : map.get(id);
    return found ? ((lang === 'zh-cn' ? found.zh : found.en) ?? '') : '';
  };
  const labels = [
    criteria.keyword ? `"${criteria.keyword}"` : '',
    name(names.options, criteria.category),
    name(names.options, criteria.nature),
    name(names.districts, criteria.country),
    name(names.districts, criteria.district),
    name(names.sites, criteria.site),
  ].filter(Boolean);
  return labels.length ? labels : [translate('alerts.allJobs', lang)];
};

export const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));

/** The job list's address for a search, so that "all matching jobs" opens the same list. */
export const searchPath = (criteria: TAlertCriteria) => {
  const params = new URLSearchParams(
    Object.entries(criteria).map(([key, value]) => [key, String(value)] as [string, string]),
  );
  const query = params.toString();
  return query ? `/position?${query}` : '/position';
};
