// Every other namespace of the language, in one chunk (see zh-CN-first.ts).
export default import.meta.glob<Record<string, unknown>>(
  ['../../locales/zh-CN/*.json', '!../../locales/zh-CN/{common,jobs}.json'],
  { eager: true, import: 'default' },
);
