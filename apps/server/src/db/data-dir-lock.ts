import fs from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'server.lock';
/** Lock files this process holds, so a second open in the same process is refused too. */
const held = new Set<string>();

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readHolder = (file: string) => Number(fs.readFileSync(file, 'utf8').trim());

/**
 * Makes this process the only one using an embedded database folder. PGlite has no lock of its own: two
 * processes on one folder (a restart that starts the new server before the old one has exited) would
 * both write its files and corrupt it. A lock left by a process that no longer runs (a crash, SIGKILL)
 * is taken over. Answers the function that releases the lock.
 */
export const lockDataDir = (dataDir: string): (() => void) => {
  const file = path.join(path.resolve(dataDir), LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      held.add(file);
      return () => {
        held.delete(file);
        if (fs.existsSync(file) && readHolder(file) === process.pid) fs.rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readHolder(file);
      // Our own pid in a lock we do not hold: left by an earlier process that had the same pid.
      const inUse = held.has(file) || (Number.isInteger(holder) && holder !== process.pid && isAlive(holder));
      if (inUse) {
        throw new Error(
          `The data directory ${dataDir} is in use by another server process (pid ${holder}). Stop it first.`,
          { cause: err },
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
};
