import { TYPING_MAX_EVENTS, type TTypingEvent, type TTypingLog } from '@tmp/contracts';

export interface TTypingRecorderOptions {
  /** A log saved earlier (reload): typing continues where it stopped. */
  initial?: TTypingLog | null;
  /** The typing time limit in ms; the log never spans more. */
  limitMs: number;
  now?: () => number;
}

/** The keys that turn `text` into `next`: characters removed from the end, then the characters added. */
const keysBetween = (text: string, next: string) => {
  const before = Array.from(text);
  const after = Array.from(next);
  let keep = 0;
  while (keep < before.length && keep < after.length && before[keep] === after[keep]) keep += 1;
  return { removed: before.length - keep, added: after.slice(keep).join('') };
};

/**
 * Keeps the keystroke log of a typing test in the server's format (assessments README): `input` per key
 * that adds a character, `backspace` per character removed from the end, `commit` for text an input method
 * commits; text being composed is not logged. `at` counts from the first keystroke.
 */
export const createTypingRecorder = (options: TTypingRecorderOptions) => {
  const now = options.now ?? (() => performance.now());
  const initial = options.initial;
  let text = initial?.text ?? '';
  const events: TTypingEvent[] = [...(initial?.events ?? [])];
  const elapsedBefore = Math.max(initial?.durationMs ?? 0, events.at(-1)?.at ?? 0);
  let start: number | undefined = events.length > 0 ? now() - elapsedBefore : undefined;
  let finishedMs: number | undefined = elapsedBefore >= options.limitMs ? options.limitMs : undefined;
  let composing = false;

  const elapsed = (at: number): number => (start === undefined ? 0 : Math.max(0, at - start));
  /** Milliseconds typed until now, within the limit (0 before the first key). */
  const typedMs = (): number => (start === undefined ? 0 : Math.min(elapsed(now()), options.limitMs));
  const stamp = (): number => {
    const at = now();
    start ??= at;
    return Math.min(Math.round(elapsed(at)), options.limitMs);
  };

  /** Turns the difference between the box before and after into events; returns the text it keeps. */
  const record = (next: string, kind: 'input' | 'commit'): string => {
    if (finishedMs !== undefined || next === text) return text;
    const { removed, added } = keysBetween(text, next);
    if (events.length + removed + (added ? 1 : 0) > TYPING_MAX_EVENTS) return text;
    const at = stamp();
    for (let i = 0; i < removed; i += 1) events.push({ at, type: 'backspace' });
    // One event per key; several characters at once (an autocomplete) stay one event, as they happened.
    if (added) events.push({ at, type: kind, text: added });
    text = next;
    return text;
  };

  return {
    text: (): string => text,
    isStarted: (): boolean => start !== undefined,
    isFinished: (): boolean => finishedMs !== undefined,
    isComposing: (): boolean => composing,
    /** Milliseconds typed so far (0 before the first key). */
    elapsedMs: (): number => finishedMs ?? typedMs(),
    /** A change of the box outside a composition. */
    change: (next: string): string => (composing ? text : record(next, 'input')),
    compositionStart: (): void => {
      composing = true;
    },
    /** The input method committed: whatever the box now holds beyond the kept text is one commit. */
    compositionEnd: (next: string): string => {
      composing = false;
      return record(next, 'commit');
    },
    finish: (): void => {
      if (finishedMs !== undefined) return;
      finishedMs = Math.round(typedMs());
      composing = false;
    },
    log: (): TTypingLog => ({
      text,
      durationMs: Math.round(finishedMs ?? typedMs()),
      events: [...events],
    }),
  };
};
