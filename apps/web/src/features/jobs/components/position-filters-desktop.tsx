import { Button, Cascader, Select } from 'antd';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useDistrictTree } from '../api/get-district-tree.ts';
import { useJobCategories } from '../api/get-job-categories.ts';
import { useJobNatures } from '../api/get-job-natures.ts';
import { findDistrict, findDistrictPath } from '../utils/district-tree.ts';
import { countActiveFilters, type TPositionFilters } from '../utils/position-filters.ts';
import { toDistrictOptions, toOptions } from '../utils/to-options.ts';

interface TProps {
  filters: TPositionFilters;
  onChange: (change: Partial<Omit<TPositionFilters, 'page'>>) => void;
  onClear: () => void;
}

const searchable = { optionFilterProp: 'label' };

export const PositionFiltersDesktop = ({ filters, onChange, onClear }: TProps) => {
  const { t } = useTranslation('jobs');
  const categories = useJobCategories();
  const natures = useJobNatures();
  const tree = useDistrictTree();
  const country = findDistrict(tree.data, filters.country);
  // The state/city path below the chosen country, as the cascader expects it.
  const placePath = findDistrictPath(country?.children, filters.district);

  return (
    <div className="jobs-filters" role="group" aria-label={t('filters.title')}>
      <Select
        className="jobs-filters__control"
        aria-label={t('filters.category')}
        placeholder={t('filters.category')}
        allowClear
        showSearch={searchable}
        loading={categories.isLoading}
        options={toOptions(categories.data)}
        value={filters.category}
        onChange={(category?: number) => onChange({ category })}
      />
      <Select
        className="jobs-filters__control"
        aria-label={t('filters.nature')}
        placeholder={t('filters.nature')}
        allowClear
        loading={natures.isLoading}
        options={toOptions(natures.data)}
        value={filters.nature}
        onChange={(nature?: number) => onChange({ nature })}
      />
      <Select
        className="jobs-filters__control"
        aria-label={t('filters.country')}
        placeholder={t('filters.country')}
        allowClear
        showSearch={searchable}
        loading={tree.isLoading}
        options={toOptions(tree.data)}
        value={filters.country}
        onChange={(value?: number) => onChange({ country: value })}
      />
      <Cascader
        className="jobs-filters__control jobs-filters__control--wide"
        aria-label={t('filters.location')}
        placeholder={country ? t('filters.location') : t('filters.locationHint')}
        disabled={!country}
        changeOnSelect
        showSearch
        options={toDistrictOptions(country?.children)}
        value={placePath.length ? placePath : undefined}
        onChange={(path?: (string | number)[]) =>
          onChange({ district: path?.length ? Number(path.at(-1)) : undefined })
        }
      />
      {countActiveFilters(filters) > 0 && (
        <Button type="link" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      )}
    </div>
  );
};
