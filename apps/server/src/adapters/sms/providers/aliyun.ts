import { randomUUID } from 'node:crypto';
import {
  orderedParams,
  SMS_TEMPLATE_PARAMS,
  SmsSendError,
  type TSmsKind,
  type TSmsSender,
} from '../sms.port.ts';
import { aliyunSignature, aliyunTimestamp } from './aliyun-signature.ts';

export interface TAliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  /** `https://dysmsapi.aliyuncs.com` (or a stand-in's address in tests). */
  endpoint: string;
  /** The approved template (`SMS_123456789`) of each kind of message. */
  templates: Record<TSmsKind, string>;
}

export interface TSmsProviderOptions {
  /** The sign name (签名) of a customer's messages. */
  signNameOf: (customerId: number) => Promise<string>;
  /** The clock the request is stamped with (the provider refuses a stale one); tests move it. */
  now?: () => Date;
  /** How long to wait for the provider's answer. */
  timeoutMs?: number;
}

const PROVIDER = 'aliyun';

/** What Dysmsapi answers, success and refusals alike (`Code: "OK"` is success). */
interface TAliyunAnswer {
  Code?: string;
  Message?: string;
  RequestId?: string;
  BizId?: string;
}

/**
 * Aliyun SMS (Dysmsapi `SendSms`, version 2017-05-25): one templated message per call, signed with the
 * RPC signature (HMAC-SHA1) and sent as a form POST. Only `Code: "OK"` is a sent message; any other answer
 * (`isv.BUSINESS_LIMIT_CONTROL`, `isv.MOBILE_NUMBER_ILLEGAL`, `SignatureDoesNotMatch`…) throws.
 */
export const createAliyunSmsSender = (config: TAliyunSmsConfig, options: TSmsProviderOptions): TSmsSender => {
  const now = options.now ?? (() => new Date());
  return {
    send: async (message) => {
      const values = orderedParams(message);
      const templateParam = Object.fromEntries(
        SMS_TEMPLATE_PARAMS[message.kind].map((name, i) => [name, values[i]]),
      );
      const params: Record<string, string> = {
        AccessKeyId: config.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        RegionId: 'cn-hangzhou',
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        Timestamp: aliyunTimestamp(now()),
        Version: '2017-05-25',
        PhoneNumbers: message.phone,
        SignName: await options.signNameOf(message.customerId),
        TemplateCode: config.templates[message.kind],
        TemplateParam: JSON.stringify(templateParam),
      };
      params.Signature = aliyunSignature(config.accessKeySecret, 'POST', params);
      let answer: TAliyunAnswer;
      try {
        const res = await fetch(new URL('/', config.endpoint), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams(params).toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        answer = (await res.json().catch(() => ({ Code: `HTTP${res.status}` }))) as TAliyunAnswer;
      } catch (err) {
        throw new SmsSendError(PROVIDER, 'Unreachable', String(err));
      }
      if (answer.Code !== 'OK') {
        throw new SmsSendError(PROVIDER, answer.Code ?? 'NoCode', answer.Message ?? '');
      }
    },
  };
};
