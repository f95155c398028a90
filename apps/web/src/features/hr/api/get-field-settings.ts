import { queryOptions, useQuery } from '@tanstack/react-query';
import { hrGetFieldSettingsRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage, type TLanguage } from '../../../lib/i18n.ts';

export const fieldSettingsQueryOptions = (language: TLanguage) =>
  queryOptions({
    queryKey: ['hr', 'field-settings', language],
    queryFn: ({ signal }) => api.callData(hrGetFieldSettingsRoute, {}, { msg: 'error', signal }),
  });

export const useFieldSettings = () => useQuery(fieldSettingsQueryOptions(useLanguage()));
