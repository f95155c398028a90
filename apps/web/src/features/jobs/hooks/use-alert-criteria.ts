import { useTranslation } from '../../../lib/use-translation.tsx';
import { formatPlace } from '../../../lib/format-place.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useDistrictTree } from '../api/job-queries.ts';
import { useOptionList } from '../../../lib/reference-data.ts';
import { resolvePlace, shownOf, toOptions } from '../utils/district-tree.ts';
import type { TPositionFilters } from '../utils/position-filters.ts';

export type TAlertSearch = Omit<TPositionFilters, 'page'>;

/** The search of the job list in words: the keyword in quotes, then the names of the chosen filters. */
export const useAlertCriteria = (search: TAlertSearch): string[] => {
  const { t } = useTranslation('jobs');
  const language = useLanguage();
  const categories = useOptionList('JobCategory');
  const natures = useOptionList('JobNature');
  const tree = useDistrictTree();
  const place = resolvePlace(tree.data, search.country, search.district);
  const placeName = formatPlace(
    { countryName: place.country?.text, stateName: place.state?.text, cityName: place.city?.text },
    language,
  );
  const words = [
    search.keyword ? `“${search.keyword}”` : undefined,
    shownOf(toOptions(categories.data), search.category),
    shownOf(toOptions(natures.data), search.nature),
    placeName || undefined,
  ].filter((word): word is string => !!word);
  return words.length ? words : [t('alerts.allJobs')];
};
