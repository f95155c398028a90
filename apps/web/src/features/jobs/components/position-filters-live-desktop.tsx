import { Button, Cascader, Select } from 'antd';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { FILTER_LISTS, useFilterChoices, type TFilterName } from '../hooks/use-filter-choices.ts';
import { countActiveFilters, type TPositionFiltersProps } from '../utils/position-filters.ts';

const searchable = { optionFilterProp: 'label' };

/**
 * The filter bar's antd controls, loaded when the visitor first reaches for a filter; `opened` is the one
 * they clicked, which opens at once.
 */
export const PositionFiltersLiveDesktop = ({
  filters,
  onChange,
  onClear,
  opened,
}: TPositionFiltersProps & { opened?: TFilterName }) => {
  const { t } = useTranslation('jobs');
  const choices = useFilterChoices(filters);
  const openIf = (name: TFilterName) => (opened === name ? { autoFocus: true, defaultOpen: true } : {});

  return (
    <div className="jobs-filters" role="group" aria-label={t('filters.title')}>
      {FILTER_LISTS.map(({ name, label, search }) => (
        <Select
          key={name}
          className="jobs-filters__control"
          aria-label={t(label)}
          placeholder={t(label)}
          allowClear
          showSearch={search ? searchable : undefined}
          loading={choices[name].loading}
          options={choices[name].options}
          value={filters[name]}
          onChange={(value?: number) => onChange({ [name]: value })}
          {...openIf(name)}
        />
      ))}
      <Cascader
        className="jobs-filters__control jobs-filters__control--wide"
        aria-label={t('filters.location')}
        placeholder={choices.place.disabled ? t('filters.locationHint') : t('filters.location')}
        disabled={choices.place.disabled}
        changeOnSelect
        showSearch
        options={choices.place.options}
        value={choices.place.path.length ? choices.place.path : undefined}
        onChange={(path?: (string | number)[]) =>
          onChange({ district: path?.length ? Number(path.at(-1)) : undefined })
        }
        {...openIf('place')}
      />
      {countActiveFilters(filters) > 0 && (
        <Button type="link" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      )}
    </div>
  );
};
