import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * The key used when SECOND_FACTOR_KEY is unset: the embedded demo and the tests. A deployment sets its
 * own, so that a copy of the database alone does not give the authenticator secrets away.
 */
const DEVELOPMENT_KEY = 'tmp-portal-development-second-factor-key';
const SEALED_PREFIX = 'v1';

export interface TSecretBox {
  /** AES-256-GCM: `v1.iv.tag.ciphertext`, base64url. */
  seal: (plain: string) => string;
  open: (sealed: string) => string;
  /** Keyed hash of a recovery code, bound to its user. */
  hashRecoveryCode: (userId: number, code: string) => string;
}

export const createSecretBox = (keyText: string | undefined): TSecretBox => {
  const key = createHash('sha256')
    .update(keyText || DEVELOPMENT_KEY)
    .digest();
  return {
    seal: (plain) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [SEALED_PREFIX, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open: (sealed) => {
      const [prefix, iv, tag, body] = sealed.split('.');
      if (prefix !== SEALED_PREFIX || !iv || !tag || !body) throw new Error('unknown sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
      return plain.toString('utf8');
    },
    hashRecoveryCode: (userId, code) =>
      createHmac('sha256', key)
        .update(`${userId}:${normalizeRecoveryCode(code)}`)
        .digest('base64url'),
  };
};

// Base32 without look-alikes (0/O, 1/I/L): recovery codes are read off paper and typed.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `XXXXX-XXXXX`: 10 characters of a 31-letter alphabet, about 49 bits. */
export const newRecoveryCode = (): string => {
  const chars = Array.from(randomBytes(10), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

export const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

export const isTotpCode = (code: string) => /^\d{6}$/.test(code.trim());

const TOTP_PERIOD_S = 30;

/** A new authenticator secret, Base32 (160 bits, as RFC 4226 recommends). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpFor = (secret: string, label = '', issuer = '') =>
  new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
  });

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const totpUri = (secret: string, label: string, issuer: string) =>
  totpFor(secret, label, issuer).toString();

/**
 * The time step a code belongs to, within one step either side of `now` (clock drift), or null. The step,
 * not the code, is what is remembered so the same code cannot be taken twice.
 */
export const matchTotpStep = (secret: string, code: string, now: Date): number | null => {
  const totp = totpFor(secret);
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code.trim(), timestamp, window: 1 });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
};
