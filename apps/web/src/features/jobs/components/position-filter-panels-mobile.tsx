import { useLayoutEffect, useRef, useState } from 'react';
import { Dropdown, Selector, type DropdownRef } from 'antd-mobile';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useDistrictTree } from '../api/job-queries.ts';
import { useOptionList } from '../../../lib/reference-data.ts';
import { resolvePlace, toOptions, type TDistrict, type TOption } from '../utils/district-tree.ts';
import type { TFilterChange, TPositionFilters, TPositionFiltersProps } from '../utils/position-filters.ts';

/** 0 stands for "All" in the chip lists; the filter itself is then left out. */
const ALL = 0;

interface TChipsProps {
  label: string;
  options: TOption[];
  value: number | undefined;
  onPick: (value: number | undefined) => void;
}

const Chips = ({ label, options, value, onPick }: TChipsProps) => {
  const { t } = useTranslation('jobs');
  return (
    <div className="mobile-filter__group">
      <p className="mobile-filter__label">{label}</p>
      <Selector
        columns={2}
        showCheckMark={false}
        options={[{ value: ALL, label: t('filters.all') }, ...options]}
        value={[value ?? ALL]}
        onChange={(picked) => picked.length && onPick(picked[0] === ALL ? undefined : picked[0])}
      />
    </div>
  );
};

const hasChildren = (node: TDistrict | undefined) => !!node?.children?.length;

/** Country, then its states, then the chosen state's cities; the panel stays open while there is more. */
const PlaceChips = ({
  filters,
  pick,
}: {
  filters: TPositionFilters;
  pick: (c: TFilterChange, close: boolean) => void;
}) => {
  const { t } = useTranslation('jobs');
  const tree = useDistrictTree().data;
  const { country, state, city } = resolvePlace(tree, filters.country, filters.district);
  const find = (nodes: TDistrict[] | undefined, value: number | undefined) =>
    nodes?.find((n) => n.value === value);
  return (
    <>
      <Chips
        label={t('filters.country')}
        options={toOptions(tree)}
        value={country?.value}
        onPick={(value) => pick({ country: value }, !hasChildren(find(tree, value)))}
      />
      {hasChildren(country) && (
        <Chips
          label={t('filters.state')}
          options={toOptions(country?.children)}
          value={state?.value}
          onPick={(value) => pick({ district: value }, !hasChildren(find(country?.children, value)))}
        />
      )}
      {state && hasChildren(state) && (
        <Chips
          label={t('filters.city')}
          options={toOptions(state.children)}
          value={city?.value}
          onPick={(value) => pick({ district: value ?? state.value }, true)}
        />
      )}
    </>
  );
};

export type TFilterKey = 'category' | 'nature' | 'place';

export interface TFilterTab {
  key: TFilterKey;
  title: string;
  highlight: boolean;
}

export interface TFilterPanelsProps extends TPositionFiltersProps {
  /** The three tabs' titles and marks, worked out by the bar (`position-filters-mobile.tsx`). */
  tabs: TFilterTab[];
  /** The tab the visitor tapped before this code had arrived: it opens as soon as it is mounted. */
  opening: TFilterKey | null;
}

/**
 * The filter bar with its panels (the kit's `Dropdown`, with its popup, animation and gesture libraries):
 * loaded when the bar is first touched, not part of the list's first paint. It draws the same tabs as the
 * bar it takes over from.
 */
export const PositionFilterPanels = ({ filters, onChange, tabs, opening }: TFilterPanelsProps) => {
  const { t } = useTranslation('jobs');
  const dropdown = useRef<DropdownRef>(null);
  const [active, setActive] = useState<string | null>(null);
  // Mounted closed, then opened: the panel slides in as it does every other time.
  useLayoutEffect(() => {
    if (opening) setActive(opening);
  }, [opening]);
  const lists = {
    category: toOptions(useOptionList('JobCategory').data),
    nature: toOptions(useOptionList('JobNature').data),
  };
  const pick = (change: TFilterChange, close = true) => {
    onChange(change);
    if (close) dropdown.current?.close();
  };
  return (
    <Dropdown ref={dropdown} className="mobile-filter" activeKey={active} onChange={setActive}>
      {tabs.map((tab) => (
        <Dropdown.Item key={tab.key} title={tab.title} highlight={tab.highlight}>
          {tab.key === 'place' ? (
            <PlaceChips filters={filters} pick={pick} />
          ) : (
            <Chips
              label={t(`filters.${tab.key}`)}
              options={lists[tab.key]}
              value={filters[tab.key]}
              onPick={(value) => pick({ [tab.key]: value })}
            />
          )}
        </Dropdown.Item>
      ))}
    </Dropdown>
  );
};
