import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../config/env.ts';
import { createAliyunSmsSender } from './providers/aliyun.ts';
import { aliyunSignature, aliyunStringToSign } from './providers/aliyun-signature.ts';
import { createTencentSmsSender } from './providers/tencent.ts';
import { tc3Authorization } from './providers/tencent-signature.ts';
import { readSmsSettings, smsProviderConfig } from './sms-settings.ts';
import { SMS_KINDS, SmsSendError, type TSmsMessage } from './sms.port.ts';
import { startAliyunSmsStandIn, type TAliyunSmsStandIn } from './stand-ins/aliyun-stand-in.ts';
import { startTencentSmsStandIn, type TTencentSmsStandIn } from './stand-ins/tencent-stand-in.ts';

const signNameOf = async (customerId: number) => (customerId === 1 ? 'TMP全球交付' : '北风服务');

const codeMessage: TSmsMessage = {
  customerId: 1,
  phone: '13900000001',
  kind: 'code',
  params: { code: '123456' },
  text: '【TMP 全球交付】您的验证码为123456，5分钟内有效，请勿泄露给他人。',
  code: '123456',
};
const offerMessage: TSmsMessage = {
  customerId: 2,
  phone: '13900000002',
  kind: 'offer',
  params: { position: '测试工程师', date: '2026-12-01', extra: 'not in the template' },
  text: 'offer',
};

const refusal = async (sending: Promise<void>) => {
  const err = await sending.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SmsSendError);
  return (err as SmsSendError).providerCode;
};

describe('the signatures, against the providers’ published examples', () => {
  it('Aliyun RPC v1: sorted, RFC 3986-encoded parameters; HMAC-SHA1 with secret + "&"', () => {
    // The worked example of Aliyun's RPC signature documentation (DescribeRegions with testid/testsecret).
    const params = {
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      Format: 'XML',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Timestamp: '2016-02-23T12:46:24Z',
      Version: '2014-05-26',
    };
    expect(aliyunStringToSign('GET', params)).toBe(
      'GET&%2F&AccessKeyId%3Dtestid%26Action%3DDescribeRegions%26Format%3DXML%26SignatureMethod%3DHMAC-SHA1' +
        '%26SignatureNonce%3D3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf%26SignatureVersion%3D1.0' +
        '%26Timestamp%3D2016-02-23T12%253A46%253A24Z%26Version%3D2014-05-26',
    );
    expect(aliyunSignature('testsecret', 'GET', params)).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it('Tencent TC3-HMAC-SHA256: canonical request, credential scope and derived key', () => {
    // The worked example of Tencent Cloud's signature v3 documentation (CVM DescribeInstances).
    const authorization = tc3Authorization(
      'AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******',
      'Gu5t9xGARNpq86cd98joQYCN3*******',
      {
        method: 'POST',
        query: '',
        headers: { 'content-type': 'application/json; charset=utf-8', host: 'cvm.tencentcloudapi.com' },
        body: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
        service: 'cvm',
        timestamp: 1551113065,
      },
    );
    expect(authorization).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******/2019-02-25/cvm/tc3_request, ' +
        'SignedHeaders=content-type;host, ' +
        'Signature=2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c',
    );
  });
});

describe('Aliyun SMS (Dysmsapi SendSms) against its stand-in', () => {
  let standIn: TAliyunSmsStandIn;
  beforeAll(async () => {
    standIn = await startAliyunSmsStandIn();
  });
  afterAll(() => standIn?.close());
  const sender = (overrides: { accessKeySecret?: string; now?: () => Date; code?: string } = {}) => {
    const settings = standIn.settings();
    const config = smsProviderConfig(settings);
    if (config.provider !== 'aliyun') throw new Error('aliyun expected');
    return createAliyunSmsSender(
      {
        ...config,
        accessKeySecret: overrides.accessKeySecret ?? config.accessKeySecret,
        templates: { ...config.templates, ...(overrides.code ? { code: overrides.code } : {}) },
      },
      { signNameOf, now: overrides.now },
    );
  };

  it('sends the template with its named parameters and the customer’s sign name', async () => {
    await sender().send(codeMessage);
    await sender().send(offerMessage);
    expect(standIn.sent).toEqual([
      {
        phone: '13900000001',
        signName: 'TMP全球交付',
        templateCode: standIn.templates.code,
        params: { code: '123456' },
      },
      {
        phone: '13900000002',
        signName: '北风服务',
        templateCode: standIn.templates.offer,
        params: { position: '测试工程师', date: '2026-12-01' },
      },
    ]);
    expect(standIn.lastCode('13900000001')).toBe('123456');
  });

  it('is refused with a wrong secret, a stale timestamp or an unknown template, as Aliyun answers', async () => {
    const before = standIn.sent.length;
    expect(await refusal(sender({ accessKeySecret: 'wrong' }).send(codeMessage))).toBe(
      'SignatureDoesNotMatch',
    );
    const stale = () => new Date(Date.now() - 20 * 60 * 1000);
    expect(await refusal(sender({ now: stale }).send(codeMessage))).toBe('InvalidTimeStamp.Expired');
    expect(await refusal(sender({ code: 'SMS_404' }).send(codeMessage))).toBe('isv.SMS_TEMPLATE_ILLEGAL');
    expect(await refusal(sender().send({ ...codeMessage, phone: '12345' }))).toBe(
      'isv.MOBILE_NUMBER_ILLEGAL',
    );
    expect(standIn.sent.length).toBe(before);
  });

  it('turns the provider’s refusal into an error, and sends on the next try', async () => {
    // Another process (a browser journey) sets and reads the stand-in over HTTP.
    await fetch(`${standIn.url}/_stand-in/fail-next?times=1`, { method: 'POST' });
    expect(await refusal(sender().send(codeMessage))).toBe('isv.BUSINESS_LIMIT_CONTROL');
    await sender().send({ ...codeMessage, params: { code: '654321' } });
    expect(standIn.lastCode('13900000001')).toBe('654321');
    const read = await fetch(`${standIn.url}/_stand-in/messages?phone=13900000001`);
    expect(await read.json()).toMatchObject({ lastCode: '654321', messages: expect.any(Array) });
  });

  it('cannot reach a provider that is down: an error too', async () => {
    const down = await startAliyunSmsStandIn();
    const config = smsProviderConfig(down.settings());
    await down.close();
    if (config.provider !== 'aliyun') throw new Error('aliyun expected');
    expect(await refusal(createAliyunSmsSender(config, { signNameOf }).send(codeMessage))).toBe(
      'Unreachable',
    );
  });
});

describe('Tencent Cloud SMS (SendSms 2021-01-11) against its stand-in', () => {
  let standIn: TTencentSmsStandIn;
  beforeAll(async () => {
    standIn = await startTencentSmsStandIn();
  });
  afterAll(() => standIn?.close());
  const sender = (overrides: { secretKey?: string; now?: () => Date; code?: string } = {}) => {
    const config = smsProviderConfig(standIn.settings());
    if (config.provider !== 'tencent') throw new Error('tencent expected');
    return createTencentSmsSender(
      {
        ...config,
        secretKey: overrides.secretKey ?? config.secretKey,
        templates: { ...config.templates, ...(overrides.code ? { code: overrides.code } : {}) },
      },
      { signNameOf, now: overrides.now },
    );
  };

  it('sends the template with its parameters in order, to +86, with the customer’s sign name', async () => {
    await sender().send(codeMessage);
    await sender().send(offerMessage);
    expect(standIn.sent).toEqual([
      {
        phone: '13900000001',
        signName: 'TMP全球交付',
        templateId: standIn.templates.code,
        params: ['123456'],
      },
      {
        phone: '13900000002',
        signName: '北风服务',
        templateId: standIn.templates.offer,
        params: ['测试工程师', '2026-12-01'],
      },
    ]);
    expect(standIn.lastCode('13900000001')).toBe('123456');
  });

  it('is refused with a wrong key, a stale timestamp or an unknown template, as Tencent answers', async () => {
    const before = standIn.sent.length;
    expect(await refusal(sender({ secretKey: 'wrong' }).send(codeMessage))).toBe(
      'AuthFailure.SignatureFailure',
    );
    const stale = () => new Date(Date.now() - 10 * 60 * 1000);
    expect(await refusal(sender({ now: stale }).send(codeMessage))).toBe('AuthFailure.SignatureExpire');
    expect(await refusal(sender({ code: '404' }).send(codeMessage))).toBe(
      'FailedOperation.TemplateIncorrectOrUnapproved',
    );
    expect(await refusal(sender().send({ ...codeMessage, phone: '12345' }))).toBe(
      'InvalidParameterValue.IncorrectPhoneNumber',
    );
    expect(standIn.sent.length).toBe(before);
  });

  it('turns the number’s refusal into an error, and sends on the next try', async () => {
    standIn.failNext(1);
    expect(await refusal(sender().send(codeMessage))).toBe('LimitExceeded.PhoneNumberDailyLimit');
    await sender().send({ ...codeMessage, params: { code: '654321' } });
    expect(standIn.lastCode('13900000001')).toBe('654321');
  });
});

const aliyunSettings = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'id',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_TEMPLATES: SMS_KINDS.map((kind, i) => `${kind}:SMS_${i}`).join(','),
};

describe('SMS settings', () => {
  it('names every missing key and every kind of message without a template', () => {
    expect(readSmsSettings({}).config).toEqual({ provider: 'outbox' });
    const { problems } = readSmsSettings({
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'id',
      ALIYUN_SMS_TEMPLATES: 'code:SMS_1, offer:SMS_2,nonsense:SMS_3,assessment:',
    });
    expect(problems).toEqual([
      'ALIYUN_SMS_ACCESS_KEY_SECRET is required with SMS_PROVIDER=aliyun',
      expect.stringContaining('ALIYUN_SMS_TEMPLATES: unknown kind "nonsense"'),
      'ALIYUN_SMS_TEMPLATES: "assessment:" is not kind:templateId',
      `ALIYUN_SMS_TEMPLATES has no template for: ${SMS_KINDS.filter((k) => k !== 'code' && k !== 'offer').join(', ')}`,
    ]);
    // The start refuses such settings, naming what is missing.
    expect(() =>
      readEnv({
        NODE_ENV: 'test',
        SMS_PROVIDER: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: 'id',
        ALIYUN_SMS_ACCESS_KEY_SECRET: 's',
      }),
    ).toThrow(/Invalid configuration.*ALIYUN_SMS_TEMPLATES has no template for: code, applicationStatus, /s);
    expect(readEnv({ NODE_ENV: 'test', ...aliyunSettings }).SMS_PROVIDER).toBe('aliyun');
    expect(() => smsProviderConfig({ SMS_PROVIDER: 'tencent' })).toThrow(
      /TENCENT_SMS_SECRET_ID is required.*TENCENT_SMS_TEMPLATES has no template for: code, /,
    );
  });
});
