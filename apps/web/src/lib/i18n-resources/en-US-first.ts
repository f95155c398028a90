// The texts the server-rendered public pages and the shells show (`FIRST_NAMESPACES` in lib/i18n.ts): a
// first visit downloads only these; the rest of the language comes with the first page or dialog that needs it.
export default import.meta.glob<Record<string, unknown>>('../../locales/en-US/{common,jobs}.json', {
  eager: true,
  import: 'default',
});
