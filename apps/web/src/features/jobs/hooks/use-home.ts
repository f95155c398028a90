import { useCallback, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TFunction } from '../../../lib/translator.ts';
import { POSITION_KEYWORD_MAX, type TPositionListItem } from '@tmp/contracts';
import { getCustomerName, getTagline } from '../../../config/runtime-config.ts';
import { paths } from '../../../config/paths.ts';
import { useJobHighlights } from '../api/get-job-highlights.ts';
import { usePositions } from '../api/query-positions.ts';
import {
  HOME_NEWEST_JOBS,
  keywordSearchForm,
  toSearchParams,
  type TPositionFilters,
} from '../utils/position-filters.ts';

type TState = 'loading' | 'error' | 'empty' | 'ready';

export interface TFacetLink {
  key: string;
  name: string;
  count: number;
  countLabel: string;
  href: string;
}

export interface THomeJobs {
  title: string;
  state: TState;
  jobs: TPositionListItem[];
  retry: () => void;
}

const listHref = (filters: Omit<TPositionFilters, 'page'>) => {
  const search = toSearchParams({ ...filters, page: 1 }).toString();
  return `${paths.position.path}${search ? `?${search}` : ''}`;
};

const stateOf = (query: { isPending: boolean; isError: boolean }, count: number): TState =>
  query.isPending ? 'loading' : query.isError ? 'error' : count === 0 ? 'empty' : 'ready';

/**
 * Hero search: a real form to /position with the keyword under the list's own URL parameter, so it works
 * before the app runs (and without JavaScript); in the app it navigates to the same address.
 */
const useHomeSearch = () => {
  const { t } = useTranslation('jobs');
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const search = useCallback(
    (value: string = keyword) => {
      const trimmed = value.trim();
      void navigate(listHref(trimmed ? { keyword: trimmed.slice(0, POSITION_KEYWORD_MAX) } : {}));
    },
    [keyword, navigate],
  );
  const onSubmit = useCallback(
    (event: FormEvent) => {
      event.preventDefault();
      search();
    },
    [search],
  );
  return {
    ...keywordSearchForm(),
    method: 'get',
    keyword,
    setKeyword,
    search,
    onSubmit,
    placeholder: t('search.placeholder'),
    submitLabel: t('home.search'),
  };
};

/** The categories and cities with open jobs, each a link to the list filtered by it. */
const facetLinks = (data: ReturnType<typeof useJobHighlights>['data'], t: TFunction) => {
  const countLabel = (count: number) => t('results.count', { count });
  const categories: TFacetLink[] = (data?.categories ?? []).map((c) => ({
    key: `category-${c.id}`,
    name: c.name,
    count: c.count,
    countLabel: countLabel(c.count),
    href: listHref({ category: c.id }),
  }));
  const locations: TFacetLink[] = (data?.locations ?? []).map((l) => ({
    key: `city-${l.id}`,
    name: t('home.city', { city: l.name, country: l.countryName }),
    count: l.count,
    countLabel: countLabel(l.count),
    href: listHref({ country: l.countryId, district: l.id }),
  }));
  return { categories, locations };
};

/** How applying works, in four numbered steps. */
const stepsOf = (t: TFunction) => ({
  title: t('home.steps.title'),
  items: (['find', 'account', 'apply', 'follow'] as const).map((key, index) => ({
    key,
    number: index + 1,
    title: t(`home.steps.${key}.title`),
    text: t(`home.steps.${key}.text`),
  })),
});

/** The home page: hero and search, newest and featured jobs, categories and cities with counts, and how
 * applying works. Both layouts draw this view model. */
export const useHome = () => {
  const { t, i18n } = useTranslation('jobs');
  const highlights = useJobHighlights();
  const newest = usePositions({ pageIndex: 1, pageSize: HOME_NEWEST_JOBS });
  const data = highlights.data;
  const { categories, locations } = facetLinks(data, t);
  const newestJobs = newest.data?.list ?? [];
  const featuredJobs = data?.featured ?? [];
  return {
    hero: {
      eyebrow: t('hero.eyebrow'),
      title: t('hero.title', { name: getCustomerName(i18n.language) }),
      tagline: getTagline(i18n.language) || t('hero.subtitle'),
    },
    search: useHomeSearch(),
    newest: {
      title: t('home.newest'),
      state: stateOf(newest, newestJobs.length),
      jobs: newestJobs,
      retry: () => void newest.refetch(),
    } satisfies THomeJobs,
    featured: {
      title: t('home.featured'),
      state: stateOf(highlights, featuredJobs.length),
      jobs: featuredJobs,
      retry: () => void highlights.refetch(),
    } satisfies THomeJobs,
    facets: {
      state: stateOf(highlights, categories.length),
      categoriesTitle: t('home.categories'),
      categories,
      locationsTitle: t('home.locations'),
      locations,
    },
    steps: stepsOf(t),
    browseAll: {
      label: data ? t('home.browseAll', { count: data.total }) : t('results.showAll'),
      href: paths.position.path,
    },
    texts: { error: t('home.error'), retry: t('common:errors.retry'), empty: t('results.empty') },
  };
};

export type THomeView = ReturnType<typeof useHome>;
