import { randomUUID } from 'node:crypto';
import { SMS_KINDS, SMS_TEMPLATE_PARAMS, type TSmsKind } from '../sms.port.ts';
import { tc3Date, tc3Signature } from '../providers/tencent-signature.ts';
import { controlAnswer, listenJson, type TStandInAnswer, type TStandInRequest } from './http.ts';

/** A message the stand-in accepted, as Tencent Cloud would have sent it. */
export interface TTencentSentSms {
  phone: string;
  signName: string;
  templateId: string;
  params: string[];
}

export interface TTencentStandInOptions {
  port?: number;
  secretId?: string;
  secretKey?: string;
  sdkAppId?: string;
  /** Template id of each kind (the approved templates); default `2000001`… in kind order. */
  templates?: Record<TSmsKind, string>;
  /** The stand-in's clock, which X-TC-Timestamp must be within 5 minutes of. */
  now?: () => Date;
}

export const TENCENT_TEST_SECRET_ID = 'AKIDStandInSecretId';
export const TENCENT_TEST_SECRET_KEY = 'stand-in-secret-key';
export const TENCENT_TEST_SDK_APP_ID = '1400000001';

const MAX_SKEW_SECONDS = 300;
const AUTHORIZATION =
  /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

/**
 * A local stand-in for Tencent Cloud's SMS endpoint: `SendSms` (2021-01-11) signed with TC3-HMAC-SHA256,
 * checked as Tencent documents it. Every answer is HTTP 200 with `{ Response: { …, RequestId } }`: refusals as
 * `Response.Error { Code, Message }` (bad or stale signature, unknown SecretId, missing parameter, unknown
 * template, parameters that do not fit it), a sent message as `SendStatusSet[0].Code: "Ok"`, a refused number
 * (`InvalidParameterValue.IncorrectPhoneNumber`, a limit) as its own status.
 */
export const startTencentSmsStandIn = async (options: TTencentStandInOptions = {}) => {
  const secretId = options.secretId ?? TENCENT_TEST_SECRET_ID;
  const secretKey = options.secretKey ?? TENCENT_TEST_SECRET_KEY;
  const sdkAppId = options.sdkAppId ?? TENCENT_TEST_SDK_APP_ID;
  const templates =
    options.templates ??
    (Object.fromEntries(SMS_KINDS.map((kind, i) => [kind, String(2000001 + i)])) as Record<TSmsKind, string>);
  const kindOf = new Map(Object.entries(templates).map(([kind, id]) => [id, kind as TSmsKind]));
  const now = options.now ?? (() => new Date());
  const sent: TTencentSentSms[] = [];
  const failures: Array<{ code: string; message: string }> = [];

  const answer = (response: object): TStandInAnswer => ({
    status: 200,
    body: { Response: { ...response, RequestId: randomUUID() } },
  });
  const error = (code: string, message: string) => answer({ Error: { Code: code, Message: message } });
  const missing = (name: string) =>
    error('MissingParameter', `The request is missing a required parameter \`${name}\`.`);

  const lastCode = (phone: string) =>
    sent.findLast((m) => m.phone === phone && m.templateId === templates.code)?.params[0];
  const failNext = (
    times = 1,
    code = 'LimitExceeded.PhoneNumberDailyLimit',
    message = '单个手机号日下发短信条数超过设定的上限',
  ) => {
    for (let i = 0; i < times; i += 1) failures.push({ code, message });
  };

  const handle = (request: TStandInRequest): TStandInAnswer => {
    const control = controlAnswer(request, { sent, lastCode, failNext });
    if (control) return control;
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    if (request.method !== 'POST' || !header('content-type')?.startsWith('application/json')) {
      return error('InvalidParameter', 'Signature v3 takes a POST with Content-Type application/json.');
    }
    for (const name of ['authorization', 'x-tc-action', 'x-tc-version', 'x-tc-timestamp']) {
      if (!header(name)) return missing(name.replace('x-tc-', '').replace(/^./, (c) => c.toUpperCase()));
    }
    const auth = AUTHORIZATION.exec(header('authorization')!);
    if (!auth) return error('AuthFailure.InvalidAuthorization', 'Authorization 不符合腾讯云标准。');
    const [, id, date, service, signedHeaders, signature] = auth;
    const timestamp = Number(header('x-tc-timestamp'));
    if (!Number.isInteger(timestamp)) {
      return error('InvalidParameterValue', 'The value of parameter `Timestamp` is not valid.');
    }
    if (Math.abs(timestamp - Math.floor(now().getTime() / 1000)) > MAX_SKEW_SECONDS) {
      return error(
        'AuthFailure.SignatureExpire',
        '签名过期。Timestamp 和服务器时间相差不得超过五分钟，请检查本地时间是否和标准时间同步。',
      );
    }
    if (id !== secretId)
      return error('AuthFailure.SecretIdNotFound', '密钥不存在。请在控制台检查密钥是否已被删除或者禁用。');
    const names = signedHeaders!.split(';');
    if (
      service !== 'sms' ||
      date !== tc3Date(timestamp) ||
      !names.includes('content-type') ||
      !names.includes('host')
    ) {
      return error('AuthFailure.InvalidAuthorization', 'Authorization 不符合腾讯云标准。');
    }
    const signedValues = Object.fromEntries(names.map((name) => [name, header(name) ?? '']));
    const expected = tc3Signature(secretKey, {
      method: request.method,
      query: request.url.search.replace(/^\?/, ''),
      headers: signedValues,
      body: request.body,
      service: 'sms',
      timestamp,
    });
    if (expected.signature !== signature || expected.signedHeaders !== signedHeaders) {
      return error('AuthFailure.SignatureFailure', '请求签名验证失败，请检查您的签名计算是否正确。');
    }
    if (header('x-tc-action') !== 'SendSms')
      return error('InvalidAction', `接口\`${header('x-tc-action')}\`不存在。`);
    if (header('x-tc-version') !== '2021-01-11') return error('NoSuchVersion', '接口版本不存在。');
    if (!header('x-tc-region')) return missing('Region');
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(request.body) as Record<string, unknown>;
    } catch {
      return error('InvalidParameter', 'The request body is not valid JSON.');
    }
    for (const name of ['PhoneNumberSet', 'SmsSdkAppId', 'TemplateId']) if (!body[name]) return missing(name);
    const phones = body.PhoneNumberSet;
    if (
      !Array.isArray(phones) ||
      phones.length === 0 ||
      phones.length > 200 ||
      phones.some((p) => typeof p !== 'string')
    ) {
      return error('InvalidParameterValue.IncorrectPhoneNumber', '手机号格式错误。');
    }
    if (body.SmsSdkAppId !== sdkAppId)
      return error('InvalidParameterValue.SdkAppIdNotExist', 'SdkAppId 不存在。');
    if (typeof body.SignName !== 'string' || !body.SignName) {
      return error('FailedOperation.SignatureIncorrectOrUnapproved', '签名未审批或格式错误。');
    }
    const kind = kindOf.get(String(body.TemplateId));
    if (!kind) return error('FailedOperation.TemplateIncorrectOrUnapproved', '模板未审批或内容不合规。');
    const values = body.TemplateParamSet ?? [];
    if (
      !Array.isArray(values) ||
      values.some((v) => typeof v !== 'string') ||
      values.length !== SMS_TEMPLATE_PARAMS[kind].length
    ) {
      return error(
        'FailedOperation.TemplateParamSetNotMatchApprovedTemplate',
        '请求内容与审核通过的模板内容不匹配。',
      );
    }
    const statuses = (phones as string[]).map((phone) => {
      const base = { SerialNo: randomUUID(), PhoneNumber: phone, Fee: 1, SessionContext: '', IsoCode: 'CN' };
      if (!/^\+861\d{10}$/.test(phone)) {
        return {
          ...base,
          Fee: 0,
          Code: 'InvalidParameterValue.IncorrectPhoneNumber',
          Message: '手机号格式错误。',
        };
      }
      const failure = failures.shift();
      if (failure) return { ...base, Fee: 0, Code: failure.code, Message: failure.message };
      sent.push({
        phone: phone.slice(3),
        signName: body.SignName as string,
        templateId: String(body.TemplateId),
        params: values as string[],
      });
      return { ...base, Code: 'Ok', Message: 'send success' };
    });
    return answer({ SendStatusSet: statuses });
  };

  const server = await listenJson(handle, options.port);
  return {
    ...server,
    secretId,
    secretKey,
    sdkAppId,
    templates,
    /** Every message accepted so far, oldest first. */
    sent,
    /** The code of the newest sign-in SMS to a phone (11 digits), if any. */
    lastCode,
    /** The next `times` numbers are refused with this status (a daily limit by default). */
    failNext,
    /** The settings that make the portal send through this stand-in. */
    settings: () => ({
      SMS_PROVIDER: 'tencent' as const,
      TENCENT_SMS_SECRET_ID: secretId,
      TENCENT_SMS_SECRET_KEY: secretKey,
      TENCENT_SMS_SDK_APP_ID: sdkAppId,
      TENCENT_SMS_ENDPOINT: server.url,
      TENCENT_SMS_TEMPLATES: Object.entries(templates)
        .map(([kind, id]) => `${kind}:${id}`)
        .join(','),
    }),
  };
};

export type TTencentSmsStandIn = Awaited<ReturnType<typeof startTencentSmsStandIn>>;
