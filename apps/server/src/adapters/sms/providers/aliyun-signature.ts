import { createHmac } from 'node:crypto';

/**
 * Aliyun's RPC signature, version 1.0 (HMAC-SHA1), as its API reference defines it for RPC-style APIs such as
 * Dysmsapi: every parameter but `Signature`, sorted by name, each name and value percent-encoded (RFC 3986:
 * `%20` for a space, `%2A` for `*`, `~` kept), joined as `name=value&…`; the string to sign is
 * `METHOD&%2F&` + that query percent-encoded once more; the signature is Base64(HMAC-SHA1(secret + "&")).
 */
export const aliyunPercentEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export const aliyunCanonicalQuery = (params: Record<string, string>) =>
  Object.keys(params)
    .filter((name) => name !== 'Signature')
    .sort()
    .map((name) => `${aliyunPercentEncode(name)}=${aliyunPercentEncode(params[name]!)}`)
    .join('&');

export const aliyunStringToSign = (method: string, params: Record<string, string>) =>
  `${method.toUpperCase()}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(aliyunCanonicalQuery(params))}`;

export const aliyunSignature = (accessKeySecret: string, method: string, params: Record<string, string>) =>
  createHmac('sha1', `${accessKeySecret}&`).update(aliyunStringToSign(method, params)).digest('base64');

/** ISO 8601 in UTC to the second, as the `Timestamp` parameter wants it: `2026-11-28T14:00:00Z`. */
export const aliyunTimestamp = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');
