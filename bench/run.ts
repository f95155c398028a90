// npm run bench: seed at BENCH_SCALE, start the real server in production mode as its own process, measure a
// bare Fastify baseline and every scenario with autocannon, check no autosave was lost, measure the front
// end, then print the table and write bench/results/latest.json (and scale-<scale>.json).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type TDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { runLoad, type TLoadResult } from './load.ts';
import { cpuSecondsOfTree, ROOT, startServer, startTs, waitForUrl, type TChild } from './processes.ts';
import { buildScenarios, DEEP_PAGE, type TAutosaveLedger, type TScenario } from './scenarios.ts';
import { prepareRun, readStoredSeqs, seedBench } from './seed.ts';
import { measureFrontend, overBudget, type TFrontendReport } from './frontend.ts';
import { formatReport, growthReport, type TBenchReport, type TScenarioResult } from './report.ts';

const SCALES: Record<string, number> = { smoke: 400, '10k': 10_000, '100k': 100_000, '1m': 1_000_000 };

const env = process.env;
const scale = (env.BENCH_SCALE ?? '10k').toLowerCase();
if (!SCALES[scale]) throw new Error(`BENCH_SCALE must be one of ${Object.keys(SCALES).join(', ')}`);
const smoke = scale === 'smoke';
const num = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
const cfg = {
  scale,
  jobs: SCALES[scale]!,
  candidates: num('BENCH_CANDIDATES', smoke ? 40 : 5_000),
  duration: num('BENCH_DURATION', smoke ? 1 : 10),
  connections: num('BENCH_CONNECTIONS', smoke ? 4 : 50),
  saveConnections: num('BENCH_SAVE_CONNECTIONS', smoke ? 4 : 100),
  /** Each candidate saves every this many seconds (5,000 candidates every 10 s = 500 saves/s). */
  saveEverySeconds: num('BENCH_SAVE_EVERY', 10),
  port: num('BENCH_PORT', 8099),
  helloPort: num('BENCH_HELLO_PORT', 8100),
  frontend: env.BENCH_FRONTEND ?? (smoke ? 'sizes' : 'full'),
  logLevel: env.BENCH_LOG_LEVEL ?? 'info',
  /** Scenario keys to measure (comma-separated, e.g. `list,detail,autosave`); unset: all. */
  only: env.BENCH_ONLY ? new Set(env.BENCH_ONLY.split(',').map((k) => k.trim())) : undefined,
};
const log = (s: string) => console.log(s);
const RESULTS = path.join(ROOT, 'bench', 'results');

const openBenchDb = async (dataDir: string): Promise<TDatabase> =>
  openDatabase({ databaseUrl: env.DATABASE_URL, dataDir, poolMax: 4 });

const ACCEPT = { 'accept-encoding': 'gzip, deflate, br' };
const headersFor = (s: TScenario) => ({
  customerid: '1',
  lang: 'en-us',
  ...(s.kind === 'read' ? ACCEPT : {}),
});

/** One request outside the load, answering code 0 and data that passes the scenario's check. */
const sample = async (base: string, s: TScenario) => {
  const r = s.next();
  const res = await fetch(base + r.path, {
    method: r.method,
    headers: { ...headersFor(s), ...(r.body ? { 'content-type': 'application/json' } : {}), ...r.headers },
    ...(r.body ? { body: r.body } : {}),
  });
  const text = await res.text();
  if (s.onResponse && !s.onResponse(res.status, text, r.tag)) throw new Error(`${s.key}: refused: ${text}`);
  const body = JSON.parse(text) as { code: number; data: unknown };
  const problem =
    res.status !== 200 || body.code !== 0 ? `HTTP ${res.status} code ${body.code}` : s.check(body.data);
  if (problem) throw new Error(`${s.key}: ${problem}: ${text.slice(0, 300)}`);
};

const round = (r: TLoadResult): TLoadResult => ({
  ...r,
  reqPerSec: Math.round(r.reqPerSec),
});

/** Runs a load and adds the CPU the process (tree) used per request: independent of how busy the machine is. */
const withCpu = async (pid: number, run: () => Promise<TLoadResult>): Promise<TLoadResult> => {
  const before = cpuSecondsOfTree(pid);
  const result = await run();
  const used = cpuSecondsOfTree(pid) - before;
  return {
    ...result,
    cpuMsPerRequest: result.requests ? Math.round((used * 1000 * 100) / result.requests) / 100 : 0,
  };
};

/** The run's baseline row: the pairing with the median throughput. */
const median = (runs: TLoadResult[]): TLoadResult =>
  [...runs].sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor(runs.length / 2)]!;

const login = async (base: string): Promise<{ token: string; resume: unknown }> => {
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  const headers = { customerid: '1', lang: 'en-us', 'content-type': 'application/json' };
  const res = (await (
    await fetch(`${base}/api/user/Account/Login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ LoginName: b64('13800000000'), LoginPwd: b64('demo2026pass') }),
    })
  ).json()) as { code: number; data: { token: string } };
  if (res.code !== 0) throw new Error(`demo sign-in failed: ${JSON.stringify(res)}`);
  const resume = (await (
    await fetch(`${base}/api/resume/Resume/GetUserResumeDetail`, {
      headers: { ...headers, authorization: `Bearer ${res.data.token}` },
    })
  ).json()) as { data: { resume: unknown } };
  // Jobs may require any optional field; the demo resume leaves a few empty, so the bench fills them.
  const r = resume.data.resume as Record<string, Record<string, unknown>>;
  const idTypes = (await (
    await fetch(`${base}/api/found/Option/GetSelectionIDType`, { headers })
  ).json()) as { data: Array<{ value: number }> };
  r.other = {
    idType: idTypes.data[0]!.value,
    idNumber: '110101199003070011',
    expectedSalaryMin: 8000,
    ...r.other,
  };
  r.additional = { earliestStartDate: '2026-12-01', ...r.additional };
  return { token: res.data.token, resume: r };
};

const main = async () => {
  const started = Date.now();
  // Other work on the machine shifts every figure; the report records how busy it was.
  const loadAtStart = os.loadavg().map((n) => Math.round(n * 10) / 10);
  const children: TChild[] = [];
  const tmpDirs: string[] = [];
  const cleanup = async () => {
    for (const c of children.reverse()) await c.stop();
    for (const d of tmpDirs) fs.rmSync(d, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));
  try {
    const dataDir = env.DATABASE_URL
      ? ''
      : smoke
        ? fs.mkdtempSync(path.join(os.tmpdir(), 'tmp-portal-bench-'))
        : (env.BENCH_DATA_DIR ?? path.join(ROOT, 'bench', '.data', scale));
    if (smoke && !env.DATABASE_URL) tmpDirs.push(dataDir);
    log(`bench ${scale}: ${cfg.jobs} jobs, ${env.DATABASE_URL ? 'PostgreSQL' : `PGlite (${dataDir})`}`);

    // 1. Seed (or reuse) and prepare; the embedded database is closed again before the server opens it.
    let db = await openBenchDb(dataDir);
    await migrate(db.db);
    const seed = await seedBench(db.db, { scale, jobs: cfg.jobs, candidates: cfg.candidates }, log);
    const fixture = await prepareRun(db.db, cfg.candidates);
    await db.close();
    const deepPage = Math.min(DEEP_PAGE, Math.floor(fixture.onlineJobs / 10));

    // 2. Baseline: a bare Fastify route, same machine, same load settings. It stays up: each scenario is
    // paired with a baseline measured just before it, so a busy machine shifts both alike.
    const hello = startTs('bench/hello-server.ts', { PORT: String(cfg.helloPort) });
    children.push(hello);
    await waitForUrl(`http://127.0.0.1:${cfg.helloPort}/hello`, hello);
    const measureHello = async () =>
      round(
        await withCpu(hello.process.pid!, () =>
          runLoad({
            baseUrl: `http://127.0.0.1:${cfg.helloPort}`,
            connections: cfg.connections,
            durationSeconds: cfg.duration,
            headers: {},
            next: () => ({ method: 'GET', path: '/hello' }),
          }),
        ),
      );

    // 3. The real server, production mode, its own process.
    const webDist = env.BENCH_WEB_DIST ?? path.join(ROOT, 'apps', 'web', 'dist');
    const server = startServer({
      NODE_ENV: 'production',
      PORT: String(cfg.port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      DEV_OUTBOX: '0',
      // A production start's required settings; the bench's messages stay in the outbox.
      SECOND_FACTOR_KEY: 'bench-second-factor-key-0123456789abcdef',
      PUBLIC_URL: `http://localhost:${cfg.port}`,
      MESSAGES_OUTBOX: '1',
      LOG_LEVEL: cfg.logLevel,
      WEB_DIST: webDist,
      ...(env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL } : { DATA_DIR: dataDir }),
    });
    children.push(server);
    const base = `http://127.0.0.1:${cfg.port}`;
    await waitForUrl(`${base}/api/health`, server);
    const demo = await login(base);

    const ledger: TAutosaveLedger = { acked: new Map(), sent: 0, refused: 0 };
    const scenarios = buildScenarios(fixture, { resume: demo.resume, ledger, deepPage }).filter(
      (s) => !cfg.only || cfg.only.has(s.key),
    );
    for (const s of scenarios) await sample(base, s);

    const results: TScenarioResult[] = [];
    for (const s of scenarios) {
      const load = (rate?: number, connections = cfg.connections) =>
        withCpu(server.process.pid!, () =>
          runLoad({
            baseUrl: base,
            connections,
            durationSeconds: cfg.duration,
            rate,
            headers: headersFor(s),
            next: s.next,
            onResponse: s.onResponse,
          }),
        ).then(round);
      const baseline = await measureHello();
      if (s.key === 'autosave') {
        const target = fixture.candidates.length / cfg.saveEverySeconds;
        const sustained = await load(target, cfg.saveConnections);
        const peak = await load(undefined, cfg.saveConnections);
        results.push({ key: s.key, label: s.label, baseline, peak, half: sustained, targetRate: target });
      } else if (s.kind === 'read') {
        const peak = await load();
        const half = await load(peak.reqPerSec / 2);
        results.push({ key: s.key, label: s.label, baseline, peak, half });
      } else {
        results.push({ key: s.key, label: s.label, baseline, peak: await load() });
      }
      const last = results[results.length - 1]!;
      log(
        `${s.label}: baseline ${baseline.reqPerSec} req/s; ${last.peak.reqPerSec} req/s p50 ${last.peak.p50} p99 ${last.peak.p99} ms` +
          (last.half ? ` | at ${last.half.reqPerSec} req/s p99 ${last.half.p99} ms` : '') +
          (last.peak.errors || last.half?.errors
            ? ` errors ${last.peak.errors + (last.half?.errors ?? 0)}`
            : '') +
          (last.peak.timeouts || last.half?.timeouts
            ? ` timeouts ${last.peak.timeouts + (last.half?.timeouts ?? 0)}`
            : ''),
      );
    }

    // 4. Front end: bytes of a first visit (desktop and phone), Lighthouse unless only sizes were asked for.
    let frontend: TFrontendReport | { skipped: string } = { skipped: 'BENCH_FRONTEND=0' };
    if (cfg.frontend !== '0') {
      frontend = fs.existsSync(path.join(webDist, 'index.html'))
        ? await measureFrontend(base, fixture.jobIds[0]!, { lighthouse: cfg.frontend === 'full' }, log)
        : { skipped: `no web build at ${webDist} (npm run build -w apps/web)` };
    }

    await server.stop();
    await hello.stop();

    // 5. No save lost: every acknowledged clientSeq is what the database holds (or a newer one).
    db = await openBenchDb(dataDir);
    const stored = await readStoredSeqs(db.db);
    await db.close();
    let lost = 0;
    for (const [key, seq] of ledger.acked) if ((stored.get(key) ?? 0) < seq) lost++;
    const autosave = { sent: ledger.sent, acknowledged: ledger.acked.size, refused: ledger.refused, lost };

    const report: TBenchReport = {
      scale,
      at: new Date().toISOString(),
      loadAverage: { atStart: loadAtStart, atEnd: os.loadavg().map((n) => Math.round(n * 10) / 10) },
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? '',
        memGb: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
      },
      database: env.DATABASE_URL ? 'postgresql' : 'pglite',
      settings: {
        duration: cfg.duration,
        connections: cfg.connections,
        saveConnections: cfg.saveConnections,
        candidates: fixture.candidates.length,
        deepPage,
      },
      data: {
        jobs: fixture.totalJobs,
        onlineJobs: fixture.onlineJobs,
        seedSeconds: Math.round(seed.seedSeconds),
        seededNow: seed.seededNow,
      },
      baseline: median(results.map((r) => r.baseline)),
      scenarios: results,
      autosave,
      frontend,
      runSeconds: Math.round((Date.now() - started) / 1000),
    };
    fs.mkdirSync(RESULTS, { recursive: true });
    fs.writeFileSync(path.join(RESULTS, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
    // A partial run (BENCH_ONLY) is not the scale's figure for the growth table.
    if (!cfg.only) {
      fs.writeFileSync(path.join(RESULTS, `scale-${scale}.json`), `${JSON.stringify(report, null, 2)}\n`);
    }
    log('');
    log(formatReport(report));
    const growth = growthReport(RESULTS);
    if (growth) log(`\n${growth}`);

    const failures = [
      ...results.filter((r) => r.peak.requests === 0).map((r) => `${r.key}: no request completed`),
      ...results
        .filter(
          (r) => r.peak.errors + (r.half?.errors ?? 0) > 0.01 * (r.peak.requests + (r.half?.requests ?? 0)),
        )
        .map((r) => `${r.key}: more than 1 % of the answers were errors`),
      ...(lost > 0 ? [`autosave: ${lost} acknowledged saves not in the database`] : []),
      ...(ledger.acked.size === 0 && results.some((r) => r.key === 'autosave')
        ? ['autosave: nothing acknowledged']
        : []),
      ...('visits' in frontend ? overBudget(frontend.visits) : []),
    ];
    if (failures.length) throw new Error(failures.join('; '));
  } finally {
    await cleanup();
  }
};

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
