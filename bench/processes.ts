// Child processes of a run: started in their own process group, so stopping one stops everything it started.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

export interface TChild {
  process: ChildProcess;
  stop: () => Promise<void>;
  output: () => string;
}

/** A TypeScript script of the bench (the baseline server), run through tsx. */
export const startTs = (script: string, env: Record<string, string>): TChild =>
  startChild(TSX, [script], env);

/** The server as production runs it: the compiled bundle (`npm run build -w apps/server`) on this Node. */
export const startServer = (env: Record<string, string>): TChild =>
  startChild(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], env);

const startChild = (command: string, args: string[], env: Record<string, string>): TChild => {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-8_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    process: child,
    output: () => stderr,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
};

/** Polls until the URL answers 200, or fails with the child's error output. */
export const waitForUrl = async (url: string, child: TChild, timeoutMs = 120_000): Promise<void> => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.process.exitCode !== null) throw new Error(`process exited: ${child.output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s: ${child.output()}`);
};

/** CPU seconds used so far by a process and all its descendants (Linux /proc; 0 elsewhere). */
export const cpuSecondsOfTree = (pid: number): number => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = (Number(fields[11]) + Number(fields[12])) / 100;
    const children = fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((tid) => fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim().split(/\s+/))
      .filter(Boolean)
      .map(Number);
    return own + children.reduce((n, child) => n + cpuSecondsOfTree(child), 0);
  } catch {
    return 0;
  }
};
