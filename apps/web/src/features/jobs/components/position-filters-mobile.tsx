import { Suspense, useState } from 'react';
import { DownFill } from 'antd-mobile-icons';
// The tabs are drawn here with the kit's own classes; its stylesheet comes without its code.
import 'antd-mobile/es/components/dropdown/dropdown.css';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { preloadable } from '../../../lib/preloadable.tsx';
import { useDistrictTree } from '../api/job-queries.ts';
import { useOptionList } from '../../../lib/reference-data.ts';
import { resolvePlace, toOptions, type TOption } from '../utils/district-tree.ts';
import type { TPositionFiltersProps } from '../utils/position-filters.ts';
import type { TFilterKey, TFilterTab } from './position-filter-panels-mobile.tsx';

// The panels (the kit's Dropdown with its popup, animation and gesture libraries) are not part of the
// list's first paint: their code loads when the bar is first touched.
const panels = preloadable(() =>
  import('./position-filter-panels-mobile.tsx').then((m) => m.PositionFilterPanels),
);

interface TTabsProps {
  tabs: TFilterTab[];
  onWant: () => void;
  onOpen: (key: TFilterKey) => void;
}

/** The closed filter bar, drawn exactly as the kit's `Dropdown` draws it. */
const FilterTabs = ({ tabs, onWant, onOpen }: TTabsProps) => (
  <div className="adm-dropdown mobile-filter">
    <div className="adm-dropdown-nav">
      {tabs.map((tab) => (
        <div
          key={tab.key}
          className={tab.highlight ? 'adm-dropdown-item adm-dropdown-item-highlight' : 'adm-dropdown-item'}
          onPointerDown={onWant}
          onTouchStart={onWant}
          onClick={() => onOpen(tab.key)}
        >
          <div className="adm-dropdown-item-title">
            <span className="adm-dropdown-item-title-text">{tab.title}</span>
            <span className="adm-dropdown-item-title-arrow">
              <DownFill />
            </span>
          </div>
        </div>
      ))}
    </div>
  </div>
);

/**
 * The job list's filters on a phone: category, job type and place, each a tab opening a panel of chips.
 * Until the bar is first touched it is drawn without the kit's code; a tap loads the panels and opens the
 * tapped one.
 */
export const PositionFiltersMobile = ({ filters, onChange }: TPositionFiltersProps) => {
  const { t } = useTranslation('jobs');
  const place = resolvePlace(useDistrictTree().data, filters.country, filters.district);
  const [wanted, setWanted] = useState(false);
  const [opening, setOpening] = useState<TFilterKey | null>(null);
  // A list's tab is titled with the chosen value's name, or else with the list's.
  const listTab = (key: 'category' | 'nature', options: TOption[]): TFilterTab => ({
    key,
    title: options.find((o) => o.value === filters[key])?.label ?? t(`filters.${key}`),
    highlight: !!filters[key],
  });
  const tabs: TFilterTab[] = [
    listTab('category', toOptions(useOptionList('JobCategory').data)),
    listTab('nature', toOptions(useOptionList('JobNature').data)),
    {
      key: 'place',
      title: (place.city ?? place.state ?? place.country)?.text ?? t('filters.country'),
      highlight: !!filters.country,
    },
  ];
  const want = () => void panels.preload().catch(() => undefined);
  const closed = (
    <FilterTabs
      tabs={tabs}
      onWant={want}
      onOpen={(key) => {
        want();
        setOpening(key);
        setWanted(true);
      }}
    />
  );
  if (!wanted) return closed;
  const Panels = panels.Component;
  return (
    <Suspense fallback={closed}>
      <Panels filters={filters} onChange={onChange} tabs={tabs} opening={opening} />
    </Suspense>
  );
};
