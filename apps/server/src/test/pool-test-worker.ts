// A worker for the pool's own tests: answers, throws, spins or fills its heap on request.
import { serveTasks } from '../lib/worker-pool.ts';

export type TPoolTestTask = { echo: string } | { spinMs: number } | { fail: string } | { fillHeap: true };

serveTasks(async (task: TPoolTestTask) => {
  if ('echo' in task) return task.echo;
  if ('fail' in task) throw new Error(task.fail);
  if ('spinMs' in task) {
    const until = Date.now() + task.spinMs;
    while (Date.now() < until);
    return 'spun';
  }
  const kept: number[][] = [];
  for (;;) kept.push(new Array<number>(1_000_000).fill(1.5));
});
