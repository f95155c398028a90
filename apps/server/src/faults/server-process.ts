import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const READY_TIMEOUT_MS = 150_000;
const OUTPUT_KEPT = 20_000;

export interface TServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface TServerProcess {
  baseUrl: string;
  port: number;
  child: ChildProcess;
  /** Settles when the process has exited. */
  exited: Promise<TServerExit>;
  isRunning: () => boolean;
  /** The last lines the server printed, for failure messages. */
  output: () => string;
}

export interface TServerOptions {
  /** PostgreSQL database; without it the embedded database under dataDir is used. */
  databaseUrl?: string;
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
}

/** A TCP port nothing listens on right now, chosen by the system. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const serverEnv = (opts: TServerOptions, port: number): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  return {
    ...env,
    // The fault tests need the demo's data, which only a development start seeds.
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: opts.dataDir,
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    LOG_LEVEL: 'warn',
    SEED_DEMO: '1',
    DEV_OUTBOX: '0',
    WEB_DIST: '',
    // Every simulated user of a fault test comes from 127.0.0.1.
    RATE_LIMIT_FACTOR: '100',
    ...opts.env,
  };
};

/**
 * Starts the real server as `npm run start -w apps/server` does (Node with the tsx loader on
 * src/server.ts), but as the process itself, so a signal reaches the server and nothing in between.
 */
export const spawnServer = async (opts: TServerOptions): Promise<TServerProcess> => {
  const port = opts.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: serverEnv(opts, port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let running = true;
  const exited = new Promise<TServerExit>((resolve) => {
    child.once('exit', (code, signal) => {
      running = false;
      resolve({ code, signal });
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    child,
    exited,
    isRunning: () => running,
    output: () => printed,
  };
};

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the server answers its health check with 200; fails early when the process exits. */
export const waitUntilReady = async (server: TServerProcess, timeoutMs = READY_TIMEOUT_MS) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!server.isRunning()) {
      throw new Error(
        `the server exited while starting (${JSON.stringify(await server.exited)}):\n${server.output()}`,
      );
    }
    const healthy = await fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) })
      .then((res) => res.status === 200)
      .catch(() => false);
    if (healthy) return server;
    await delay(200);
  }
  throw new Error(`the server was not ready within ${timeoutMs} ms:\n${server.output()}`);
};

export const startServer = async (opts: TServerOptions) => waitUntilReady(await spawnServer(opts));

/** Kills the process at once, as a crash or an out-of-memory kill would. */
export const killServer = async (server: TServerProcess): Promise<TServerExit> => {
  if (server.isRunning()) server.child.kill('SIGKILL');
  return server.exited;
};

/** Ends a server a test left running; a no-op once it has exited. */
export const stopServer = async (server: TServerProcess | undefined) => {
  if (server?.isRunning()) await killServer(server);
};

/** Polls `check` until it holds, for things that happen on their own time (a port closing, a restart). */
export const eventually = async (
  check: () => Promise<boolean> | boolean,
  what: string,
  timeoutMs = 30_000,
) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await delay(100);
  }
  throw new Error(`timed out waiting until ${what}`);
};
