import type { Readable } from 'node:stream';

/** Where uploaded files live: local disk by default, an S3-compatible store in a larger deployment. */
export interface TFileStorage {
  put: (key: string, data: Buffer) => Promise<void>;
  /** A stream of the stored bytes; undefined when the key holds nothing. */
  get: (key: string) => Promise<Readable | undefined>;
  remove: (key: string) => Promise<void>;
}
