import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process.ts';
import { tempDir } from './fault-databases.ts';

const run = promisify(execFile);
const PG_ROOT = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's program folder (Debian's layout). */
const binDir = (): string => {
  const versions = fs.existsSync(PG_ROOT)
    ? fs
        .readdirSync(PG_ROOT)
        .filter((v) => fs.existsSync(path.join(PG_ROOT, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error(`PostgreSQL's initdb was not found under ${PG_ROOT}`);
  return path.join(PG_ROOT, versions[0], 'bin');
};

/** PostgreSQL refuses to run as root: as root, its programs run as the postgres user. */
const asPostgres = (program: string, args: string[]) => {
  const isRoot = process.getuid?.() === 0;
  const file = path.join(binDir(), program);
  return isRoot
    ? run('runuser', ['-u', 'postgres', '--', file, ...args], { timeout: 120_000 })
    : run(file, args, { timeout: 120_000 });
};

export interface TPrivateCluster {
  /** URL of the cluster's `postgres` database. */
  serverUrl: string;
  /** Stops the server at once, as a crash or a failover does: open connections break. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  destroy: () => Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster of this test alone, on a free port, so it can be stopped and started
 * without touching the machine's shared server.
 */
export const startPrivateCluster = async (): Promise<TPrivateCluster> => {
  const root = tempDir('portal-pg');
  const dataDir = path.join(root, 'data');
  if (process.getuid?.() === 0) await run('chown', ['postgres', root]);
  await asPostgres('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
  const start = async () => {
    await asPostgres('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      options,
      '-l',
      path.join(root, 'log'),
      '-w',
      '-t',
      '60',
      'start',
    ]);
  };
  const stop = async () => {
    await asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', '-t', '60', 'stop']);
  };
  await start();
  return {
    serverUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    destroy: async () => {
      await stop().catch(() => undefined);
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
};
