import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_PHONE } from '../test/accounts-helpers.ts';
import { createDataTarget, type TDataTarget } from './fault-databases.ts';
import { completeResume, openJobs, signIn, startWrittenExam } from './portal-client.ts';
import { startServer, stopServer, type TServerProcess } from './server-process.ts';
import { sigtermWhileSaving } from './shutdown-drain.ts';
import {
  applyAndRecord,
  findMissingWrites,
  newLedger,
  saveAndRecord,
  type TExamSession,
  type TWriteLedger,
} from './write-ledger.ts';

const SAVES_PER_ROUND = 30;
const APPLICATIONS_PER_ROUND = 5;
const SLOW_SAVES = 3;
const LONG = { timeout: 240_000 };

/**
 * Sends autosaves and applications at once and SIGKILLs the server the moment half of the autosaves and the
 * first application have been acknowledged, while the rest are still in flight. (An autosave costs far less
 * than an application, so counting them together could kill before any application was answered.) Answers how the process ended.
 */
const writeThenKill = async (server: TServerProcess, session: TExamSession, ledger: TWriteLedger) => {
  const jobs = (await openJobs(server.baseUrl, session.token)).slice(0, APPLICATIONS_PER_ROUND);
  expect(jobs).toHaveLength(APPLICATIONS_PER_ROUND);
  const saves = Array.from({ length: SAVES_PER_ROUND }, (_, i) => () => {
    const question = session.questions[i % session.questions.length]!;
    return saveAndRecord(server.baseUrl, session, ledger, question);
  });
  const applications = jobs.map(
    (positionId) => () => applyAndRecord(server.baseUrl, session, ledger, positionId),
  );
  const acknowledged = { saves: 0, applications: 0 };
  const killAt = { saves: Math.ceil(saves.length / 2), applications: 1 };
  let killed = false;
  const failures: unknown[] = [];
  const send = (kind: keyof typeof acknowledged) => async (write: () => Promise<boolean>) => {
    try {
      await write();
      acknowledged[kind] += 1;
      if (!killed && acknowledged.saves >= killAt.saves && acknowledged.applications >= killAt.applications) {
        killed = true;
        server.child.kill('SIGKILL');
      }
    } catch (err) {
      // A write cut off by the kill is unacknowledged; a failure before it is a defect.
      if (!killed) failures.push(err);
    }
  };
  await Promise.all([...saves.map(send('saves')), ...applications.map(send('applications'))]);
  expect(failures).toEqual([]);
  expect(killed).toBe(true);
  return server.exited;
};

describe('the server process under a crash and a shutdown', () => {
  let target: TDataTarget;
  let server: TServerProcess | undefined;
  let session: TExamSession;
  const ledger = newLedger();
  let kills = 0;

  const restartAndFindEveryWrite = async () => {
    server = await startServer(target);
    expect(await findMissingWrites(server.baseUrl, session, ledger)).toEqual([]);
  };

  const crashRound = async () => {
    const exit = await writeThenKill(server!, session, ledger);
    expect(exit.signal).toBe('SIGKILL');
    kills += 1;
    await restartAndFindEveryWrite();
  };

  beforeAll(async () => {
    target = await createDataTarget('fault_crash');
    server = await startServer(target);
    const token = await signIn(server.baseUrl, DEMO_PHONE, DEMO_PASSWORD);
    const exam = await startWrittenExam(server.baseUrl, token);
    const resume = await completeResume(server.baseUrl, 'Crash Candidate', DEMO_PHONE);
    session = { token, examId: exam.id, questions: exam.questions, resume };
  }, LONG.timeout);

  afterAll(async () => {
    await stopServer(server);
    await target?.destroy();
    console.warn(
      `faults (${target?.label}): ${kills} SIGKILLs and 1 SIGTERM, ${ledger.acknowledged} acknowledged writes all found`,
    );
  });

  it(
    'SIGKILL right after acknowledged autosaves and applications: a restart finds every one',
    LONG,
    async () => {
      await crashRound();
      expect(ledger.applications.size).toBeGreaterThan(0);
      expect(ledger.heldSeq.size).toBeGreaterThan(0);
    },
  );

  it(
    'SIGTERM lets in-flight requests finish with 200, refuses new connections and exits 0',
    LONG,
    async () => {
      const before = ledger.acknowledged;
      const drained = await sigtermWhileSaving(server!, session, ledger, SLOW_SAVES);
      expect(drained.aliveWhileDraining).toBe(true);
      expect(drained.responses).toEqual(Array(SLOW_SAVES).fill({ status: 200, code: 0 }));
      expect(drained.exit, server!.output()).toEqual({ code: 0, signal: null });
      ledger.acknowledged = before + SLOW_SAVES;
      // What was answered during the drain was stored before the database closed.
      await restartAndFindEveryWrite();
    },
  );

  it(
    'SIGKILL again on the data of a crash and a clean shutdown: still nothing acknowledged is lost',
    LONG,
    async () => {
      await crashRound();
    },
  );
});
