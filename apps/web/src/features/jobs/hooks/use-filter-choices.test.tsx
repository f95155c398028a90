import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import MockAdapter from 'axios-mock-adapter';
import { getDistrictTreeRoute, optionListPath, type TDistrictNode } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { initI18n } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { setRuntimeConfig } from '../../../config/runtime-config.ts';
import { testConfig } from '../../../test/render-app.tsx';
import type { TPositionFilters } from '../utils/position-filters.ts';
import { useFilterChoices } from './use-filter-choices.ts';

const mock = new MockAdapter(await api.loadHttp());
const ok = (data: unknown) => [200, { code: 0, message: 'Success', data }] as const;

const place = (value: number, text: string, level: number, children?: TDistrictNode[]): TDistrictNode => ({
  value,
  text,
  hrid: value,
  level,
  ...(children ? { children } : {}),
});
const TREE = [
  place(1, 'China', 1, [place(10, 'Beijing', 2, [place(100, 'Haidian District', 3)])]),
  place(2, 'Philippines', 1, [place(20, 'Metro Manila', 2)]),
];

const choicesFor = (filters: TPositionFilters) => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
  );
  return renderHook(() => useFilterChoices(filters), { wrapper }).result;
};

beforeAll(async () => {
  setRuntimeConfig(testConfig());
  await initI18n('en-US');
  mock.onGet(optionListPath('JobCategory')).reply(...ok([{ value: 3, text: 'Customer Service' }]));
  mock.onGet(optionListPath('JobNature')).reply(...ok([{ value: 5, text: 'Full-time' }]));
  mock.onGet(getDistrictTreeRoute.path).reply(...ok(TREE));
});

describe('the desktop filter bar’s choices', () => {
  it('shows the chosen values’ labels, and the place as the cascader names it', async () => {
    const choices = choicesFor({ page: 1, category: 3, nature: 5, country: 1, district: 100 });
    await waitFor(() => expect(choices.current.place.options).toHaveLength(1));
    expect(choices.current.category.shown).toBe('Customer Service');
    expect(choices.current.nature.shown).toBe('Full-time');
    expect(choices.current.country.shown).toBe('China');
    expect(choices.current.country.options.map((o) => o.label)).toEqual(['China', 'Philippines']);
    expect(choices.current.place).toMatchObject({
      path: [10, 100],
      shown: 'Beijing / Haidian District',
      disabled: false,
    });
  });

  it('shows nothing chosen as nothing, a value not in the list as itself, and waits for a country', async () => {
    const choices = choicesFor({ page: 1, category: 99 });
    await waitFor(() => expect(choices.current.country.loading).toBe(false));
    expect(choices.current.category.shown).toBe('99');
    expect(choices.current.nature.shown).toBeUndefined();
    expect(choices.current.place).toMatchObject({ options: [], shown: undefined, disabled: true });
  });
});
