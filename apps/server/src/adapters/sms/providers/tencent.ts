import { orderedParams, SmsSendError, type TSmsKind, type TSmsSender } from '../sms.port.ts';
import type { TSmsProviderOptions } from './aliyun.ts';
import { tc3Authorization } from './tencent-signature.ts';

export interface TTencentSmsConfig {
  secretId: string;
  secretKey: string;
  /** The SMS application (SmsSdkAppId, `1400…`). */
  sdkAppId: string;
  region: string;
  /** `https://sms.tencentcloudapi.com` (or a stand-in's address in tests). */
  endpoint: string;
  /** The approved template id of each kind of message. */
  templates: Record<TSmsKind, string>;
}

const PROVIDER = 'tencent';
const CONTENT_TYPE = 'application/json; charset=utf-8';

interface TTencentAnswer {
  Response?: {
    Error?: { Code: string; Message: string };
    SendStatusSet?: Array<{ Code: string; Message: string; PhoneNumber?: string; SerialNo?: string }>;
    RequestId?: string;
  };
}

/**
 * Tencent Cloud SMS (`SendSms`, version 2021-01-11): one templated message per call, a JSON POST signed with
 * TC3-HMAC-SHA256. Sent when the phone's status says `Ok`; `Response.Error` (bad signature, unknown
 * template…) or another status (`LimitExceeded.PhoneNumberDailyLimit`…) throws.
 */
export const createTencentSmsSender = (
  config: TTencentSmsConfig,
  options: TSmsProviderOptions,
): TSmsSender => {
  const now = options.now ?? (() => new Date());
  const url = new URL('/', config.endpoint);
  return {
    send: async (message) => {
      const body = JSON.stringify({
        PhoneNumberSet: [`+86${message.phone}`],
        SmsSdkAppId: config.sdkAppId,
        SignName: await options.signNameOf(message.customerId),
        TemplateId: config.templates[message.kind],
        TemplateParamSet: orderedParams(message),
      });
      const timestamp = Math.floor(now().getTime() / 1000);
      const signed = { 'content-type': CONTENT_TYPE, host: url.host, 'x-tc-action': 'SendSms' };
      const authorization = tc3Authorization(config.secretId, config.secretKey, {
        method: 'POST',
        query: '',
        headers: signed,
        body,
        service: 'sms',
        timestamp,
      });
      let answer: TTencentAnswer;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': CONTENT_TYPE,
            authorization,
            'x-tc-action': 'SendSms',
            'x-tc-version': '2021-01-11',
            'x-tc-timestamp': String(timestamp),
            'x-tc-region': config.region,
          },
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        answer = (await res.json().catch(() => ({}))) as TTencentAnswer;
      } catch (err) {
        throw new SmsSendError(PROVIDER, 'Unreachable', String(err));
      }
      const error = answer.Response?.Error;
      if (error) throw new SmsSendError(PROVIDER, error.Code, error.Message);
      const status = answer.Response?.SendStatusSet?.[0];
      if (status?.Code !== 'Ok') {
        throw new SmsSendError(PROVIDER, status?.Code ?? 'NoStatus', status?.Message ?? '');
      }
    },
  };
};
