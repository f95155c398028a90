// Every namespace of one language in one chunk: a visit downloads only the language it shows.
export default import.meta.glob<Record<string, unknown>>('../../locales/en-US/*.json', {
  eager: true,
  import: 'default',
});
