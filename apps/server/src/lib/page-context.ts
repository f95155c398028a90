import type { FastifyRequest } from 'fastify';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY,
  detectLanguage,
  parseAcceptLanguage,
  type TLanguage,
} from '@tmp/contracts';

export type TPageDevice = 'desktop' | 'mobile';

const cookieValue = (header: string | undefined, name: string): string | undefined => {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
};

const queryValue = (req: FastifyRequest, name: string): string | undefined => {
  const value = (req.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
};

/** The language a page request is shown in: the same rule the browser applies when the app starts. */
export const pageLanguage = (req: FastifyRequest, fallback: TLanguage): TLanguage =>
  detectLanguage({
    query: queryValue(req, LANGUAGE_QUERY),
    cookie: cookieValue(req.headers.cookie, LANGUAGE_COOKIE),
    browserLanguages: parseAcceptLanguage(req.headers['accept-language']),
    fallback,
  });

const MOBILE_AGENT = /Mobi|Android|iPhone|iPod|Windows Phone|HarmonyOS|MicroMessenger.*Mobile/i;

/**
 * The skin a page request most likely needs: the `Sec-CH-UA-Mobile` client hint where the browser sends
 * it, else the user agent. The browser corrects it by its width once the app runs.
 */
export const pageDevice = (req: FastifyRequest): TPageDevice => {
  const hint = req.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 'mobile';
  if (hint === '?0') return 'desktop';
  return MOBILE_AGENT.test(req.headers['user-agent'] ?? '') ? 'mobile' : 'desktop';
};
