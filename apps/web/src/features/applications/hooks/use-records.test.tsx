import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import MockAdapter from 'axios-mock-adapter';
import type { TApplyRecord } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { i18n, initI18n } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { setRuntimeConfig } from '../../../config/runtime-config.ts';
import { testConfig } from '../../../test/render-app.tsx';
import { useRecordPages, useRecordScroll } from './use-records.ts';
import { ok } from '../../../test/fixtures.tsx';

const mock = new MockAdapter(await api.loadHttp());
const APPLY = '/api/resume/ApplyForm/QueryPagingApplyRecords';
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);

const record = (over: Partial<TApplyRecord>): TApplyRecord => ({
  id: 1,
  positionId: 10,
  positionName: 'Data Analyst',
  countryName: 'China',
  cityName: 'Wuhan',
  applyDate: '2026-11-19',
  status: 4,
  statusName: 'Offer',
  offerId: 33,
  history: [],
  ...over,
});

beforeAll(async () => {
  setRuntimeConfig(testConfig());
  await initI18n('en-US');
  await i18n.loadNamespaces('applications');
});
beforeEach(() => mock.reset());

describe('the record lists, described once for both layouts', () => {
  it('turns each application into a row with its links, place, tone and count', async () => {
    mock.onPost(APPLY).reply(...ok({ recordcount: 1, list: [record({})] }));
    const { result } = renderHook(() => useRecordScroll('apply'), { wrapper });
    expect(result.current.state).toBe('loading');
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current.count).toBe('1 application');
    expect(result.current.rows).toEqual([
      expect.objectContaining({
        jobName: 'Data Analyst',
        jobHref: '/detail?id=10',
        location: 'Wuhan, China',
        tone: 'warning',
        offerHref: '/offerConfirmation?id=33',
      }),
    ]);
    expect(result.current.hasMore).toBe(false);
  });

  it('scrolls to the next page while one remains', async () => {
    mock.onPost(APPLY).reply((config) => {
      const { pageIndex } = JSON.parse(config.data as string) as { pageIndex: number };
      return [...ok({ recordcount: 11, list: [record({ id: pageIndex, cityName: '' })] })];
    });
    const { result } = renderHook(() => useRecordScroll('apply'), { wrapper });
    await waitFor(() => expect(result.current.hasMore).toBe(true));
    await result.current.loadMore();
    await waitFor(() => expect(result.current.rows.map((r) => r.id)).toEqual([1, 2]));
    expect(result.current.rows[0]!.location).toBe('China');
  });

  it('says when the list is empty, and offers a retry when it failed', async () => {
    mock.onPost(APPLY).replyOnce(...ok({ recordcount: 0, list: [] }));
    const empty = renderHook(() => useRecordPages('apply'), { wrapper }).result;
    await waitFor(() => expect(empty.current.state).toBe('empty'));
    expect(empty.current.empty).toMatchObject({
      title: 'You have not applied for any job yet.',
      href: '/position',
    });

    mock.onPost('/api/resume/ApplyForm/QueryPagingRecommendRecords').replyOnce(500);
    const failed = renderHook(() => useRecordPages('recommend'), { wrapper }).result;
    await waitFor(() => expect(failed.current.state).toBe('error'));
    mock
      .onPost('/api/resume/ApplyForm/QueryPagingRecommendRecords')
      .replyOnce(...ok({ recordcount: 0, list: [] }));
    failed.current.error.retry();
    await waitFor(() => expect(failed.current.state).toBe('empty'));
    expect(failed.current.empty.title).toBe(i18n.t('applications:recommend.empty'));
  });
});
