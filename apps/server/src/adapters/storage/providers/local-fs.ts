import fs from 'node:fs';
import path from 'node:path';
import type { TFileStorage } from '../storage.port.ts';

/** Files under one folder; keys are made by the server (never from user input) and checked to stay inside. */
export const createLocalFileStorage = (root: string): TFileStorage => {
  const base = path.resolve(root);
  const locate = (key: string) => {
    const full = path.resolve(base, key);
    if (!full.startsWith(`${base}${path.sep}`)) throw new Error('storage key outside the storage folder');
    return full;
  };
  return {
    put: async (key, data) => {
      const full = locate(key);
      await fs.promises.mkdir(path.dirname(full), { recursive: true });
      // Write then rename: a crash never leaves half a file under the final name.
      const temp = `${full}.${process.pid}.tmp`;
      await fs.promises.writeFile(temp, data, { flag: 'wx' });
      await fs.promises.rename(temp, full);
    },
    get: async (key) => {
      const full = locate(key);
      return fs.existsSync(full) ? fs.createReadStream(full) : undefined;
    },
    remove: async (key) => {
      await fs.promises.rm(locate(key), { force: true });
    },
  };
};
