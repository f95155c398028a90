// The table printed by a run and the growth table across the scales measured on this machine.
import fs from 'node:fs';
import path from 'node:path';
import type { TLoadResult } from './load.ts';
import type { TFrontendReport } from './frontend.ts';

export interface TScenarioResult {
  key: string;
  label: string;
  /** The bare Fastify route measured just before this scenario. */
  baseline: TLoadResult;
  /** As fast as the connections allow. */
  peak: TLoadResult;
  /** Reads: at half of the peak rate. Autosave: at the target rate (candidates / save interval). */
  half?: TLoadResult;
  targetRate?: number;
}

export interface TBenchReport {
  scale: string;
  at: string;
  /** os.loadavg() (1, 5, 15 min) when the run started and ended. */
  loadAverage: { atStart: number[]; atEnd: number[] };
  machine: { cpus: number; cpuModel: string; memGb: number; node: string };
  database: string;
  settings: {
    duration: number;
    connections: number;
    saveConnections: number;
    candidates: number;
    deepPage: number;
  };
  data: { jobs: number; onlineJobs: number; seedSeconds: number; seededNow: boolean };
  /** The median of the paired baselines. */
  baseline: TLoadResult;
  scenarios: TScenarioResult[];
  autosave: { sent: number; acknowledged: number; refused: number; lost: number };
  frontend: TFrontendReport | { skipped: string };
  runSeconds: number;
}

const pad = (cells: string[][]): string => {
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    line(cells[0]!),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...cells.slice(1).map(line),
  ].join('\n');
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export const formatReport = (r: TBenchReport): string => {
  const rows = [
    [
      'scenario',
      'baseline req/s',
      'req/s',
      'ratio',
      'p50 ms',
      'p99 ms',
      'load req/s',
      'p50 ms',
      'p99 ms',
      'errors',
      'timeouts',
      'CPU ms/req',
      'CPU ratio',
    ],
    [
      'bare Fastify hello (median)',
      '',
      String(r.baseline.reqPerSec),
      '1.00',
      String(r.baseline.p50),
      String(r.baseline.p99),
      '',
      '',
      '',
      String(r.baseline.errors),
      String(r.baseline.timeouts),
      String(r.baseline.cpuMsPerRequest ?? ''),
      '1.00',
    ],
    ...r.scenarios.map((s) => [
      s.label,
      String(s.baseline.reqPerSec),
      String(s.peak.reqPerSec),
      (s.peak.reqPerSec / s.baseline.reqPerSec).toFixed(2),
      String(s.peak.p50),
      String(s.peak.p99),
      s.half ? String(s.half.reqPerSec) : '',
      s.half ? String(s.half.p50) : '',
      s.half ? String(s.half.p99) : '',
      String(s.peak.errors + (s.half?.errors ?? 0)),
      String(s.peak.timeouts + (s.half?.timeouts ?? 0)),
      String(s.peak.cpuMsPerRequest ?? ''),
      s.peak.cpuMsPerRequest && s.baseline.cpuMsPerRequest
        ? (s.baseline.cpuMsPerRequest / s.peak.cpuMsPerRequest).toFixed(2)
        : '',
    ]),
  ];
  const out = [
    `scale ${r.scale}: ${r.data.jobs} jobs (${r.data.onlineJobs} online), ${r.settings.candidates} candidates, ${r.database}; ` +
      `seeding ${r.data.seedSeconds} s${r.data.seededNow ? '' : ' (earlier)'}; ${r.machine.cpus} CPUs, Node ${r.machine.node}; ` +
      `load average ${r.loadAverage.atStart[0]} at start, ${r.loadAverage.atEnd[0]} at end`,
    `${r.settings.duration} s per measurement, ${r.settings.connections} connections (autosave ${r.settings.saveConnections}); ` +
      `"load" = reads at half of their peak rate, autosave at ${r.settings.candidates} candidates saving every ` +
      `${Math.round(r.settings.candidates / (r.scenarios.find((s) => s.key === 'autosave')?.targetRate ?? 1))} s`,
    '',
    pad(rows),
    '',
    `autosave: ${r.autosave.sent} sent, ${r.autosave.acknowledged} answers acknowledged, ${r.autosave.refused} refused, ${r.autosave.lost} lost`,
  ];
  if ('skipped' in r.frontend) out.push(`front end: skipped (${r.frontend.skipped})`);
  else {
    const f = r.frontend;
    out.push(
      '',
      pad([
        ['first visit', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip', 'transferred', 'requests'],
        ...f.visits.map((v) => [
          `${v.page} ${v.device}`,
          kb(v.jsRaw),
          kb(v.jsGzip),
          kb(v.cssRaw),
          kb(v.cssGzip),
          kb(v.transferred),
          String(v.requests),
        ]),
      ]),
    );
    if (f.lighthouse.length)
      out.push(
        '',
        pad([
          ['Lighthouse (mobile)', 'performance', 'accessibility', 'best practices', 'LCP ms', 'TBT ms'],
          ...f.lighthouse.map((l) =>
            'error' in l
              ? [l.page, `failed: ${l.error}`, '', '', '', '']
              : [
                  l.page,
                  String(l.performance),
                  String(l.accessibility),
                  String(l.bestPractices),
                  String(l.lcpMs),
                  String(l.tbtMs),
                ],
          ),
        ]),
      );
  }
  return out.join('\n');
};

/** p99 at load (reads) and at peak (writes) per scale, and the growth from the smallest to the largest. */
export const growthReport = (dir: string): string | null => {
  const order = ['10k', '100k', '1m'];
  const reports = order
    .map((s) => path.join(dir, `scale-${s}.json`))
    .filter((f) => fs.existsSync(f))
    .map((f) => JSON.parse(fs.readFileSync(f, 'utf8')) as TBenchReport);
  if (reports.length < 2) return null;
  const first = reports[0]!;
  const last = reports[reports.length - 1]!;
  const p99 = (r: TBenchReport, key: string) => {
    const s = r.scenarios.find((x) => x.key === key);
    return s ? (s.half ?? s.peak).p99 : NaN;
  };
  const rows = [
    ['p99 ms (at load)', ...reports.map((r) => r.scale), `growth ${first.scale}→${last.scale}`],
    ...first.scenarios.map((s) => [
      s.label,
      ...reports.map((r) => String(p99(r, s.key))),
      `${(p99(last, s.key) / p99(first, s.key)).toFixed(2)}x`,
    ]),
  ];
  return pad(rows);
};
