import http from 'node:http';
import { saveAssessmentAnswersRoute, type TSaveAnswersResult } from '@tmp/contracts';
import { eventually, type TServerExit, type TServerProcess } from './server-process.ts';
import { isConnectionRefused, startSlowPost, waitUntilServerHasRead } from './slow-request.ts';
import { nextAnswer, recordHeld, type TExamSession, type TWriteLedger } from './write-ledger.ts';

export interface TDrainResult {
  /** Whether the process was still up, holding the slow requests, once new connections were refused. */
  aliveWhileDraining: boolean;
  responses: Array<{ status: number; code: number }>;
  exit: TServerExit;
}

const within = <T>(pending: Promise<T>, ms: number, what: string) =>
  Promise.race([
    pending,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms)),
  ]);

/**
 * Opens slow autosaves (half of each body sent), makes sure the server has read them, sends SIGTERM,
 * waits until new connections are refused, then sends the rest of the bodies and waits for the exit.
 */
export const sigtermWhileSaving = async (
  server: TServerProcess,
  session: TExamSession,
  ledger: TWriteLedger,
  count: number,
): Promise<TDrainResult> => {
  const agent = new http.Agent({ keepAlive: true });
  const headers = { authorization: `Bearer ${session.token}`, customerid: '1', lang: 'en-us' };
  const slow = session.questions
    .slice(0, count)
    .map((question) =>
      startSlowPost(
        server.baseUrl,
        saveAssessmentAnswersRoute.path,
        headers,
        { id: session.examId, answers: [nextAnswer(ledger, question)] },
        agent,
      ),
    );
  try {
    for (const request of slow) await waitUntilServerHasRead(server.port, request);
    server.child.kill('SIGTERM');
    await eventually(() => isConnectionRefused(server.port), 'the server refuses new connections');
    const aliveWhileDraining = server.isRunning();
    for (const request of slow) request.finish();
    const answered = await within(Promise.all(slow.map((r) => r.response)), 30_000, 'the slow requests');
    for (const { body } of answered) {
      if (body.code === 0) recordHeld(ledger, (body.data as TSaveAnswersResult).saved);
    }
    return {
      aliveWhileDraining,
      responses: answered.map(({ status, body }) => ({ status, code: body.code })),
      exit: await within(server.exited, 30_000, 'the exit after SIGTERM'),
    };
  } finally {
    agent.destroy();
  }
};
