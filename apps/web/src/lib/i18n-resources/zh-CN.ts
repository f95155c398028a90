// Every namespace of one language in one chunk: a visit downloads only the language it shows.
export default import.meta.glob<Record<string, unknown>>('../../locales/zh-CN/*.json', {
  eager: true,
  import: 'default',
});
