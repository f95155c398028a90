/** The resume's one save state, read by the page header and the save bar alike. */
export type TSaveState = 'unsaved' | 'neverSaved' | 'saved';

/** Changes not saved yet win; a clean form is saved only if the server has a save time for it. */
export const resumeSaveState = (updatedAt: string | null | undefined, dirty: boolean): TSaveState =>
  dirty ? 'unsaved' : updatedAt ? 'saved' : 'neverSaved';

/** The save bar's words for each state (resumes namespace). */
export const SAVE_STATE_TEXT = {
  unsaved: 'page.unsaved',
  neverSaved: 'page.neverSaved',
  saved: 'page.allSaved',
} as const satisfies Record<TSaveState, string>;
