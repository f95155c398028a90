import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TFunction } from '../../../lib/translator.ts';
import { POSITION_KEYWORD_MAX, type TPositionListItem } from '@tmp/contracts';
import { getCustomerName, getTagline } from '../../../config/runtime-config.ts';
import { paths } from '../../../config/paths.ts';
import { useJobHighlights, usePositions } from '../api/job-queries.ts';
import {
  HOME_NEWEST_JOBS,
  keywordSearchForm,
  positionPageHref,
  type TFilterChange,
} from '../utils/position-filters.ts';

type TState = 'loading' | 'error' | 'empty' | 'ready';

type TQueryState = { isPending: boolean; isError: boolean };

const stateOf = (query: TQueryState, count: number): TState =>
  query.isPending ? 'loading' : query.isError ? 'error' : count === 0 ? 'empty' : 'ready';

/**
 * Hero search: a real form to /position with the keyword under the list's own URL parameter, so it works
 * before the app runs (and without JavaScript); in the app it navigates to the same address.
 */
const useHomeSearch = () => {
  const { t } = useTranslation('jobs');
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const search = (value: string = keyword) => {
    const trimmed = value.trim();
    void navigate(positionPageHref(trimmed ? { keyword: trimmed.slice(0, POSITION_KEYWORD_MAX) } : {}));
  };
  return {
    ...keywordSearchForm(),
    method: 'get',
    keyword,
    setKeyword,
    search,
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      search();
    },
    placeholder: t('search.placeholder'),
    submitLabel: t('home.search'),
  };
};

/** The categories and cities with open jobs, each a link to the list filtered by it. */
const facetLinks = (data: ReturnType<typeof useJobHighlights>['data'], t: TFunction) => {
  const link = (key: string, name: string, count: number, filters: TFilterChange) => ({
    key,
    name,
    count,
    countLabel: t('results.count', { count }),
    href: positionPageHref(filters),
  });
  return {
    categories: (data?.categories ?? []).map((c) =>
      link(`category-${c.id}`, c.name, c.count, { category: c.id }),
    ),
    locations: (data?.locations ?? []).map((l) =>
      link(`city-${l.id}`, t('home.city', { city: l.name, country: l.countryName }), l.count, {
        country: l.countryId,
        district: l.id,
      }),
    ),
  };
};

export type TFacetLink = ReturnType<typeof facetLinks>['categories'][number];

/** A list of jobs on the home page, with its state and a way to ask again. */
const jobsSection = (
  title: string,
  query: TQueryState & { refetch: () => unknown },
  jobs: TPositionListItem[],
) => ({
  title,
  state: stateOf(query, jobs.length),
  jobs,
  retry: () => void query.refetch(),
});

export type THomeJobs = ReturnType<typeof jobsSection>;

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
  return {
    hero: {
      eyebrow: t('hero.eyebrow'),
      title: t('hero.title', { name: getCustomerName(i18n.language) }),
      tagline: getTagline(i18n.language) || t('hero.subtitle'),
    },
    search: useHomeSearch(),
    newest: jobsSection(t('home.newest'), newest, newest.data?.list ?? []),
    featured: jobsSection(t('home.featured'), highlights, data?.featured ?? []),
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
