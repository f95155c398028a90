import { waitFor } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDistrictTreeRoute, optionListPath } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { i18n, initI18n } from '../../../lib/i18n.ts';
import { setRuntimeConfig } from '../../../config/runtime-config.ts';
import { ok } from '../../../test/fixtures.tsx';
import { testConfig } from '../../../test/render-app.tsx';
import { renderOnPage } from '../../../test/render-on-page.tsx';
import { useAlertCriteria } from './use-alert-criteria.ts';

const mock = new MockAdapter(await api.loadHttp());

beforeAll(async () => {
  await initI18n('en-US');
  await i18n.loadNamespaces('jobs');
});
beforeEach(() => {
  mock.reset();
  setRuntimeConfig(testConfig());
  mock.onGet(optionListPath('JobCategory')).reply(...ok([{ value: 3, text: 'Data' }]));
  mock.onGet(optionListPath('JobNature')).reply(...ok([{ value: 1, text: 'Full-time' }]));
  mock.onGet(getDistrictTreeRoute.path).reply(
    ...ok([
      {
        value: 1,
        text: 'China',
        hrid: 1,
        level: 1,
        children: [{ value: 10, text: 'Hubei', hrid: 10, level: 2, children: [] }],
      },
    ]),
  );
});

describe('the search of the job list in words, for its alert', () => {
  it('quotes the keyword and names the chosen filters', async () => {
    const { view } = renderOnPage(
      () => useAlertCriteria({ keyword: 'java', category: 3, country: 1, district: 10 }),
      '/position',
    );
    await waitFor(() => expect(view.current).toEqual(['“java”', 'Data', 'Hubei, China']));
  });

  it('says "All jobs" when nothing is chosen', async () => {
    const { view } = renderOnPage(() => useAlertCriteria({}), '/position');
    await waitFor(() => expect(view.current).toEqual(['All jobs']));
  });
});
