import fp from 'fastify-plugin';
import { parseLang, type TLang } from '@tmp/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of messages for this request, from the `lang` header (spec §7). */
    lang: TLang;
  }
}

export const langPlugin = fp(
  async (app) => {
    app.decorateRequest('lang', 'en-us');
    app.addHook('onRequest', async (req) => {
      req.lang = parseLang(req.headers.lang);
    });
  },
  { name: 'lang' },
);
