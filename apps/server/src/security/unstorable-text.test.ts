import { describe, expect, it } from 'vitest';
import { encodeBase64 as b64, translate, type TLang } from '@tmp/contracts';
import { bearer, DEMO_PHONE, HR_EMAIL, tokenFor } from '../test/accounts-helpers.ts';
import { callApi, type TApiCall } from '../test/test-app.ts';
import { useTestApp } from '../test/test-app.ts';
import { changedTables, fingerprint } from './db-fingerprint.ts';

const ctx = useTestApp();

/** A NUL, a high surrogate without its low half, a low one without its high half. */
const UNSTORABLE = ['a\u0000b', 'a\ud800b', 'end\udc00'];

type TCallFor = (text: string, auth: { user: string; hr: string }) => TApiCall;

/** The text fields where a NUL answered 500 on both databases, and a few more of every kind of input. */
const CASES: Record<string, TCallFor> = {
  'job keyword': (text) => ({
    method: 'POST',
    url: '/api/job/Position/QueryPagingPositions',
    body: { pageIndex: 1, pageSize: 10, keyword: text },
  }),
  'login name (Base64)': (text) => ({
    method: 'POST',
    url: '/api/user/Account/Login',
    body: { LoginName: b64(text), LoginPwd: b64('demo2026pass') },
  }),
  'resume (nested JSON)': (text, auth) => ({
    method: 'POST',
    url: '/api/resume/Resume/SaveUserResume',
    body: { resume: { basic: { name: text, mobile: DEMO_PHONE } } },
    headers: bearer(auth.user),
  }),
  'source log': (text) => ({
    method: 'POST',
    url: '/api/resume/ApplyForm/SaveSourceLog',
    body: { sourceid: 1, url: `https://localhost/detail?id=1&x=${text}` },
  }),
  'offer rejection reason': (text, auth) => ({
    method: 'POST',
    url: '/api/resume/ApplyForm/SaveCandidateOfferStatus',
    body: { id: 1, status: 3, reason: text },
    headers: bearer(auth.user),
  }),
  'HR applicant keyword': (text, auth) => ({
    method: 'POST',
    url: '/api/hr/Applicant/QueryPagingApplicants',
    body: { pageIndex: 1, pageSize: 10, keyword: text },
    headers: bearer(auth.hr),
  }),
  'query string': (text) => ({ url: '/api/found/District/GetCountries', query: { keyword: text } }),
};

const BYTES_ONLY = new Set(['login name (Base64)', 'query string']);

describe('text PostgreSQL cannot hold (NUL, lone surrogates)', () => {
  it('is refused with a translated 400 on every kind of input, writing nothing', async () => {
    const auth = { user: await tokenFor(ctx.app, DEMO_PHONE), hr: await tokenFor(ctx.app, HR_EMAIL) };
    const before = await fingerprint(ctx.database.db);
    let refused = 0;
    for (const [name, callFor] of Object.entries(CASES)) {
      // Base64 and URLs carry UTF-8 bytes, which cannot spell a lone surrogate: only the NUL gets through.
      for (const text of BYTES_ONLY.has(name) ? UNSTORABLE.slice(0, 1) : UNSTORABLE) {
        for (const lang of ['en-us', 'zh-cn'] as TLang[]) {
          const res = await callApi(ctx.app, { ...callFor(text, auth), lang });
          expect(res.status, `${name} ${JSON.stringify(text)}`).toBe(400);
          expect(res.body).toEqual({
            code: 1001,
            message: translate('common.unstorableText', lang),
            data: null,
          });
          refused += 1;
        }
      }
    }
    expect(refused).toBe((Object.keys(CASES).length * UNSTORABLE.length - 2 * BYTES_ONLY.size) * 2);
    expect(changedTables(before, await fingerprint(ctx.database.db))).toEqual([]);
  });

  it('keeps emoji and other characters outside the basic plane (surrogate pairs) working', async () => {
    const res = await callApi(ctx.app, {
      method: 'POST',
      url: '/api/job/Position/QueryPagingPositions',
      body: { pageIndex: 1, pageSize: 10, keyword: '😀𝕏 客服' },
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
  });
});
