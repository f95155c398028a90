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
import { createAliyunSmsSender } from './sms/providers/aliyun.ts';
import { createTencentSmsSender } from './sms/providers/tencent.ts';
import { createSignNames } from './sms/sign-names.ts';
import type { TSmsProviderConfig } from './sms/sms-settings.ts';

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
  /** The SMS sender (SMS_PROVIDER); absent: the outbox. */
  sms?: TSmsProviderConfig | undefined;
}

const createSmsSender = (db: Db, config: TSmsProviderConfig | undefined): TSmsSender => {
  const options = { signNameOf: createSignNames(db) };
  if (config?.provider === 'aliyun') return createAliyunSmsSender(config, options);
  if (config?.provider === 'tencent') return createTencentSmsSender(config, options);
  return createOutboxSmsSender(db);
};

/** Picks each outside service's provider from configuration; the outbox is the default sender. */
export const createAdapters = (db: Db, config: TAdapterConfig): TAdapters => ({
  sms: createSmsSender(db, config.sms),
  mail: config.smtpUrl
    ? createSmtpMailSender(config.smtpUrl, config.mailFrom ?? 'no-reply@localhost')
    : createOutboxMailSender(db),
  captcha: createRasterCaptchaMaker(),
  storage: config.s3 ? createS3FileStorage(config.s3) : createLocalFileStorage(config.uploadDir),
});
