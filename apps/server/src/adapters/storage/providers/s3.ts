import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { TFileStorage } from '../storage.port.ts';

export interface TS3StorageConfig {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle?: boolean | undefined;
}

const clientConfig = (config: TS3StorageConfig): S3ClientConfig => ({
  region: config.region,
  ...(config.endpoint ? { endpoint: config.endpoint } : {}),
  ...(config.accessKeyId && config.secretAccessKey
    ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
    : {}),
  forcePathStyle: config.forcePathStyle ?? false,
  // Self-hosted stores differ in which checksum headers they accept; send them only where S3 requires one.
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

const isMissing = (err: unknown) =>
  err instanceof NoSuchKey ||
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Files in one bucket of an S3-compatible store, for deployments with several API processes or machines.
 * Keys are made by the server (never from user input); objects are private and served only through the API.
 */
export const createS3FileStorage = (config: TS3StorageConfig): TFileStorage => {
  const client = new S3Client(clientConfig(config));
  const Bucket = config.bucket;
  return {
    put: async (key, data) => {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentLength: data.length }));
    },
    get: async (key) => {
      try {
        const found = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return found.Body instanceof Readable ? found.Body : undefined;
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
};
