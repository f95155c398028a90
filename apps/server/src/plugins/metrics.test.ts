import { describe, expect, it } from 'vitest';
import { callApi, startTestApp, useTestApp } from '../test/test-app.ts';

const TOKEN = 'metrics-token-of-this-test-0123456789';
const scrape = { authorization: `Bearer ${TOKEN}` };

describe('Prometheus metrics with METRICS=1', () => {
  const ctx = useTestApp({ env: { METRICS: true, METRICS_TOKEN: TOKEN } });

  it('answers nobody without the token on the portal port', async () => {
    for (const authorization of [undefined, 'Bearer ', `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const res = await ctx.app.inject({
        url: '/metrics',
        headers: { lang: 'zh-cn', ...(authorization === undefined ? {} : { authorization }) },
      });
      expect({ authorization, status: res.statusCode }).toEqual({ authorization, status: 401 });
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json().message).toBe('请先登录');
      expect(res.body).not.toContain('portal_http');
    }
  });

  it('refuses to start without a token', async () => {
    await expect(
      startTestApp({ db: ctx.database.db, env: { METRICS: true, METRICS_TOKEN: undefined } }),
    ).rejects.toThrow(/METRICS=1 needs METRICS_TOKEN/);
  });

  it('counts requests per route pattern, their latency and server errors', async () => {
    await callApi(ctx.app, { url: '/api/job/Position/GetPositionDetail', query: { id: '1' } });
    await callApi(ctx.app, { url: '/api/job/Position/GetPositionDetail', query: { id: '2' } });
    const res = await ctx.app.inject({ url: '/metrics', headers: scrape });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(
      /portal_http_requests_total\{method="GET",route="\/api\/job\/Position\/GetPositionDetail",status="200"\} 2/,
    );
    expect(text).toMatch(
      /portal_http_request_duration_seconds_count\{method="GET",route="\/api\/job\/Position\/GetPositionDetail"\} 2/,
    );
    expect(text).toContain('# TYPE portal_http_server_errors_total counter');
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('# TYPE portal_exam_autosaves_total counter');
    expect(text).toContain('# TYPE portal_applications_total counter');
  });

  it('keeps liveness apart from readiness, which asks the database', async () => {
    const live = await ctx.app.inject({ url: '/api/health/live' });
    const ready = await ctx.app.inject({ url: '/api/health/ready' });
    expect([live.statusCode, ready.statusCode]).toEqual([200, 200]);
    expect(ready.json().data.status).toBe('ok');
  });
});

describe('metrics are off unless enabled', () => {
  const ctx = useTestApp();

  it('serves no /metrics', async () => {
    const res = await ctx.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('portal_http_requests_total');
  });
});
