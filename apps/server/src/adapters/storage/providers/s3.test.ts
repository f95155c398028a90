import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO_PHONE, tokenFor } from '../../../test/accounts-helpers.ts';
import { multipartFile, samplePdf } from '../../../test/files.ts';
import { callApi, useTestApp } from '../../../test/test-app.ts';
import { createS3FileStorage, type TS3StorageConfig } from './s3.ts';

// A real S3-protocol server on loopback (s3rver), with the bucket the portal is configured for.
const BUCKET = 'portal-uploads';
let s3: S3rver;
let config: TS3StorageConfig;
beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-')),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  config = {
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
});
afterAll(() => s3?.close());

const bucketKeys = async () => {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((o) => o.Key);
};

describe('S3-compatible file storage', () => {
  it('stores, reads back and removes an object; a missing key reads as nothing', async () => {
    const storage = createS3FileStorage(config);
    await storage.put('resumes/1/a.pdf', Buffer.from('%PDF-1.4 hello'));
    expect(await text((await storage.get('resumes/1/a.pdf'))!)).toBe('%PDF-1.4 hello');
    await storage.remove('resumes/1/a.pdf');
    expect(await storage.get('resumes/1/a.pdf')).toBeUndefined();
    expect(await storage.get('resumes/1/never.pdf')).toBeUndefined();
  });

  it('refuses a bucket that does not exist instead of pretending to store', async () => {
    const storage = createS3FileStorage({ ...config, bucket: 'no-such-bucket' });
    await expect(storage.put('x.pdf', Buffer.from('x'))).rejects.toThrow();
  });
});

describe('the portal with STORAGE_S3_BUCKET set', () => {
  const ctx = useTestApp({
    env: () => ({
      STORAGE_S3_BUCKET: config.bucket,
      STORAGE_S3_ENDPOINT: config.endpoint,
      STORAGE_S3_REGION: config.region,
      STORAGE_S3_ACCESS_KEY_ID: config.accessKeyId,
      STORAGE_S3_SECRET_ACCESS_KEY: config.secretAccessKey,
      STORAGE_S3_FORCE_PATH_STYLE: true,
    }),
  });

  it('keeps an uploaded resume in the bucket and serves it back to its owner', async () => {
    const token = await tokenFor(ctx.app, DEMO_PHONE);
    const pdf = samplePdf('Stored in S3');
    const { payload, contentType } = multipartFile('cv.pdf', pdf);
    const up = await ctx.app.inject({
      method: 'POST',
      url: '/api/resume/Resume/UploadCustomResume',
      headers: { ...bearer(token), customerid: '1', 'content-type': contentType },
      payload,
    });
    expect(up.json()).toMatchObject({ code: 0, data: { size: pdf.length } });
    const id = (up.json().data as { id: number }).id;
    expect(await bucketKeys()).toHaveLength(1);
    const down = await ctx.app.inject({
      url: `/api/resume/Resume/DownloadCustomResume/${id}`,
      headers: { ...bearer(token), customerid: '1' },
    });
    expect(down.statusCode).toBe(200);
    expect(down.rawPayload.equals(pdf)).toBe(true);

    const del = await callApi(ctx.app, {
      method: 'POST',
      url: `/api/resume/Resume/DeleteCustomResume/${id}`,
      headers: bearer(token),
    });
    expect(del.body.code).toBe(0);
    expect(await bucketKeys()).toHaveLength(0);
  });
});
