// Every other namespace of the language, in one chunk (see en-US-first.ts).
export default import.meta.glob<Record<string, unknown>>(
  ['../../locales/en-US/*.json', '!../../locales/en-US/{common,jobs}.json'],
  { eager: true, import: 'default' },
);
