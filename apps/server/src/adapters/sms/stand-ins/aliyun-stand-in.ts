import { randomUUID } from 'node:crypto';
import { SMS_KINDS, SMS_TEMPLATE_PARAMS, type TSmsKind } from '../sms.port.ts';
import { aliyunSignature, aliyunStringToSign } from '../providers/aliyun-signature.ts';
import { controlAnswer, listenJson, type TStandInAnswer, type TStandInRequest } from './http.ts';

/** A message the stand-in accepted, as Aliyun would have sent it. */
export interface TAliyunSentSms {
  phone: string;
  signName: string;
  templateCode: string;
  params: Record<string, string>;
}

export interface TAliyunStandInOptions {
  port?: number;
  accessKeyId?: string;
  accessKeySecret?: string;
  /** Template code of each kind (the registered templates); default `SMS_9000001`… in kind order. */
  templates?: Record<TSmsKind, string>;
  /** The stand-in's clock, which a request's Timestamp must be within 15 minutes of. */
  now?: () => Date;
}

export const ALIYUN_TEST_KEY_ID = 'LTAI5tStandInKeyId';
export const ALIYUN_TEST_KEY_SECRET = 'stand-in-access-key-secret';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const MAX_SKEW_MS = 15 * 60 * 1000;
const COMMON = [
  'AccessKeyId',
  'Signature',
  'SignatureMethod',
  'SignatureNonce',
  'SignatureVersion',
  'Timestamp',
];

/**
 * A local stand-in for Aliyun's Dysmsapi endpoint: `SendSms` (2017-05-25) with the RPC signature v1.0, checked
 * as Aliyun documents it. The gateway's refusals (HTTP 4xx, `{ RequestId, HostId, Code, Message, Recommend }`):
 * missing parameters, unknown key, stale timestamp, reused nonce, a signature that does not match (with the
 * string it signed). SendSms's own (HTTP 200, `{ RequestId, Code, Message }`): an unknown template, a
 * template's variable missing, a bad mobile number; `Code: "OK"` with a BizId when sent.
 */
export const startAliyunSmsStandIn = async (options: TAliyunStandInOptions = {}) => {
  const accessKeyId = options.accessKeyId ?? ALIYUN_TEST_KEY_ID;
  const accessKeySecret = options.accessKeySecret ?? ALIYUN_TEST_KEY_SECRET;
  const templates =
    options.templates ??
    (Object.fromEntries(SMS_KINDS.map((kind, i) => [kind, `SMS_${9000001 + i}`])) as Record<
      TSmsKind,
      string
    >);
  const kindOf = new Map(Object.entries(templates).map(([kind, code]) => [code, kind as TSmsKind]));
  const now = options.now ?? (() => new Date());
  const sent: TAliyunSentSms[] = [];
  const nonces = new Set<string>();
  const failures: Array<{ code: string; message: string }> = [];

  const gateway = (status: number, code: string, message: string): TStandInAnswer => ({
    status,
    body: {
      RequestId: randomUUID(),
      HostId: 'dysmsapi.aliyuncs.com',
      Code: code,
      Message: message,
      Recommend: '',
    },
  });
  const refuse = (code: string, message: string): TStandInAnswer => ({
    status: 200,
    body: { RequestId: randomUUID(), Code: code, Message: message },
  });

  const lastCode = (phone: string) =>
    sent.findLast((m) => m.phone === phone && m.templateCode === templates.code)?.params.code;
  const failNext = (times = 1, code = 'isv.BUSINESS_LIMIT_CONTROL', message = '触发分钟级流控Permits:1') => {
    for (let i = 0; i < times; i += 1) failures.push({ code, message });
  };

  const handle = (request: TStandInRequest): TStandInAnswer => {
    const control = controlAnswer(request, { sent, lastCode, failNext });
    if (control) return control;
    // RPC parameters come in the query string, or in a form body for POST; both are signed alike.
    const params: Record<string, string> = Object.fromEntries(request.url.searchParams);
    if (request.method === 'POST' && request.headers['content-type']?.includes('x-www-form-urlencoded')) {
      Object.assign(params, Object.fromEntries(new URLSearchParams(request.body)));
    }
    for (const name of COMMON) {
      if (!params[name]) return gateway(400, `Missing${name}`, `${name} is mandatory for this action.`);
    }
    if (params.AccessKeyId !== accessKeyId) {
      return gateway(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    }
    if (params.SignatureMethod !== 'HMAC-SHA1' || params.SignatureVersion !== '1.0') {
      return gateway(400, 'InvalidParameter', 'Specified SignatureMethod or SignatureVersion is not valid.');
    }
    if (!TIMESTAMP.test(params.Timestamp!)) {
      return gateway(
        400,
        'InvalidTimeStamp.Format',
        'Specified time stamp or date value is not well formatted.',
      );
    }
    if (Math.abs(new Date(params.Timestamp!).getTime() - now().getTime()) > MAX_SKEW_MS) {
      return gateway(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
    }
    if (nonces.has(params.SignatureNonce!)) {
      return gateway(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    }
    if (aliyunSignature(accessKeySecret, request.method, params) !== params.Signature) {
      return gateway(
        400,
        'SignatureDoesNotMatch',
        `Specified signature is not matched with our calculation. server string to sign is:${aliyunStringToSign(request.method, params)}`,
      );
    }
    nonces.add(params.SignatureNonce!);
    if (params.Action !== 'SendSms') {
      return gateway(
        404,
        'InvalidAction.NotFound',
        'Specified api is not found, please check your url and method.',
      );
    }
    if (params.Version !== '2017-05-25') {
      return gateway(400, 'InvalidVersion', 'Specified parameter Version is not valid.');
    }
    for (const name of ['PhoneNumbers', 'SignName', 'TemplateCode']) {
      if (!params[name]) return gateway(400, `Missing${name}`, `${name} is mandatory for this action.`);
    }
    const kind = kindOf.get(params.TemplateCode!);
    if (!kind) return refuse('isv.SMS_TEMPLATE_ILLEGAL', '该账号下找不到对应模板');
    let values: Record<string, unknown>;
    try {
      values = JSON.parse(params.TemplateParam ?? '{}') as Record<string, unknown>;
    } catch {
      return refuse('isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值');
    }
    if (
      typeof values !== 'object' ||
      values === null ||
      Object.values(values).some((v) => typeof v !== 'string')
    ) {
      return refuse('isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值');
    }
    if (SMS_TEMPLATE_PARAMS[kind].some((name) => !(name in values))) {
      return refuse('isv.TEMPLATE_MISSING_PARAMETERS', '模板缺少变量');
    }
    const phones = params.PhoneNumbers!.split(',');
    if (phones.some((phone) => !/^(?:\+?86|0086)?1\d{10}$/.test(phone))) {
      return refuse('isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
    }
    const failure = failures.shift();
    if (failure) return refuse(failure.code, failure.message);
    for (const phone of phones) {
      sent.push({
        phone: phone.replace(/^(?:\+?86|0086)/, ''),
        signName: params.SignName!,
        templateCode: params.TemplateCode!,
        params: values as Record<string, string>,
      });
    }
    return {
      status: 200,
      body: { RequestId: randomUUID(), Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` },
    };
  };

  const server = await listenJson(handle, options.port);
  return {
    ...server,
    accessKeyId,
    accessKeySecret,
    templates,
    /** Every message accepted so far, oldest first. */
    sent,
    /** The code of the newest sign-in SMS to a phone (11 digits), if any. */
    lastCode,
    /** The next `times` well-formed sends are refused with this SendSms code (a rate limit by default). */
    failNext,
    /** The settings that make the portal send through this stand-in. */
    settings: () => ({
      SMS_PROVIDER: 'aliyun' as const,
      ALIYUN_SMS_ACCESS_KEY_ID: accessKeyId,
      ALIYUN_SMS_ACCESS_KEY_SECRET: accessKeySecret,
      ALIYUN_SMS_ENDPOINT: server.url,
      ALIYUN_SMS_TEMPLATES: Object.entries(templates)
        .map(([kind, code]) => `${kind}:${code}`)
        .join(','),
    }),
  };
};

export type TAliyunSmsStandIn = Awaited<ReturnType<typeof startAliyunSmsStandIn>>;
