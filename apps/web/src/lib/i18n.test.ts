import { describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import {
  changeLanguage,
  detectLanguage,
  getOtherLanguage,
  i18n,
  initI18n,
  LANGUAGE_COOKIE,
  normalizeLanguage,
  readLanguageCookie,
  toHeaderLang,
} from './i18n.ts';
import { useAppStore } from './app-store.ts';

describe('detectLanguage', () => {
  it('prefers the cookie', () => {
    expect(detectLanguage({ cookie: 'zh-CN', browserLanguages: ['en-GB'], fallback: 'en-US' })).toBe('zh-CN');
  });

  it('then the first browser language we speak', () => {
    expect(
      detectLanguage({ cookie: undefined, browserLanguages: ['fr-FR', 'zh-TW', 'en'], fallback: 'en-US' }),
    ).toBe('zh-CN');
    expect(detectLanguage({ cookie: 'de', browserLanguages: ['en-AU'], fallback: 'zh-CN' })).toBe('en-US');
  });

  it('then the configured default', () => {
    expect(detectLanguage({ cookie: undefined, browserLanguages: ['fr'], fallback: 'zh-CN' })).toBe('zh-CN');
    expect(detectLanguage({ cookie: '', browserLanguages: [], fallback: 'en-US' })).toBe('en-US');
  });
});

describe('language helpers', () => {
  it('maps tags to our languages and to the lang header', () => {
    expect(normalizeLanguage('ZH-cn')).toBe('zh-CN');
    expect(normalizeLanguage('en')).toBe('en-US');
    expect(normalizeLanguage('ja')).toBeNull();
    expect(toHeaderLang('zh-CN')).toBe('zh-cn');
    expect(toHeaderLang('en-US')).toBe('en-us');
    expect(getOtherLanguage('en-US')).toBe('zh-CN');
    expect(getOtherLanguage('zh-CN')).toBe('en-US');
  });

  it('switching stores the cookie TMP-language and translates with the new language', async () => {
    await initI18n('en-US');
    expect(i18n.t('language.switched')).toBe('Switch Language Success');
    await changeLanguage('zh-CN');
    expect(LANGUAGE_COOKIE).toBe('TMP-language');
    expect(Cookies.get('TMP-language')).toBe('zh-CN');
    expect(readLanguageCookie()).toBe('zh-CN');
    expect(i18n.t('language.switched')).toBe('切换语言成功');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(useAppStore.getState().language).toBe('zh-CN');
  });
});
