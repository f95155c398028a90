import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  hrGetJobRoute,
  hrSaveJobRoute,
  hrSetJobOnlineRoute,
  type TDistrictNode,
  type TPositionDetail,
  type TSelectionItem,
} from '@tmp/contracts';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { jobs } from '../../db/schema/index.ts';
import { bearer, HR_EMAIL, tokenFor } from '../../test/accounts-helpers.ts';
import { callApi, useTestApp } from '../../test/test-app.ts';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <meta name="description" content="Careers portal: browse open positions and apply." />',
    '    <title>TMP</title>',
    '  </head>',
    '  <body><div id="root"></div><script type="module" src="/assets/app.js"></script></body>',
    '</html>',
  ].join('\n'),
);

const ctx = useTestApp({ webDist });

const HOSTS = { 1: 'localhost', 2: 'email.localhost' } as const;
type TCustomerId = keyof typeof HOSTS;

const page = (url: string, customer: TCustomerId = 1, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url, headers: { host: HOSTS[customer], accept: 'text/html', ...headers } });

/** The head as a browser's parser would read it. */
const parseHead = (html: string) => {
  const attr = (re: RegExp) => re.exec(html)?.[1];
  const decode = (s: string | undefined) =>
    s
      ?.replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, any>,
  );
  return {
    title: decode(attr(/<title>([\s\S]*?)<\/title>/)),
    titles: html.match(/<title>/g)?.length ?? 0,
    description: decode(attr(/<meta name="description" content="([^"]*)"/)),
    canonical: decode(attr(/<link rel="canonical" href="([^"]*)"/)),
    alternates: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)"/g)].map((m) => [
        m[1],
        decode(m[2]),
      ]),
    ),
    og: Object.fromEntries(
      [...html.matchAll(/<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)"/g)].map((m) => [
        m[1],
        decode(m[2]),
      ]),
    ),
    robots: attr(/<meta name="robots" content="([^"]*)"/),
    lang: attr(/<html lang="([^"]+)"/),
    jsonLd: ld,
  };
};

const onlineJobs = async (customerId: number) =>
  (
    await ctx.database.db
      .select({ id: jobs.id, salaryMin: jobs.salaryMin })
      .from(jobs)
      .where(and(eq(jobs.customerId, customerId), eq(jobs.isOnline, true)))
  ).sort((a, b) => a.id - b.id);

const offlineJob = async (customerId: number) =>
  (
    await ctx.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.customerId, customerId), eq(jobs.isOnline, false)))
      .limit(1)
  )[0]!.id;

const apiDetail = async (id: number, customerid: TCustomerId, lang: 'en-us' | 'zh-cn') =>
  (
    await callApi<TPositionDetail>(ctx.app, {
      url: '/api/job/Position/GetPositionDetail',
      query: { id: String(id) },
      customerid,
      lang,
    })
  ).body.data;

describe('a job page for search engines and link previews', () => {
  it("carries the job's title, description and a complete JobPosting for both customers and languages", async () => {
    for (const customer of [1, 2] as const) {
      const [withSalary] = (await onlineJobs(customer)).filter((j) => j.salaryMin !== null);
      const id = withSalary!.id;
      for (const [language, lang] of [
        ['en-US', 'en-us'],
        ['zh-CN', 'zh-cn'],
      ] as const) {
        const res = await page(`/detail?id=${id}&lang=${language}`, customer);
        expect(res.statusCode).toBe(200);
        const head = parseHead(res.body);
        const job = await apiDetail(id, customer, lang);
        const origin = `http://${HOSTS[customer]}`;
        expect(head.lang).toBe(language);
        expect(head.titles).toBe(1);
        expect(head.title).toContain(job.title);
        expect(head.description).toContain(job.summary.slice(0, 40));
        expect(head.jsonLd).toHaveLength(1);
        const posting = head.jsonLd[0]!;
        expect(posting['@context']).toBe('https://schema.org');
        expect(posting['@type']).toBe('JobPosting');
        expect(posting.title).toBe(job.title);
        expect(posting.description).toBe(job.description);
        expect(posting.datePosted).toBe(job.publishDate);
        expect(posting.employmentType).toMatch(/^(FULL_TIME|PART_TIME|CONTRACTOR|INTERN|OTHER)$/);
        expect(posting.directApply).toBe(true);
        expect(posting.identifier).toMatchObject({ '@type': 'PropertyValue', value: String(id) });
        const name = customer === 1 ? 'TMP' : 'Northwind';
        expect(posting.hiringOrganization).toMatchObject({ '@type': 'Organization' });
        expect(posting.hiringOrganization.name).toContain(lang === 'zh-cn' && customer === 2 ? '北风' : name);
        expect(posting.hiringOrganization.logo).toMatch(new RegExp(`^${origin}/brand/.+\\.svg$`));
        expect(posting.jobLocation['@type']).toBe('Place');
        expect(posting.jobLocation.address).toMatchObject({
          '@type': 'PostalAddress',
          addressLocality: job.cityName,
          addressRegion: job.stateName,
        });
        expect(posting.jobLocation.address.addressCountry).toMatch(/^[A-Z]{2}$/);
        expect(posting.baseSalary).toMatchObject({
          '@type': 'MonetaryAmount',
          currency: job.salaryCurrency,
          value: { '@type': 'QuantitativeValue', unitText: 'MONTH' },
        });
        const value = posting.baseSalary.value as { minValue?: number; value?: number };
        expect(value.minValue ?? value.value).toBe(job.salaryMin);
        expect(posting.url).toBe(`${origin}/detail?id=${id}&lang=${language}`);
        expect(head.og['og:title']).toBe(job.title);
        expect(head.og['og:url']).toBe(posting.url);
        expect(head.og['og:image']).toBe(`${origin}/share-image.png`);
        expect(head.og['og:image:width']).toBe('1200');
        expect(head.og['twitter:card']).toBe('summary_large_image');
        expect(head.og['twitter:image']).toBe(`${origin}/share-image.png`);
      }
    }
  });

  it('follows the visitor’s language without a lang query (cookie, then Accept-Language)', async () => {
    const id = (await onlineJobs(1))[0]!.id;
    const zh = await apiDetail(id, 1, 'zh-cn');
    const byHeader = parseHead((await page(`/detail?id=${id}`, 1, { 'accept-language': 'zh-CN,zh' })).body);
    expect(byHeader.lang).toBe('zh-CN');
    expect(byHeader.jsonLd[0]!.title).toBe(zh.title);
    const byCookie = parseHead(
      (await page(`/detail?id=${id}`, 1, { 'accept-language': 'zh-CN', cookie: 'TMP-language=en-US' })).body,
    );
    expect(byCookie.lang).toBe('en-US');
  });

  it('answers 410 with the offline message and no JobPosting for an offline job, 404 for an unknown one', async () => {
    for (const customer of [1, 2] as const) {
      const id = await offlineJob(customer);
      const en = await page(`/detail?id=${id}&lang=en-US`, customer);
      expect(en.statusCode).toBe(410);
      expect(en.headers['content-type']).toMatch(/text\/html/);
      const head = parseHead(en.body);
      expect(head.title).toContain('This requisition is offline');
      expect(head.jsonLd).toEqual([]);
      expect(head.robots).toBe('noindex');
      expect(en.body).toContain('<div id="root">');
      const zh = await page(`/detail?id=${id}&lang=zh-CN`, customer);
      expect(zh.statusCode).toBe(410);
      expect(parseHead(zh.body).title).toContain('该职位已下线');
    }
    for (const url of ['/detail?id=99999999', '/detail?id=abc', '/detail']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(parseHead(res.body).jsonLd).toEqual([]);
    }
    // Another customer's job does not exist on this host.
    const otherCustomersJob = (await onlineJobs(2))[0]!.id;
    expect((await page(`/detail?id=${otherCustomersJob}`, 1)).statusCode).toBe(404);
  });

  it('names a canonical URL without the share code and keeps the list filters that matter', async () => {
    const id = (await onlineJobs(1))[0]!.id;
    const detail = parseHead(
      (await page(`/detail?id=${id}&recommendCode=AB12CD&utm_source=x&lang=zh-CN`)).body,
    );
    expect(detail.canonical).toBe(`http://localhost/detail?id=${id}&lang=zh-CN`);
    expect(detail.alternates).toEqual({
      'en-US': `http://localhost/detail?id=${id}&lang=en-US`,
      'zh-CN': `http://localhost/detail?id=${id}&lang=zh-CN`,
      'x-default': `http://localhost/detail?id=${id}`,
    });

    const list = parseHead(
      (await page('/position?recommendCode=AB&nature=3&keyword=java&page=2&foo=1&category=5', 2)).body,
    );
    expect(list.canonical).toBe(
      'http://email.localhost/position?keyword=java&category=5&nature=3&page=2&lang=en-US',
    );
    expect(list.title).toBe('“java” jobs · Page 2 - Northwind Careers');
    expect(list.alternates['x-default']).toBe(
      'http://email.localhost/position?keyword=java&category=5&nature=3&page=2',
    );

    const home = parseHead((await page('/home?lang=zh-CN', 2)).body);
    // The company settings' Chinese site title and tagline.
    expect(home.title).toBe('首页 - 北风招聘');
    expect(home.description).toBe(
      '加入北风服务：12 个国家的服务团队，同一份用心。与彼此照应的伙伴一起成长。',
    );
    expect(home.canonical).toBe('http://email.localhost/home?lang=zh-CN');
    expect(home.og['og:image']).toBe('http://email.localhost/share-image.png');
    expect(home.og['og:image:alt']).toBe('北风服务');
    expect(home.og['og:locale']).toBe('zh_CN');
    expect(home.jsonLd).toEqual([]);

    const root = parseHead((await page('/?recommendCode=AB')).body);
    expect(root.canonical).toBe('http://localhost/position?lang=en-US');
    expect(root.robots).toBeUndefined();

    const privatePage = parseHead((await page('/apply')).body);
    expect(privatePage.robots).toBe('noindex');
    expect(privatePage.canonical).toBeUndefined();
  });

  it('escapes what HR writes: a hostile title cannot leave the JSON-LD block or an attribute', async () => {
    const hostile = `</script><script>alert(1)</script>" onload="x' <!-- &amp;`;
    const id = (await onlineJobs(2))[0]!.id;
    await ctx.database.db.update(jobs).set({ titleEn: hostile }).where(eq(jobs.id, id));
    try {
      const res = await page(`/detail?id=${id}&lang=en-US`, 2);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<script>alert(1)');
      expect(res.body).not.toContain('" onload="');
      expect(res.body.match(/<\/script>/g)).toHaveLength(2); // the JSON-LD block's and the app's
      const head = parseHead(res.body);
      expect(head.jsonLd[0]!.title).toBe(hostile);
      expect(head.title).toBe(`${hostile} - Northwind Careers`);
      expect(head.og['og:title']).toBe(hostile);
    } finally {
      await ctx.database.db.update(jobs).set({ titleEn: 'Restored title' }).where(eq(jobs.id, id));
    }
  });
});

const sitemapIds = (xml: string) =>
  [...xml.matchAll(/<loc>[^<]*\/detail\?id=(\d+)&amp;lang=en-US<\/loc>/g)]
    .map((m) => Number(m[1]))
    .sort((a, b) => a - b);

describe('sitemap and robots', () => {
  it("lists exactly the host customer's online jobs, never another customer's", async () => {
    for (const customer of [1, 2] as const) {
      const res = await page('/sitemap.xml', customer);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      const online = (await onlineJobs(customer)).map((j) => j.id);
      expect(sitemapIds(res.body)).toEqual(online);
      expect(res.body).not.toContain(`http://${HOSTS[customer === 1 ? 2 : 1]}/`);
      expect(res.body).toContain(`<loc>http://${HOSTS[customer]}/home?lang=zh-CN</loc>`);
      expect(res.body).toContain(`<loc>http://${HOSTS[customer]}/position?lang=en-US</loc>`);
    }
  });

  it('drops a job HR takes offline from the sitemap and its page at once, and lists it again when back', async () => {
    const hr = await tokenFor(ctx.app, HR_EMAIL, 2);
    const id = (await onlineJobs(2))[0]!.id;
    const setOnline = (isOnline: boolean) =>
      callApi(ctx.app, {
        method: 'POST',
        url: hrSetJobOnlineRoute.path,
        headers: bearer(hr),
        customerid: 2,
        body: { id, isOnline },
      });
    expect(parseHead((await page(`/detail?id=${id}`, 2)).body).jsonLd).toHaveLength(1);
    expect((await setOnline(false)).body.code).toBe(0);
    expect(sitemapIds((await page('/sitemap.xml', 2)).body)).not.toContain(id);
    const gone = await page(`/detail?id=${id}`, 2);
    expect(gone.statusCode).toBe(410);
    expect(parseHead(gone.body).jsonLd).toEqual([]);
    expect((await setOnline(true)).body.code).toBe(0);
    expect(sitemapIds((await page('/sitemap.xml', 2)).body)).toContain(id);
  });

  it('lists a job HR publishes, with a JobPosting of its own', async () => {
    const hr = await tokenFor(ctx.app, HR_EMAIL, 2);
    const saved = await saveJob(hr, await newJobBody());
    expect(saved.body.code).toBe(0);
    const id = saved.body.data.id;
    expect(sitemapIds((await page('/sitemap.xml', 2)).body)).toContain(id);
    const posting = parseHead((await page(`/detail?id=${id}`, 2)).body).jsonLd[0]!;
    expect(posting.title).toBe('Dutch Support Specialist');
    expect(posting.baseSalary).toBeUndefined();
    expect(posting.validThrough).toBeUndefined();
  });

  it('gives a job with a closing date its validThrough, and takes it offline once that day has ended', async () => {
    const hr = await tokenFor(ctx.app, HR_EMAIL, 2);
    const body = await newJobBody();
    const chinaDay = (days: number) =>
      new Date(ctx.clock.now().getTime() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
    // A day already over in China is refused while the job would stay online, and nothing is saved.
    const before = sitemapIds((await page('/sitemap.xml', 2)).body).length;
    for (const lang of ['en-us', 'zh-cn'] as const) {
      const refused = await saveJob(hr, { ...body, closingDate: chinaDay(-1) }, lang);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(
        lang === 'en-us'
          ? 'The closing date has passed: choose a later day, or take the job offline'
          : '截止日期已过：请选择更晚的日期，或将职位下线',
      );
    }
    expect(sitemapIds((await page('/sitemap.xml', 2)).body)).toHaveLength(before);

    const closingDate = chinaDay(1);
    const saved = await saveJob(hr, { ...body, closingDate });
    expect(saved.body.code).toBe(0);
    const id = saved.body.data.id;
    const posting = parseHead((await page(`/detail?id=${id}`, 2)).body).jsonLd[0]!;
    expect(posting.validThrough).toBe(`${closingDate}T23:59:59+08:00`);
    expect((await apiDetail(id, 2, 'zh-cn')).closesAt).toBe(`${closingDate}T23:59:59+08:00`);
    const edited = await callApi<{ closingDate: string | null }>(ctx.app, {
      url: hrGetJobRoute.path,
      query: { id: String(id) },
      headers: bearer(hr),
      customerid: 2,
    });
    expect(edited.body.data.closingDate).toBe(closingDate);

    // The sweep leaves it alone until the day is over, then takes it offline.
    await ctx.app.deps.jobs.runDue();
    expect(sitemapIds((await page('/sitemap.xml', 2)).body)).toContain(id);
    ctx.clock.advance(2 * 86_400_000);
    await ctx.app.deps.jobs.runDue();
    expect(sitemapIds((await page('/sitemap.xml', 2)).body)).not.toContain(id);
    const closed = await page(`/detail?id=${id}`, 2);
    expect(closed.statusCode).toBe(410);
    expect(parseHead(closed.body).jsonLd).toEqual([]);
    // Back online only with a later closing date (HR signs in again: two days have passed).
    const hrAgain = await tokenFor(ctx.app, HR_EMAIL, 2);
    const republish = await callApi(ctx.app, {
      method: 'POST',
      url: hrSetJobOnlineRoute.path,
      headers: bearer(hrAgain),
      customerid: 2,
      body: { id, isOnline: true },
    });
    expect(republish.body.message).toBe(
      'The closing date has passed: choose a later day, or take the job offline',
    );
    expect((await page(`/detail?id=${id}`, 2)).statusCode).toBe(410);
    const later = chinaDay(7);
    expect((await saveJob(hrAgain, { ...body, id, closingDate: later })).body.code).toBe(0);
    expect(sitemapIds((await page('/sitemap.xml', 2)).body)).toContain(id);
  });

  const saveJob = (hr: string, body: Record<string, unknown>, lang: 'en-us' | 'zh-cn' = 'en-us') =>
    callApi<{ id: number }>(ctx.app, {
      method: 'POST',
      url: hrSaveJobRoute.path,
      headers: bearer(hr),
      customerid: 2,
      lang,
      body,
    });

  /** A new job of the email customer's, in both languages, with the first of each reference list. */
  const newJobBody = async () => {
    const option = async (group: string) =>
      (
        await callApi<TSelectionItem[]>(ctx.app, {
          url: `/api/found/Option/GetSelection${group}`,
          customerid: 2,
        })
      ).body.data[0]!.value;
    const tree = (
      await callApi<TDistrictNode[]>(ctx.app, { url: '/api/found/District/GetDistrictTree', customerid: 2 })
    ).body.data;
    const country = tree.find((c) => c.children?.some((s) => s.children?.length))!;
    const state = country.children!.find((s) => s.children?.length)!;
    const site = (
      await callApi<Array<{ id: number }>>(ctx.app, {
        url: '/api/found/Organization/GetAllSite',
        customerid: 2,
      })
    ).body.data[0]!;
    return {
      titleEn: 'Dutch Support Specialist',
      titleZh: '荷兰语客服专员',
      descriptionEn: '<p>Help our customers in Dutch.</p>',
      descriptionZh: '<p>用荷兰语帮助客户。</p>',
      categoryId: await option('JobCategory'),
      natureId: await option('JobNature'),
      siteId: site.id,
      countryId: country.value,
      stateId: state.value,
      cityId: state.children![0]!.value,
      headcount: 2,
      requiredFields: [],
    };
  };

  it('points robots.txt at the host’s own sitemap', async () => {
    for (const customer of [1, 2] as const) {
      const res = await page('/robots.txt', customer);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toContain('User-agent: *');
      expect(res.body).toContain(`Sitemap: http://${HOSTS[customer]}/sitemap.xml`);
      expect(res.body).not.toMatch(/Disallow: \/(position|detail|home)?\s*$/m);
    }
  });

  it('ignores forwarded headers unless the proxy is trusted', async () => {
    const res = await page('/robots.txt', 2, {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.test',
    });
    expect(res.body).toContain('Sitemap: http://email.localhost/sitemap.xml');
  });
});

describe('the link-preview picture', () => {
  it("is a 1200x630 PNG of each host's own logo", async () => {
    const images = [];
    for (const customer of [1, 2] as const) {
      const res = await page('/share-image.png', customer);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const png = res.rawPayload;
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      images.push(png.toString('base64'));
    }
    expect(images[0]).not.toBe(images[1]);
  });
});

describe('sitemap XML', () => {
  it('is well-formed sitemaps.org 0.9 with absolute URLs, W3C dates and complete hreflang alternates', async () => {
    const xml = (await page('/sitemap.xml', 2)).body;
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      isArray: (name) => ['url', 'xhtml:link'].includes(name),
    }).parse(xml);
    const urlset = doc.urlset;
    expect(urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(urlset['@xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
    const urls = urlset.url as Array<Record<string, any>>;
    expect(urls.length).toBeGreaterThan(2);
    expect(urls.length).toBeLessThanOrEqual(50_000);
    expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length);
    for (const url of urls) {
      expect(Object.keys(url).sort()).toEqual(['lastmod', 'loc', 'xhtml:link']);
      expect(url.loc).toMatch(
        /^http:\/\/email\.localhost\/(home|position|detail\?id=\d+&)[^\s]*lang=(en-US|zh-CN)$/,
      );
      expect(new Date(url.lastmod).toISOString()).toBe(url.lastmod);
      const links = url['xhtml:link'] as Array<Record<string, string>>;
      expect(links.map((l) => l['@hreflang'])).toEqual(['en-US', 'zh-CN', 'x-default']);
      expect(links.every((l) => l['@rel'] === 'alternate')).toBe(true);
      expect(links.map((l) => l['@href'])).toContain(url.loc);
    }
  });
});
