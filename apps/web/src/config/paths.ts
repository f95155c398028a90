/** Every route of the app in one place; pages link through these instead of literal strings. */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  notFound: { path: '/404', getHref: () => '/404' },
  home: { path: '/home', getHref: () => '/home' },
  resume: { path: '/resume', getHref: (countryid?: number) => withQuery('/resume', { countryid }) },
  position: { path: '/position', getHref: (redirect?: string) => withQuery('/position', { redirect }) },
  detail: {
    path: '/detail',
    getHref: (id: number, recommendCode?: string) => withQuery('/detail', { id, recommendCode }),
  },
  delivery: {
    path: '/delivery',
    getHref: (id: number, countryid?: number) => withQuery('/delivery', { id, countryid }),
  },
  apply: { path: '/apply', getHref: () => '/apply' },
  recommend: { path: '/recommend', getHref: () => '/recommend' },
  interview: { path: '/interview', getHref: (id?: number) => withQuery('/interview', { id }) },
  evaluation: { path: '/evaluation', getHref: () => '/evaluation' },
  onlineTest: { path: '/onlineTest', getHref: () => '/onlineTest' },
  offerConfirmation: {
    path: '/offerConfirmation',
    getHref: (id?: number) => withQuery('/offerConfirmation', { id }),
  },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  // Where deleting one's account ends: public, as the session is over.
  accountDeleted: { path: '/privacy/deleted', getHref: () => '/privacy/deleted' },
  // The link of a retention notice (the server writes it): public, it works without signing in.
  keepMyData: { path: '/privacy/keep' },
  saved: {
    path: '/saved',
    getHref: (page?: number) => withQuery('/saved', { page: page && page > 1 ? page : undefined }),
  },
  alerts: { path: '/alerts', getHref: () => '/alerts' },
  // The links of alert messages (the server writes them); the app only reads them.
  alertConfirm: { path: '/alerts/confirm' },
  alertUnsubscribe: { path: '/alerts/unsubscribe' },
  devOutbox: { path: '/dev/outbox', getHref: () => '/dev/outbox' },
} as const;

const withQuery = (path: string, query: Record<string, string | number | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};
