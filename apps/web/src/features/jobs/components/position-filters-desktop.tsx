import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import { useState, type KeyboardEvent } from 'react';
import { Button } from 'antd';
import { Icon } from '../../../components/ui/icon.tsx';
import { preloadable } from '../../../lib/preloadable.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { FILTER_LISTS, useFilterChoices, type TFilterName } from '../hooks/use-filter-choices.ts';
import { countActiveFilters, type TPositionFiltersProps } from '../utils/position-filters.ts';

// antd's select, cascader and their popups are a quarter of a first visit's code: they load when the
// visitor moves towards the filters, and the bar shows stand-ins of the same look until a filter is used.
const liveFilters = preloadable(() =>
  import('./position-filters-live-desktop.tsx').then((m) => m.PositionFiltersLiveDesktop),
);

interface TStandInProps {
  label: string;
  shown?: string;
  placeholder: string;
  wide?: boolean;
  disabled?: boolean;
  onOpen: () => void;
}

/** One filter as antd's select shows it, closed; opening it brings the real one, open. */
const StandIn = ({ label, shown, placeholder, wide, disabled, onOpen }: TStandInProps) => (
  <button
    type="button"
    role="combobox"
    aria-expanded={false}
    aria-haspopup="listbox"
    aria-label={label}
    className={`jobs-filters__control filter-stand-in${wide ? ' jobs-filters__control--wide' : ''}`}
    disabled={disabled}
    onClick={onOpen}
    onKeyDown={(event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      onOpen();
    }}
  >
    <span className={shown === undefined ? 'filter-stand-in__placeholder' : 'filter-stand-in__value'}>
      {shown ?? placeholder}
    </span>
    <Icon svg={DownOutlined} className="filter-stand-in__arrow" aria-hidden />
  </button>
);

/** The job list's filters on a desktop: stand-ins on the first visit, antd's controls once one is used. */
export const PositionFiltersDesktop = (props: TPositionFiltersProps) => {
  const { filters, onClear } = props;
  const { t } = useTranslation('jobs');
  const choices = useFilterChoices(filters);
  /** The filter the visitor opened, once its code is there; the controls stay from then on. */
  const [opened, setOpened] = useState<TFilterName | 'none'>();
  if (opened) return <liveFilters.Component {...props} opened={opened === 'none' ? undefined : opened} />;

  const open = (name: TFilterName) => () =>
    void liveFilters.preload().then(
      () => setOpened(name),
      // The code could not be loaded (offline): the stand-ins stay, and the next try loads it again.
      () => undefined,
    );
  const preload = () => void liveFilters.preload().catch(() => undefined);
  return (
    <div
      className="jobs-filters"
      role="group"
      aria-label={t('filters.title')}
      onPointerEnter={preload}
      onFocus={preload}
    >
      {FILTER_LISTS.map(({ name, label }) => (
        <StandIn
          key={name}
          label={t(label)}
          placeholder={t(label)}
          shown={choices[name].shown}
          onOpen={open(name)}
        />
      ))}
      <StandIn
        label={t('filters.location')}
        placeholder={choices.place.disabled ? t('filters.locationHint') : t('filters.location')}
        shown={choices.place.shown}
        wide
        disabled={choices.place.disabled}
        onOpen={open('place')}
      />
      {countActiveFilters(filters) > 0 && (
        <Button type="link" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      )}
    </div>
  );
};
