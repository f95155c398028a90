import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
const newDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
const lockFile = (dir: string) => path.join(dir, 'server.lock');

describe('the lock of an embedded database folder', () => {
  it('refuses a second user of the folder until the first lets go', () => {
    const dir = newDir();
    const unlock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(/is in use by another server process/);
    unlock();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
    lockDataDir(dir)();
  });

  it('refuses while the process that holds it runs', () => {
    const dir = newDir();
    // The parent of this test runner is alive for as long as the test runs.
    fs.writeFileSync(lockFile(dir), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(`(pid ${process.ppid})`);
  });

  it('takes over a lock left by a process that was killed', () => {
    const dir = newDir();
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    fs.writeFileSync(lockFile(dir), String(gone));
    const unlock = lockDataDir(dir);
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    unlock();
  });
});
