import type { TOptionGroupCode } from './reference-data.schemas.ts';

/**
 * The path of a plain option list (spec §7), for the server's routes and the web's calls alike. A module
 * of its own: a page that calls one list does not download the table of every group with it.
 */
export const optionListPath = (code: TOptionGroupCode): string => `/api/found/Option/GetSelection${code}`;
