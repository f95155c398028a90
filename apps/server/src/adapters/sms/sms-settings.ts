import { SMS_KINDS, type TSmsKind } from './sms.port.ts';
import type { TAliyunSmsConfig } from './providers/aliyun.ts';
import type { TTencentSmsConfig } from './providers/tencent.ts';

/** The settings of the SMS sender (README, settings table). */
export interface TSmsSettings {
  SMS_PROVIDER?: 'outbox' | 'aliyun' | 'tencent' | undefined;
  ALIYUN_SMS_ACCESS_KEY_ID?: string | undefined;
  ALIYUN_SMS_ACCESS_KEY_SECRET?: string | undefined;
  ALIYUN_SMS_ENDPOINT?: string | undefined;
  ALIYUN_SMS_TEMPLATES?: string | undefined;
  TENCENT_SMS_SECRET_ID?: string | undefined;
  TENCENT_SMS_SECRET_KEY?: string | undefined;
  TENCENT_SMS_SDK_APP_ID?: string | undefined;
  TENCENT_SMS_REGION?: string | undefined;
  TENCENT_SMS_ENDPOINT?: string | undefined;
  TENCENT_SMS_TEMPLATES?: string | undefined;
}

export type TSmsProviderConfig =
  | { provider: 'outbox' }
  | ({ provider: 'aliyun' } & TAliyunSmsConfig)
  | ({ provider: 'tencent' } & TTencentSmsConfig);

export const ALIYUN_SMS_DEFAULT_ENDPOINT = 'https://dysmsapi.aliyuncs.com';
export const TENCENT_SMS_DEFAULT_ENDPOINT = 'https://sms.tencentcloudapi.com';
export const TENCENT_SMS_DEFAULT_REGION = 'ap-guangzhou';

/**
 * Reads a templates setting, `kind:templateId` pairs separated by commas
 * (`code:SMS_123,offer:SMS_456,…`), and names what is wrong with it: unknown kinds, empty ids, and every kind
 * of message that has no template.
 */
export const parseSmsTemplates = (name: string, value: string | undefined) => {
  const templates: Partial<Record<TSmsKind, string>> = {};
  const problems: string[] = [];
  for (const pair of (value ?? '').split(',')) {
    if (!pair.trim()) continue;
    const [kind = '', id = '', ...rest] = pair.split(':').map((part) => part.trim());
    if (!(SMS_KINDS as string[]).includes(kind)) {
      problems.push(`${name}: unknown kind "${kind}" (kinds: ${SMS_KINDS.join(', ')})`);
    } else if (!id || rest.length) {
      problems.push(`${name}: "${pair.trim()}" is not kind:templateId`);
    } else {
      templates[kind as TSmsKind] = id;
    }
  }
  const missing = SMS_KINDS.filter((kind) => !templates[kind]);
  if (missing.length) problems.push(`${name} has no template for: ${missing.join(', ')}`);
  return { templates: templates as Record<TSmsKind, string>, problems };
};

const required = (settings: TSmsSettings, names: Array<keyof TSmsSettings>) =>
  names
    .filter((name) => !settings[name])
    .map((name) => `${name} is required with SMS_PROVIDER=${settings.SMS_PROVIDER}`);

/** The chosen SMS sender's configuration, with every problem of its settings (empty: ready to send). */
export const readSmsSettings = (
  settings: TSmsSettings,
): { config: TSmsProviderConfig; problems: string[] } => {
  if (settings.SMS_PROVIDER === 'aliyun') {
    const { templates, problems } = parseSmsTemplates('ALIYUN_SMS_TEMPLATES', settings.ALIYUN_SMS_TEMPLATES);
    return {
      config: {
        provider: 'aliyun',
        accessKeyId: settings.ALIYUN_SMS_ACCESS_KEY_ID ?? '',
        accessKeySecret: settings.ALIYUN_SMS_ACCESS_KEY_SECRET ?? '',
        endpoint: settings.ALIYUN_SMS_ENDPOINT ?? ALIYUN_SMS_DEFAULT_ENDPOINT,
        templates,
      },
      problems: [
        ...required(settings, ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET']),
        ...problems,
      ],
    };
  }
  if (settings.SMS_PROVIDER === 'tencent') {
    const { templates, problems } = parseSmsTemplates(
      'TENCENT_SMS_TEMPLATES',
      settings.TENCENT_SMS_TEMPLATES,
    );
    return {
      config: {
        provider: 'tencent',
        secretId: settings.TENCENT_SMS_SECRET_ID ?? '',
        secretKey: settings.TENCENT_SMS_SECRET_KEY ?? '',
        sdkAppId: settings.TENCENT_SMS_SDK_APP_ID ?? '',
        region: settings.TENCENT_SMS_REGION ?? TENCENT_SMS_DEFAULT_REGION,
        endpoint: settings.TENCENT_SMS_ENDPOINT ?? TENCENT_SMS_DEFAULT_ENDPOINT,
        templates,
      },
      problems: [
        ...required(settings, ['TENCENT_SMS_SECRET_ID', 'TENCENT_SMS_SECRET_KEY', 'TENCENT_SMS_SDK_APP_ID']),
        ...problems,
      ],
    };
  }
  return { config: { provider: 'outbox' }, problems: [] };
};

/** The SMS sender's configuration, or a start-up error naming every problem of its settings. */
export const smsProviderConfig = (settings: TSmsSettings): TSmsProviderConfig => {
  const { config, problems } = readSmsSettings(settings);
  if (problems.length) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  return config;
};
