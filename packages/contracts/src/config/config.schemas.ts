import { z } from 'zod';

/** 1: phone accounts with SMS codes; 2: email accounts with image captcha and security question. */
export const SystemType = { Phone: 1, Email: 2 } as const;

/** The web app's runtime configuration, rendered by the server for the request's host (decisions §2). */
export const ZRuntimeConfig = z.object({
  apiBase: z.string(),
  customerid: z.number().int(),
  countryid: z.array(z.number().int()),
  sourceid: z.number().int().nullable(),
  systemType: z.number().int(),
  siteTitle: z.string(),
  /** The site title in Chinese (company settings); `siteTitle` is the English one. */
  siteTitleZh: z.string(),
  logo: z.string(),
  customerName: z.object({ en: z.string(), zh: z.string() }),
  /** The home hero's tagline per language; empty: the portal's own. */
  tagline: z.object({ en: z.string(), zh: z.string() }),
  /** `#rrggbb`: the theme's primary colour on both kits and the hero's background. */
  brandColor: z.string(),
  defaultLanguage: z.enum(['en-US', 'zh-CN']),
  devOutbox: z.boolean(),
});
export type TRuntimeConfig = z.infer<typeof ZRuntimeConfig>;

export const CONFIG_PATH = '/config.json';
