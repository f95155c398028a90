import { parseLang, translate, type TLanguage } from '@tmp/contracts';
import { escapeMarkup } from '../../lib/html.ts';
import type { TCustomer } from './customers.service.ts';

/**
 * What every page of a disabled customer's host shows: a small self-contained document (no script, no
 * stylesheet to fetch) saying the portal is not available, in the page's language, the other beside it.
 */
export const disabledPage = (customer: TCustomer, language: TLanguage): string => {
  const lang = parseLang(language);
  const other = lang === 'zh-cn' ? 'en-us' : 'zh-cn';
  const name = escapeMarkup(lang === 'zh-cn' ? customer.nameZh : customer.nameEn);
  const title = escapeMarkup(translate('common.customerDisabledTitle', lang));
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · ${name}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;color:#1f2937;background:#f5f7fa}main{padding:24px;max-width:560px;text-align:center}h1{font-size:1.5rem}p{line-height:1.6}.other{color:#6b7280}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeMarkup(translate('common.customerDisabled', lang))}</p>
<p class="other" lang="${other === 'zh-cn' ? 'zh-CN' : 'en-US'}">${escapeMarkup(translate('common.customerDisabled', other))}</p>
</main>
</body>
</html>
`;
};
