import { ISOLATED, webProject } from './vitest.config.ts';

/** The web's test files that need modules and a window of their own (see `ISOLATED`). */
export default webProject('web-isolated', { include: ISOLATED }, true);
