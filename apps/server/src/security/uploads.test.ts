// @postgres: the attacks of the security suite also run on the PostgreSQL server in CI.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AppErrorCode, MAX_RESUME_FILE_BYTES, translate } from '@tmp/contracts';
import { resumeFiles } from '../db/schema/index.ts';
import { bearer, DEMO_PHONE, tokenFor } from '../test/accounts-helpers.ts';
import { multipartFile, pdfWith, samplePdf } from '../test/files.ts';
import { contentBombPdf, manyPagesPdf, nestedFormsPdf } from '../test/hostile-pdfs.ts';
import { useTestApp } from '../test/test-app.ts';
import { changedTables, fingerprint } from './db-fingerprint.ts';
import { expectSecurityHeaders } from './response-checks.ts';

// The file uploads more than the per-IP limit of 20 a minute allows one address.
const ctx = useTestApp({ env: { RATE_LIMIT_FACTOR: 5 } });
const R = '/api/resume/Resume';

// One sign-in for the file: signing in writes the last sign-in time, which would blur the write checks.
let token = '';
const auth = async () => bearer((token ||= await tokenFor(ctx.app, DEMO_PHONE)));

const upload = async (fileName: string, data: Buffer, contentType = 'application/pdf', lang = 'en-us') => {
  const form = multipartFile(fileName, data, contentType);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${R}/UploadCustomResume`,
    headers: {
      customerid: '1',
      lang,
      'content-type': form.contentType,
      ...(await auth()),
    },
    payload: form.payload,
  });
  expectSecurityHeaders(res);
  return {
    status: res.statusCode,
    body: res.json() as { code: number; message: string; data: { id: number; fileName: string } },
  };
};

const download = async (id: number) =>
  ctx.app.inject({
    url: `${R}/DownloadCustomResume/${id}`,
    headers: { customerid: '1', ...(await auth()) },
  });

/** A well-formed PDF of exactly `size` bytes, most of them a large picture-like stream, as a scan holds. */
const pdfOfSize = (size: number) => {
  const withStream = (length: number) =>
    pdfWith('', [`<< /Length ${length} >>\nstream\n${'x'.repeat(length)}\nendstream`]);
  let length = size - withStream(0).length;
  while (withStream(length).length > size) length -= 1;
  return withStream(length);
};

/**
 * Runs a request while the liveness probe asks: answers the request's response, whether the probe was
 * answered before it, and the longest the event loop stalled meanwhile.
 */
const whileProbing = async <T>(request: Promise<T>) => {
  const stalls = monitorEventLoopDelay({ resolution: 10 });
  stalls.enable();
  let finished = false;
  const response = request.finally(() => (finished = true));
  const probe = await ctx.app.inject({ url: '/api/health/live' });
  const probeFirst = probe.statusCode === 200 && !finished;
  const result = await response;
  stalls.disable();
  return { result, probeFirst, longestStallMs: stalls.max / 1e6 };
};

// Generous against a loaded machine: reading these files on the event loop stalled it for 16 s to minutes.
const STALL_BOUND_MS = 2_500;

describe('resume uploads', () => {
  it('takes a PDF of exactly 10 MB and refuses one byte more, storing nothing', async () => {
    const atLimit = await upload('limit.pdf', pdfOfSize(MAX_RESUME_FILE_BYTES));
    expect(atLimit.body.code).toBe(0);
    const before = await fingerprint(ctx.database.db);
    const over = await upload('over.pdf', pdfOfSize(MAX_RESUME_FILE_BYTES + 1));
    expect(over).toMatchObject({
      status: 400,
      body: { message: 'The file must not exceed 10 MB', data: null },
    });
    expect(changedTables(before, await fingerprint(ctx.database.db))).toEqual([]);
  });

  it('refuses markup and an executable named .pdf, whatever content type the browser claims', async () => {
    const before = await fingerprint(ctx.database.db);
    for (const data of [
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.from('MZ\x90\x00\x03binary'),
    ]) {
      const res = await upload('resume.pdf', data);
      expect(res.body.code).not.toBe(0);
      expect(res.body.message).toBe('Only PDF files can be uploaded');
    }
    expect(changedTables(before, await fingerprint(ctx.database.db))).toEqual([]);
  });

  it('refuses what only starts like a PDF, and PDFs with scripts, launch actions or attachments', async () => {
    const before = await fingerprint(ctx.database.db);
    const files = [
      Buffer.from('%PDF-<html><script>alert(1)</script></html>'),
      pdfWith('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
      pdfWith('/OpenAction << /S /Launch /F (calc.exe) >>'),
      pdfWith('/Names << /EmbeddedFiles << /Names [(a.exe) 5 0 R] >> >>', [
        '<< /Type /Filespec /F (a.exe) /EF << /F 6 0 R >> >>',
        '<< /Type /EmbeddedFile /Length 3 >>\nstream\nabc\nendstream',
      ]),
    ];
    const messages = [];
    for (const data of files) messages.push((await upload('resume.pdf', data)).body.message);
    expect(messages).toEqual([
      translate('resumes.pdfUnreadable', 'en-us'),
      ...Array(3).fill(translate('resumes.pdfActive', 'en-us')),
    ]);
    expect(changedTables(before, await fingerprint(ctx.database.db))).toEqual([]);
    expect((await upload('plain.pdf', pdfWith())).body.code).toBe(0);
  });

  it('strips folders, NUL and reserved characters from names and serves the file back as a safe attachment', async () => {
    const names = {
      '../../../etc/passwd.pdf': 'passwd.pdf',
      '..\\..\\boot.ini.pdf': 'boot.ini.pdf',
      'cv\u0000.exe.pdf': 'cv.exe.pdf',
      'a<b>|c:d*e?.pdf': 'abcde.pdf',
    };
    for (const [sent, stored] of Object.entries(names)) {
      const res = await upload(sent, samplePdf());
      expect(res.body.data.fileName).toBe(stored);
      const [row] = await ctx.database.db
        .select()
        .from(resumeFiles)
        .where(eq(resumeFiles.id, res.body.data.id));
      expect(row!.storageKey).toMatch(/^\d+\/\d+\/[0-9a-f-]{36}\.pdf$/);
      const file = await download(res.body.data.id);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="${stored}"; filename*=UTF-8''${encodeURIComponent(stored)}`,
      );
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toBe('no-store');
      expectSecurityHeaders(file);
      await ctx.app.inject({
        method: 'POST',
        url: `${R}/DeleteCustomResume/${res.body.data.id}`,
        headers: { customerid: '1', ...(await auth()) },
      });
    }
  });

  it('keeps a Chinese name readable through the UTF-8 filename and an ASCII fallback', async () => {
    const res = await upload('简历 2026.pdf', samplePdf());
    const file = await download(res.body.data.id);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="__ 2026.pdf"; filename*=UTF-8''${encodeURIComponent('简历 2026.pdf')}`,
    );
  });

  it('refuses PDFs made to exhaust the reader, in words, while every other request is answered', async () => {
    const hostile = {
      '2 MB of text commands drawn by 6 pages': contentBombPdf(2_000_000),
      '20 MB of text commands drawn by 6 pages': contentBombPdf(20_000_000),
      'forms nested 5 deep, each drawn 10 times': nestedFormsPdf(5, 10),
      '10,000 pages': manyPagesPdf(10_000),
      '100,000 pages': manyPagesPdf(100_000),
    };
    expect(hostile['100,000 pages'].length).toBeLessThan(MAX_RESUME_FILE_BYTES);
    const before = await fingerprint(ctx.database.db);
    const seen: Record<string, unknown> = {};
    for (const [name, data] of Object.entries(hostile)) {
      const { result, probeFirst, longestStallMs } = await whileProbing(upload('resume.pdf', data));
      seen[name] = { message: result.body.message, probeFirst, stalled: longestStallMs > STALL_BOUND_MS };
    }
    const refused = {
      message: translate('resumes.pdfTooComplex', 'en-us'),
      probeFirst: true,
      stalled: false,
    };
    expect(seen).toEqual(Object.fromEntries(Object.keys(hostile).map((name) => [name, refused])));
    expect((await upload('resume.pdf', nestedFormsPdf(), undefined, 'zh-cn')).body.message).toBe(
      translate('resumes.pdfTooComplex', 'zh-cn'),
    );
    expect(changedTables(before, await fingerprint(ctx.database.db))).toEqual([]);
    expect((await upload('plain.pdf', pdfWith())).body.code).toBe(0);
  });

  it('refuses to read a stored file past the limits, while every other request is answered', async () => {
    const stored = await upload('resume.pdf', samplePdf());
    const [row] = await ctx.database.db
      .select()
      .from(resumeFiles)
      .where(eq(resumeFiles.id, stored.body.data.id));
    // As if stored before the limits existed: the file behind the row becomes the 6 KB bomb.
    await ctx.app.deps.adapters.storage.put(row!.storageKey, contentBombPdf(2_000_000));
    const parse = ctx.app.inject({
      method: 'POST',
      url: `${R}/ParseCustomResume/${stored.body.data.id}`,
      headers: { customerid: '1', lang: 'zh-cn', ...(await auth()) },
    });
    const { result, probeFirst, longestStallMs } = await whileProbing(parse);
    expect(result.json()).toMatchObject({
      code: AppErrorCode.ResumeUnreadable,
      message: translate('resumes.pdfTooComplex', 'zh-cn'),
    });
    expect({ probeFirst, stalled: longestStallMs > STALL_BOUND_MS }).toEqual({
      probeFirst: true,
      stalled: false,
    });
  });
});
