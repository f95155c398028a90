/** Every read of saved jobs starts with this key, so one invalidation refreshes them all. */
export const FAVORITES_KEY = ['jobs', 'favorites'] as const;

/** Which jobs of a list page are saved: the key continues with the page's job ids. */
export const FAVORITE_STATE_KEY = [...FAVORITES_KEY, 'state'] as const;
