import { createCanvas } from '@napi-rs/canvas';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AppErrorCode,
  Role,
  type TCompanySettings,
  type TCompanySettingsInput,
  type TRuntimeConfig,
} from '@tmp/contracts';
import { users } from '../../db/schema/index.ts';
import { bearer, DEMO_PHONE, HR_EMAIL, tokenFor } from '../../test/accounts-helpers.ts';
import { multipartFile } from '../../test/files.ts';
import { callApi, useTestApp } from '../../test/test-app.ts';
import { listCountries } from '../reference-data/reference-data.service.ts';

const ctx = useTestApp();
const SETTINGS = '/api/hr/Company/GetSettings';
const SAVE = '/api/hr/Company/SaveSettings';
const UPLOAD = '/api/hr/Company/UploadLogo';
const HOSTS: Record<number, string> = { 1: 'localhost', 2: 'email.localhost' };

/** Customer 1's admin and customer 2's admin (roles 2 and 3), and an HR manager of customer 2 (role 2). */
const tokens = { admin1: '', admin2: '', manager2: '', candidate1: '' };
const MANAGER_EMAIL = 'manager@example.com';

const setRoles = (customerId: number, email: string, roles: number[]) =>
  ctx.database.db
    .update(users)
    .set({ roles })
    .where(and(eq(users.customerId, customerId), eq(users.email, email)));

beforeAll(async () => {
  await setRoles(1, HR_EMAIL, [Role.HrManager, Role.CustomerAdmin]);
  await setRoles(2, HR_EMAIL, [Role.HrManager, Role.CustomerAdmin]);
  tokens.admin1 = await tokenFor(ctx.app, HR_EMAIL, 1);
  tokens.admin2 = await tokenFor(ctx.app, HR_EMAIL, 2);
  tokens.candidate1 = await tokenFor(ctx.app, DEMO_PHONE, 1);
  // A manager without the admin role: customer 2's HR account copied under a second address.
  const [hr2] = await ctx.database.db
    .select()
    .from(users)
    .where(and(eq(users.customerId, 2), eq(users.email, HR_EMAIL)));
  const { id: _id, ...copy } = hr2!;
  await ctx.database.db
    .insert(users)
    .values({ ...copy, email: MANAGER_EMAIL, recommendCode: 'NWMGR20260', roles: [Role.HrManager] });
  tokens.manager2 = await tokenFor(ctx.app, MANAGER_EMAIL, 2);
});

const getSettings = (token: string, customerid = 1, app: FastifyInstance = ctx.app) =>
  callApi<TCompanySettings>(app, { url: SETTINGS, headers: bearer(token), customerid });

const save = (token: string, body: unknown, customerid = 1, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  callApi<TCompanySettings>(ctx.app, {
    method: 'POST',
    url: SAVE,
    body,
    headers: bearer(token),
    customerid,
    lang,
  });

let uploads = 0;
const upload = (token: string, fileName: string, data: Buffer, customerid = 1) => {
  const form = multipartFile(fileName, data, 'image/png');
  return ctx.app.inject({
    method: 'POST',
    url: UPLOAD,
    // A client address of its own: the upload's per-address limit is not what these tests are about.
    remoteAddress: `203.0.113.${(uploads++ % 250) + 1}`,
    payload: form.payload,
    headers: {
      ...bearer(token),
      customerid: String(customerid),
      lang: 'en-us',
      'content-type': form.contentType,
    },
  });
};

const configOf = async (customerId: number) =>
  (
    await ctx.app.inject({ url: '/config.json', headers: { host: HOSTS[customerId]! } })
  ).json<TRuntimeConfig>();

/** The current settings as a SaveSettings body, with `change` applied. */
const bodyFrom = (current: TCompanySettings, change: Partial<TCompanySettingsInput> = {}) => {
  const { logo: _logo, ...input } = current;
  return { ...input, ...change };
};

describe('company settings', () => {
  it('are saved by the customer admin and shown by /config.json at once', async () => {
    const before = await getSettings(tokens.admin1);
    expect(before.status).toBe(200);
    const [country] = await listCountries(ctx.database.db, 1, 'en-us');
    const res = await save(
      tokens.admin1,
      bodyFrom(before.body.data, {
        name: { en: 'Acme Careers', zh: '极致招聘' },
        siteTitle: { en: 'Acme Jobs', zh: '极致职位' },
        tagline: { en: '  Build what ships. ', zh: '一起做出好产品' },
        brandColor: '#0B5D3B',
        forceLoginCountryIds: [country!.value, country!.value],
        defaultSourceId: 7,
        secondFactorRequired: false,
        smsSignature: '极致招聘',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Saved');
    const expected = {
      name: { en: 'Acme Careers', zh: '极致招聘' },
      siteTitle: { en: 'Acme Jobs', zh: '极致职位' },
      tagline: { en: 'Build what ships.', zh: '一起做出好产品' },
      brandColor: '#0b5d3b',
      forceLoginCountryIds: [country!.value],
      defaultSourceId: 7,
      secondFactorRequired: false,
      smsSignature: '极致招聘',
    };
    expect(res.body.data).toMatchObject(expected);
    expect((await getSettings(tokens.admin1)).body.data).toEqual(res.body.data);
    expect(await configOf(1)).toMatchObject({
      customerName: expected.name,
      siteTitle: 'Acme Jobs',
      siteTitleZh: '极致职位',
      tagline: expected.tagline,
      brandColor: '#0b5d3b',
      countryid: [country!.value],
      sourceid: 7,
    });
    // The other customer's portal is not touched.
    expect(await configOf(2)).toMatchObject({ customerName: { en: 'Northwind Services' } });
    // The web drops an emptied value from a body: a save without the default source clears it.
    const { defaultSourceId: _source, ...cleared } = bodyFrom(res.body.data);
    expect((await save(tokens.admin1, cleared)).body.data.defaultSourceId).toBeNull();
  });

  it('are refused to an HR manager without the admin role, to a candidate and to another customer', async () => {
    const before = await configOf(1);
    const before2 = await configOf(2);
    const body = bodyFrom((await getSettings(tokens.admin1)).body.data, { brandColor: '#8a1c1c' });
    const refused = [
      { token: tokens.manager2, customerid: 2 },
      { token: tokens.candidate1, customerid: 1 },
    ];
    for (const { token, customerid } of refused) {
      for (const res of [await getSettings(token, customerid), await save(token, body, customerid)]) {
        expect({ status: res.status, code: res.body.code }).toEqual({
          status: 403,
          code: AppErrorCode.Forbidden,
        });
      }
      expect((await upload(token, 'logo.png', pngOf(64, 32), customerid)).statusCode).toBe(403);
    }
    expect(await configOf(2)).toEqual(before2);
    // Customer 2's admin under customer 1's header is refused; under its own it changes only its own.
    expect((await save(tokens.admin2, body, 1)).status).toBe(403);
    expect(
      (
        await save(
          tokens.admin2,
          bodyFrom((await getSettings(tokens.admin2, 2)).body.data, {
            brandColor: '#8a1c1c',
            forceLoginCountryIds: [],
          }),
          2,
        )
      ).body.code,
    ).toBe(0);
    expect(await configOf(1)).toEqual(before);
    expect((await configOf(2)).brandColor).toBe('#8a1c1c');
  });

  it('refuse a pale colour, a foreign country and an over-long tagline with translated errors, changing nothing', async () => {
    const current = (await getSettings(tokens.admin1)).body.data;
    const before = await configOf(1);
    const refusals: Array<[Partial<TCompanySettingsInput>, 'en-us' | 'zh-cn', number, string]> = [
      [
        { brandColor: '#ffcc00' },
        'en-us',
        400,
        'This colour is too light: white text on it must reach a contrast of 4.5:1 (WCAG AA). Please choose a darker colour',
      ],
      [
        { brandColor: '#1677ff' },
        'zh-cn',
        400,
        '该颜色过浅：其上的白色文字对比度须达到 4.5:1（WCAG AA），请选择更深的颜色',
      ],
      [{ brandColor: 'blue' }, 'en-us', 400, 'Please enter the brand colour as #RRGGBB, for example #1F4FD1'],
      [{ tagline: { en: 'x'.repeat(201), zh: '' } }, 'zh-cn', 400, '内容过长'],
      [
        { smsSignature: '【Acme】' },
        'en-us',
        400,
        'The SMS signature must be 2 to 12 characters, without brackets',
      ],
    ];
    const [foreign] = await listCountries(ctx.database.db, 2, 'en-us');
    const mine = new Set((await listCountries(ctx.database.db, 1, 'en-us')).map((c) => c.value));
    if (foreign && !mine.has(foreign.value)) {
      refusals.push([
        { forceLoginCountryIds: [foreign.value] },
        'en-us',
        400,
        'Please choose countries from the list',
      ]);
    }
    refusals.push([{ forceLoginCountryIds: [2_000_000_000] }, 'zh-cn', 400, '请从列表中选择国家']);
    for (const [change, lang, status, message] of refusals) {
      const res = await save(tokens.admin1, bodyFrom(current, change), 1, lang);
      expect({ change, status: res.status, message: res.body.message }).toEqual({ change, status, message });
      expect(res.body.code).not.toBe(0);
    }
    expect((await getSettings(tokens.admin1)).body.data).toEqual(current);
    expect(await configOf(1)).toEqual(before);
  });
});

/** A real PNG picture drawn for the test. */
const pngOf = (width: number, height: number) => {
  const canvas = createCanvas(width, height);
  const draw = canvas.getContext('2d');
  draw.fillStyle = '#0b5d3b';
  draw.fillRect(0, 0, width, height);
  return canvas.toBuffer('image/png');
};

const svg = (inner: string, attrs = '') =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 40"${attrs}>${inner}</svg>`);

describe('the logo upload', () => {
  const fetchLogo = (url: string, customerId = 1) =>
    ctx.app.inject({ url, headers: { host: HOSTS[customerId]! } });

  it('takes a PNG by its bytes and serves it under its content hash from the portal', async () => {
    const png = pngOf(240, 80);
    const res = await upload(tokens.admin1, 'logo.bin', png);
    expect(res.statusCode).toBe(200);
    const { logo } = res.json<{ data: { logo: string } }>().data;
    expect(logo).toMatch(/^\/brand-logo\/[0-9a-f]{32}\.png$/);
    expect((await configOf(1)).logo).toBe(logo);
    const served = await fetchLogo(logo);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(png)).toBe(true);
    // Another customer's host does not serve it.
    expect((await fetchLogo(logo, 2)).statusCode).toBe(404);
    // Link previews get it drawn on the portal's share card.
    const card = await fetchLogo('/share-image.png');
    expect({ status: card.statusCode, type: card.headers['content-type'] }).toEqual({
      status: 200,
      type: 'image/png',
    });
    expect(card.rawPayload.readUInt32BE(16)).toBe(1200);
  });

  it('refuses a fake or oversized PNG, an over-large file and a file that is no picture', async () => {
    const before = (await configOf(1)).logo;
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(300, 7),
    ]);
    const huge = pngOf(20, 20);
    huge.writeUInt32BE(100_000, 16); // IHDR width
    const cases: Array<[string, Buffer, string]> = [
      ['logo.png', fake, 'The logo must be a PNG or SVG image'],
      ['logo.png', Buffer.from('GIF89a not a png'), 'The logo must be a PNG or SVG image'],
      ['logo.png', huge, 'The logo picture must be between 16 and 4096 pixels wide and high'],
      [
        'logo.svg',
        Buffer.concat([svg('<rect width="1" height="1"/>'), Buffer.alloc(600 * 1024, 32)]),
        'The logo must be 512 KB at most',
      ],
      ['logo.svg', Buffer.from('<svg><rect></svg>'), 'The logo must be a PNG or SVG image'],
      ['logo.svg', Buffer.from('<html><body>hi</body></html>'), 'The logo must be a PNG or SVG image'],
    ];
    for (const [name, data, message] of cases) {
      const res = await upload(tokens.admin1, name, data);
      expect({ status: res.statusCode, message: res.json<{ message: string }>().message }).toEqual({
        status: 400,
        message,
      });
      expect(res.json<{ code: number }>().code).toBe(AppErrorCode.UploadRejected);
    }
    expect((await configOf(1)).logo).toBe(before);
  });

  it('refuses an SVG that could run or fetch anything, and stores others cleaned, with a CSP of their own', async () => {
    const unsafe = [
      svg('<script>alert(1)</script>'),
      svg('<SCRIPT>alert(1)</SCRIPT>'),
      svg('<rect width="10" height="10"/>', ' onload="alert(1)"'),
      svg('<image xlink:href="http://evil.example/x.png" width="10" height="10"/>'),
      svg('<use href="https://evil.example/sprite.svg#a"/>'),
      svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
      svg('<style>@import url(https://evil.example/a.css);</style>'),
      svg('<rect fill="url(https://evil.example/p.svg#g)" width="1" height="1"/>'),
      svg('<a xlink:href="javascript:alert(1)"><rect width="1" height="1"/></a>'),
      Buffer.from('<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>'),
    ];
    for (const [i, data] of unsafe.entries()) {
      const res = await upload(tokens.admin1, 'logo.svg', data);
      expect({ i, status: res.statusCode, body: res.json<{ message: string }>().message }).toEqual({
        i,
        status: 400,
        body: 'The SVG logo holds scripts, event handlers, external links or embedded content. Please export a plain SVG',
      });
    }
    // Made to be slow or deep: refused as too complex, checked off the event loop.
    for (const inner of ['<g>'.repeat(70_000) + '</g>'.repeat(70_000), '<path d="M0 0"/>'.repeat(25_000)]) {
      const res = await upload(tokens.admin1, 'logo.svg', svg(inner));
      expect({ status: res.statusCode, body: res.json<{ message: string }>().message }).toEqual({
        status: 400,
        body: 'The SVG logo is too complex to check. Please simplify it or upload a PNG',
      });
    }
    const drawn = svg(
      '<!-- editor --><metadata><rdf>x</rdf></metadata><defs><linearGradient id="g"><stop offset="0" stop-color="#0b5d3b"/></linearGradient></defs>' +
        '<g data-name="x" inkscape:label="l"><rect width="120" height="40" fill="url(#g)"/><use xlink:href="#g"/><text x="4" y="30">A &amp; B</text></g>',
    );
    const res = await upload(tokens.admin1, 'logo.png', drawn);
    expect(res.statusCode).toBe(200);
    const { logo } = res.json<{ data: { logo: string } }>().data;
    expect(logo).toMatch(/^\/brand-logo\/[0-9a-f]{32}\.svg$/);
    const served = await fetchLogo(logo);
    expect(served.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
    });
    expect(served.body).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 40">' +
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#0b5d3b"/></linearGradient></defs>' +
        '<g><rect width="120" height="40" fill="url(#g)"/><use xlink:href="#g"/><text x="4" y="30">A &amp; B</text></g></svg>',
    );
    expect((await configOf(1)).logo).toBe(logo);
    const card = await fetchLogo('/share-image.png');
    expect({ status: card.statusCode, type: card.headers['content-type'] }).toEqual({
      status: 200,
      type: 'image/png',
    });
  });
});
