import { describe, expect, it, vi } from 'vitest';
import { Translator, type TTexts } from './translator.ts';

const texts = {
  'en-US': {
    common: {
      hello: 'Hello {{name}}',
      nested: { deep: { text: 'Deep' } },
      'flat.key': 'Flat',
      item_one: '{{count}} item',
      item_other: '{{count}} items',
      sections: [{ title: 'About {{company}}', body: ['{{company}} keeps your data'] }],
    },
    jobs: { title: 'Jobs', count_one: 'One job', count_other: '{{count}} jobs' },
  },
  'zh-CN': {
    common: { hello: '你好 {{name}}', item_other: '{{count}} 项' },
    jobs: { title: '职位' },
  },
} satisfies Record<string, Record<string, TTexts>>;

const make = (load?: (language: string, namespace: string) => Promise<TTexts>) =>
  new Translator({
    language: 'en-US',
    namespaces: ['common', 'jobs', 'hr'],
    defaultNamespace: 'common',
    resources: texts,
    load,
  });

describe('Translator', () => {
  it('fills values, reads nested and whole keys, and names a namespace with its prefix', () => {
    const i18n = make();
    expect(i18n.t('hello', { name: 'Ann' })).toBe('Hello Ann');
    expect(i18n.t('nested.deep.text')).toBe('Deep');
    expect(i18n.t('flat.key')).toBe('Flat');
    expect(i18n.t('jobs:title')).toBe('Jobs');
    expect(i18n.getFixedT(null, 'jobs')('title')).toBe('Jobs');
    expect(i18n.getFixedT('zh-CN', 'jobs')('title')).toBe('职位');
    // A value not given keeps its placeholder; a colon that names no namespace is part of the key.
    expect(i18n.t('hello')).toBe('Hello {{name}}');
    expect(i18n.t('at 10:30')).toBe('at 10:30');
  });

  it('picks the plural form of the language', () => {
    const i18n = make();
    expect(i18n.t('item', { count: 1 })).toBe('1 item');
    expect(i18n.t('item', { count: 3 })).toBe('3 items');
    expect(i18n.t('item', { count: 0 })).toBe('0 items');
    expect(i18n.t('jobs:count', { count: 0 })).toBe('0 jobs');
    expect(i18n.t('item', { count: 1, lng: 'zh-CN' })).toBe('1 项');
  });

  it('returns a subtree with its texts filled in when asked for objects', () => {
    expect(make().t('sections', { returnObjects: true, company: 'Acme' })).toEqual([
      { title: 'About Acme', body: ['Acme keeps your data'] },
    ]);
  });

  it('shows the key without its namespace for a text that is missing', () => {
    const i18n = make();
    expect(i18n.t('jobs:nothing')).toBe('nothing');
    expect(i18n.t('jobs:title', { lng: 'fr-FR' })).toBe('title');
  });

  it('loads a namespace once for every caller, tells listeners, and shows keys if it fails', async () => {
    let calls = 0;
    let fail = true;
    const i18n = make(async (_language, namespace) => {
      calls += 1;
      if (fail) throw new Error(`no ${namespace}`);
      return { heading: 'HR' };
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const listener = vi.fn();
    i18n.subscribe(listener);
    await Promise.all([i18n.loadNamespaces('hr'), i18n.loadNamespaces(['hr', 'jobs'])]);
    expect(calls).toBe(1);
    expect(i18n.hasFailed('en-US', 'hr')).toBe(true);
    expect(i18n.t('hr:heading')).toBe('heading');
    fail = false;
    const before = i18n.getVersion();
    await i18n.loadNamespaces('hr');
    expect(i18n.t('hr:heading')).toBe('HR');
    expect(i18n.getVersion()).toBeGreaterThan(before);
    expect(listener).toHaveBeenCalled();
    error.mockRestore();
  });

  it('changes language once the namespaces shown are there in the other language', async () => {
    const loaded: string[] = [];
    const i18n = new Translator({
      language: 'en-US',
      namespaces: ['common'],
      defaultNamespace: 'common',
      resources: { 'en-US': texts['en-US'] },
      load: async (language, namespace) => {
        loaded.push(`${language} ${namespace}`);
        return texts[language as 'zh-CN'][namespace as 'common'];
      },
    });
    await i18n.changeLanguage('zh-CN');
    expect(loaded.sort()).toEqual(['zh-CN common', 'zh-CN jobs']);
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('hello', { name: '安' })).toBe('你好 安');
  });
});

describe('Translator.fixedT', () => {
  it('is the same function until the texts change, then a new one', async () => {
    const i18n = make(async () => ({ heading: 'HR' }));
    const first = i18n.fixedT('jobs');
    expect(i18n.fixedT('jobs')).toBe(first);
    await i18n.loadNamespaces('hr');
    const second = i18n.fixedT('jobs');
    expect(second).not.toBe(first);
    await i18n.changeLanguage('zh-CN');
    expect(i18n.fixedT('jobs')).not.toBe(second);
    expect(i18n.fixedT('jobs')('title')).toBe('职位');
  });
});
