import { parentPort, Worker, type ResourceLimits, type Transferable } from 'node:worker_threads';

/**
 * A small pool of worker threads for work on untrusted input: whatever a task does, the event loop keeps
 * answering, a task past its time or memory is stopped with its worker (a fresh one takes its place), and
 * a full queue refuses at once rather than growing.
 */
export interface TWorkerPoolOptions {
  /** The worker's module (calling `serveTasks`): a .ts source under Node's type stripping, or bundled .js. */
  file: URL;
  /** Workers running at once. */
  workers: number;
  /** Tasks waiting for a free worker; past this a new task is refused. */
  maxQueued: number;
  /** Wall time of one task; past it the worker is terminated. */
  timeoutMs: number;
  /** Heap limits of each worker; past them the worker dies and its task fails. */
  resourceLimits: ResourceLimits;
}

/** busy: queue full; timeout, memory: past a limit; crashed: the worker died; failed: the task threw. */
export type TWorkerPoolFailure = 'busy' | 'timeout' | 'memory' | 'crashed' | 'failed' | 'closed';

/** Why a task has no answer: the pool was full, the task went past a limit, or the pool closed. */
export class WorkerPoolError extends Error {
  readonly reason: TWorkerPoolFailure;
  constructor(reason: TWorkerPoolFailure, cause?: unknown) {
    super(`worker task failed: ${reason}`, { cause });
    this.name = 'WorkerPoolError';
    this.reason = reason;
  }
}

interface TTask {
  message: unknown;
  transfer: Transferable[];
  resolve: (answer: unknown) => void;
  reject: (error: WorkerPoolError) => void;
}

/** What a worker sends: once `ready` when loaded, then one answer or error per task. */
type TWorkerMessage = { ready: true } | { answer: unknown } | { error: string };

interface TSlot {
  worker?: Worker | undefined;
  /** Loaded: a task's time runs from when a loaded worker receives it, not from the worker's start. */
  ready?: boolean;
  task?: TTask | undefined;
  timer?: NodeJS.Timeout | undefined;
}

export interface TWorkerPool {
  /** Runs one task on a free worker (or queues it); answers the worker's one reply. */
  run: <T>(message: unknown, transfer?: Transferable[]) => Promise<T>;
  /** Refuses queued and new tasks, fails running ones and terminates every worker. */
  close: () => Promise<void>;
}

export const createWorkerPool = (opts: TWorkerPoolOptions): TWorkerPool => {
  const slots: TSlot[] = Array.from({ length: opts.workers }, () => ({}));
  const queue: TTask[] = [];
  let closed = false;

  const settle = (slot: TSlot, done: (task: TTask) => void) => {
    clearTimeout(slot.timer);
    const task = slot.task;
    slot.task = undefined;
    if (task) done(task);
    const next = closed ? undefined : queue.shift();
    if (next) start(slot, next);
  };
  /** Stops the slot's worker; its task (if any) fails for `reason`. */
  const stop = (slot: TSlot, reason: TWorkerPoolFailure, cause?: unknown) => {
    const worker = slot.worker;
    slot.worker = undefined;
    settle(slot, (task) => task.reject(new WorkerPoolError(reason, cause)));
    return worker?.terminate();
  };
  const spawn = (slot: TSlot) => {
    const worker = new Worker(opts.file, { resourceLimits: opts.resourceLimits });
    const current = () => slot.worker === worker;
    worker.on('message', (message: TWorkerMessage) => {
      if (!current()) return;
      if ('ready' in message) {
        slot.ready = true;
        if (slot.task) dispatch(slot, slot.task);
      } else if ('answer' in message) settle(slot, (task) => task.resolve(message.answer));
      else settle(slot, (task) => task.reject(new WorkerPoolError('failed', new Error(message.error))));
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (current()) void stop(slot, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crashed', error);
    });
    worker.on('exit', () => current() && void stop(slot, 'crashed'));
    // An idle worker never keeps the process alive; a running task's timer does.
    worker.unref();
    return worker;
  };
  const dispatch = (slot: TSlot, task: TTask) => {
    slot.timer = setTimeout(() => void stop(slot, 'timeout'), opts.timeoutMs);
    try {
      slot.worker!.postMessage(task.message, task.transfer);
    } catch (error) {
      void stop(slot, 'crashed', error);
    }
  };
  const start = (slot: TSlot, task: TTask) => {
    slot.task = task;
    if (!slot.worker) {
      slot.ready = false;
      slot.worker = spawn(slot);
    } else if (slot.ready) dispatch(slot, task);
  };

  return {
    run: <T>(message: unknown, transfer: Transferable[] = []) =>
      new Promise<T>((resolve, reject) => {
        const task: TTask = { message, transfer, resolve: resolve as (a: unknown) => void, reject };
        const idle = slots.find((slot) => !slot.task);
        if (closed) reject(new WorkerPoolError('closed'));
        else if (idle) start(idle, task);
        else if (queue.length < opts.maxQueued) queue.push(task);
        else reject(new WorkerPoolError('busy'));
      }),
    close: async () => {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new WorkerPoolError('closed'));
      await Promise.all(slots.map((slot) => stop(slot, 'closed')));
    },
  };
};

/**
 * The worker's side: answers each task with `handle`'s result, or with its error's message (the pool
 * rejects the task as failed), after telling the pool it is loaded.
 */
export const serveTasks = <T>(handle: (message: T) => Promise<unknown>) => {
  const port = parentPort!;
  port.on('message', (message: T) => {
    handle(message).then(
      (answer) => port.postMessage({ answer }),
      (error: unknown) => port.postMessage({ error: String(error) }),
    );
  });
  port.postMessage({ ready: true });
};
