import { createHash, createHmac } from 'node:crypto';

/**
 * Tencent Cloud API signature v3 (TC3-HMAC-SHA256), as its API reference defines it:
 *
 *   CanonicalRequest = METHOD \n / \n query \n canonical headers \n signed headers \n hex(SHA256(body))
 *   StringToSign     = "TC3-HMAC-SHA256" \n timestamp \n date/service/tc3_request \n hex(SHA256(CanonicalRequest))
 *   key              = HMAC(HMAC(HMAC("TC3" + SecretKey, date), service), "tc3_request")
 *   Authorization    = TC3-HMAC-SHA256 Credential=SecretId/date/service/tc3_request, SignedHeaders=…, Signature=hex
 *
 * Canonical headers are `name:value\n` with lower-case names (and values), sorted, for the signed headers;
 * `date` is the UTC day of the timestamp.
 */
export const TC3_ALGORITHM = 'TC3-HMAC-SHA256';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

export const tc3Date = (timestamp: number) => new Date(timestamp * 1000).toISOString().slice(0, 10);

export interface TTc3Request {
  method: string;
  /** Query string as sent (empty for a JSON POST). */
  query: string;
  /** Header name (any case) to value, for the signed headers only. */
  headers: Record<string, string>;
  body: string;
  service: string;
  timestamp: number;
}

export const tc3CanonicalRequest = (request: TTc3Request) => {
  const names = Object.keys(request.headers)
    .map((name) => name.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const canonicalHeaders = names.map((name) => `${name}:${lower[name]!.trim().toLowerCase()}\n`).join('');
  return {
    signedHeaders: names.join(';'),
    text: [
      request.method.toUpperCase(),
      '/',
      request.query,
      canonicalHeaders,
      names.join(';'),
      sha256Hex(request.body),
    ].join('\n'),
  };
};

export const tc3Signature = (secretKey: string, request: TTc3Request) => {
  const date = tc3Date(request.timestamp);
  const scope = `${date}/${request.service}/tc3_request`;
  const canonical = tc3CanonicalRequest(request);
  const stringToSign = [TC3_ALGORITHM, String(request.timestamp), scope, sha256Hex(canonical.text)].join(
    '\n',
  );
  const key = hmac(hmac(hmac(`TC3${secretKey}`, date), request.service), 'tc3_request');
  return {
    scope,
    signedHeaders: canonical.signedHeaders,
    signature: createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex'),
  };
};

export const tc3Authorization = (secretId: string, secretKey: string, request: TTc3Request) => {
  const { scope, signedHeaders, signature } = tc3Signature(secretKey, request);
  return `${TC3_ALGORITHM} Credential=${secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
};
