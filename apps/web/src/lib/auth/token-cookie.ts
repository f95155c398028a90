import { readCookie, removeCookie, writeCookie } from '../cookies.ts';

export const TOKEN_COOKIE = 'TMP-token';
/** The stored value wraps the token in this many random characters on each side (spec §9). */
const PAD = 4;
const TOKEN_DAYS = 7;
const PAD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const randomPad = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(PAD));
  return Array.from(bytes, (b) => PAD_ALPHABET[b % PAD_ALPHABET.length]).join('');
};

/** Strips the padding; a stored value of 8 characters or fewer holds no token. */
export const unwrapToken = (stored: string | undefined): string | undefined =>
  stored && stored.length > PAD * 2 ? stored.slice(PAD, -PAD) : undefined;

export const wrapToken = (token: string): string => `${randomPad()}${token}${randomPad()}`;

export const readToken = (): string | undefined => unwrapToken(readCookie(TOKEN_COOKIE));

export const writeToken = (token: string): void => {
  writeCookie(TOKEN_COOKIE, wrapToken(token), { secure: location.protocol === 'https:', days: TOKEN_DAYS });
};

export const removeToken = (): void => removeCookie(TOKEN_COOKIE);
