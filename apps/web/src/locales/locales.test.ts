import { describe, expect, it } from 'vitest';

type TTree = { [key: string]: string | TTree };

const files = import.meta.glob<TTree>('./*/*.json', { eager: true, import: 'default' });

const keysOf = (tree: TTree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

const namespaces = [...new Set(Object.keys(files).map((file) => file.split('/')[2]))];

describe('locales', () => {
  it.each(namespaces)('%s has the same texts in English and Chinese', (file) => {
    const en = files[`./en-US/${file}`];
    const zh = files[`./zh-CN/${file}`];
    expect(en && zh).toBeTruthy();
    expect(keysOf(zh!).sort()).toEqual(keysOf(en!).sort());
  });

  it('has no empty text', () => {
    for (const tree of Object.values(files)) {
      const values = JSON.stringify(tree);
      expect(values).not.toContain('""');
    }
  });
});
