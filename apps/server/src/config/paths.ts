import fs from 'node:fs';
import path from 'node:path';

const findPackageRoot = (dir: string): string =>
  fs.existsSync(path.join(dir, 'package.json')) ? dir : findPackageRoot(path.dirname(dir));

/** apps/server, found from this module whether it runs from src/ (development) or the bundle in dist/. */
export const SERVER_ROOT = findPackageRoot(import.meta.dirname);

/** A file shipped with the server package (assets, migrations), by its path inside apps/server. */
export const serverFile = (...parts: string[]): string => path.join(SERVER_ROOT, ...parts);
