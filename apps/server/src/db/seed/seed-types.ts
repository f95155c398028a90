/**
 * One item of an option list. `key` names the item inside the seed (jobs refer to items by key); `parent`
 * is the key of the item it hangs under in a linked list (a job grade's category).
 */
export interface TOptionSeed {
  key: string;
  en: string;
  zh: string;
  parent?: string;
}

/** A country (level 1), state or province (level 2) or city (level 3) of the district tree. */
export interface TDistrictSeed {
  key: string;
  en: string;
  zh: string;
  children?: TDistrictSeed[];
}
