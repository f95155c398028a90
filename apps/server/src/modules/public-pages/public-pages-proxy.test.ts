import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp({ env: { TRUST_PROXY: true } });

describe('behind a trusted proxy', () => {
  it('names the forwarded protocol and host in robots.txt and the sitemap', async () => {
    const headers = {
      host: '10.0.0.5:8080',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'email.localhost',
    };
    const robots = await ctx.app.inject({ url: '/robots.txt', headers });
    expect(robots.body).toContain('Sitemap: https://email.localhost/sitemap.xml');
    const sitemap = await ctx.app.inject({ url: '/sitemap.xml', headers });
    expect(sitemap.body).toContain('<loc>https://email.localhost/position?lang=en-US</loc>');
    expect(sitemap.body).not.toContain('10.0.0.5');
  });
});
