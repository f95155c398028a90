import type { Db } from '../db/client.ts';
import type { TCaptchaMaker } from './captcha/captcha.port.ts';
import { createRasterCaptchaMaker } from './captcha/providers/raster.ts';
import type { TMailSender } from './mail/mail.port.ts';
import { createOutboxMailSender } from './mail/providers/outbox.ts';
import { createSmtpMailSender } from './mail/providers/smtp.ts';
import type { TSmsSender } from './sms/sms.port.ts';
import { createLocalFileStorage } from './storage/providers/local-fs.ts';
import { createS3FileStorage, type TS3StorageConfig } from './storage/providers/s3.ts';
import type { TFileStorage } from './storage/storage.port.ts';
import { createOutboxSmsSender } from './sms/providers/outbox.ts';

export interface TAdapters {
  sms: TSmsSender;
  mail: TMailSender;
  captcha: TCaptchaMaker;
  storage: TFileStorage;
}

export interface TAdapterConfig {
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  uploadDir: string;
  /** An S3-compatible bucket for uploaded files; absent: the local folder `uploadDir`. */
  s3?: TS3StorageConfig | undefined;
}

/** Picks each outside service's provider from configuration; the outbox is the default sender. */
export const createAdapters = (db: Db, config: TAdapterConfig): TAdapters => ({
  sms: createOutboxSmsSender(db),
  mail: config.smtpUrl
    ? createSmtpMailSender(config.smtpUrl, config.mailFrom ?? 'no-reply@localhost')
    : createOutboxMailSender(db),
  captcha: createRasterCaptchaMaker(),
  storage: config.s3 ? createS3FileStorage(config.s3) : createLocalFileStorage(config.uploadDir),
});
