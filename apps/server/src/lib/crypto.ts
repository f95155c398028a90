import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt cost: N=2^15, r=8 uses 32 MiB and ~60 ms a hash here — slow for guessing, fine for sign-in.
const SCRYPT = { N: 32_768, r: 8, p: 1, keylen: 32 } as const;

const scryptAsync = (secret: string, salt: Buffer, keylen: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(secret, salt, keylen, { ...opts, maxmem: 128 * opts.N! * opts.r! * 2 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );

/** `scrypt$N$r$p$salt$hash` (base64), so the parameters can be raised later without breaking old hashes. */
export const hashSecret = async (secret: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await scryptAsync(secret, salt, SCRYPT.keylen, SCRYPT);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64'), key.toString('base64')].join('$');
};

export const verifySecret = async (secret: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scryptAsync(secret, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(key, expected);
};

/** A hash that always takes as long as a real check: used when the account does not exist. */
let dummyHash: Promise<string> | undefined;
export const burnSecretCheck = async (secret: string): Promise<void> => {
  dummyHash ??= hashSecret('no-such-account-placeholder');
  await verifySecret(secret, await dummyHash);
};

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Opaque token of 256 random bits. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

export const randomDigits = (length: number): string =>
  Array.from({ length }, () => randomInt(0, 10).toString()).join('');

export const safeEqual = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};
