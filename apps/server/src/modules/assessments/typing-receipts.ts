import { createHash } from 'node:crypto';
import { TYPING_AUTOSAVE_SLACK_MS, type TTypingEvent, type TTypingLog } from '@tmp/contracts';

// The exam page autosaves a typing answer while the candidate types (at most every few seconds, see
// ASSESSMENT_AUTOSAVE_MAX_WAIT_MS), and each save carries the whole log so far. The server keeps a receipt of
// each one: when it arrived, how many events it held, its last keystroke time and a digest of its events.
// A final log is then compared with the receipts that are a prefix of it: each keystroke should have
// reached the server soon after the log says it was typed. A log written afterwards and sent in one go (or
// in a burst of saves) claims keystrokes long before the server saw any of them.

/** What the server keeps of one autosave of a typing answer. */
export interface TTypingReceipt {
  /** When the server received the save (ms since the epoch, server clock). */
  receivedAt: number;
  /** How many events the saved log held. */
  events: number;
  /** The latest `at` among them (ms since the first keystroke). */
  lastAt: number;
  /** SHA-256 of those events, so only saves that are a prefix of the final log count. */
  digest: string;
}

const eventLine = (e: TTypingEvent): string => `${JSON.stringify([e.at, e.type, e.text ?? null])}\n`;

/** Digests of the first n events of a log, for each n asked, in one pass. */
export const prefixDigests = (events: readonly TTypingEvent[], lengths: Iterable<number>) => {
  const wanted = new Set(lengths);
  const digests = new Map<number, string>();
  const hash = createHash('sha256');
  events.forEach((event, i) => {
    hash.update(eventLine(event));
    if (wanted.has(i + 1)) digests.set(i + 1, hash.copy().digest('base64url'));
  });
  return digests;
};

/** The receipt fields of a saved log (the caller adds the time); none for a log without events. */
export const typingReceiptOf = (log: TTypingLog): Omit<TTypingReceipt, 'receivedAt'> | undefined => {
  const n = log.events.length;
  if (n === 0) return undefined;
  return {
    events: n,
    lastAt: log.events.reduce((max, e) => Math.max(max, e.at), -Infinity),
    digest: prefixDigests(log.events, [n]).get(n)!,
  };
};

export interface TAutosaveCoverage {
  /** Characters typed and removed, as the log counts them (a commit counts each of its characters). */
  keys: number;
  /** Of those, how many no autosave brought to the server within the slack of when they were typed. */
  unseen: number;
  /** Autosaves that are a prefix of the log. */
  receipts: number;
}

const weightOf = (e: TTypingEvent): number =>
  e.type === 'backspace' ? 1 : Math.max(1, Array.from(e.text ?? '').length);

/**
 * How much of a log the server saw while it was being typed.
 *
 * When keystroke k reached the server is the earliest arrival of a receipt holding it. When it was typed,
 * on the server's clock, is at most O(k) + at(k), where O(k), the moment of the first keystroke, is bounded
 * by every receipt holding k: a save cannot arrive before its last keystroke, so O(k) <= receivedAt - lastAt.
 * Taking the smallest such bound over the receipts holding k (never later receipts than those) gives the
 * candidate every benefit of the doubt, and a reload, which the page does not count as typing time, only
 * raises the bound for what follows it. A keystroke is unseen when it arrived more than
 * TYPING_AUTOSAVE_SLACK_MS after that. Undefined when there is nothing to compare (no receipts).
 */
export const autosaveCoverage = (
  events: readonly TTypingEvent[],
  receipts: readonly TTypingReceipt[],
): TAutosaveCoverage | undefined => {
  if (receipts.length === 0 || events.length === 0) return undefined;
  const digests = prefixDigests(
    events,
    receipts.map((r) => r.events),
  );
  const prefixes = receipts.filter((r) => r.events <= events.length && digests.get(r.events) === r.digest);
  // From the last event back: the receipts holding event k are those with more than k events.
  const byLength = [...prefixes].sort((a, b) => b.events - a.events);
  let next = 0;
  let firstKey = Infinity;
  let earliest = Infinity;
  let keys = 0;
  let unseen = 0;
  for (let k = events.length - 1; k >= 0; k -= 1) {
    while (next < byLength.length && byLength[next]!.events > k) {
      const r = byLength[next]!;
      firstKey = Math.min(firstKey, r.receivedAt - r.lastAt);
      earliest = Math.min(earliest, r.receivedAt);
      next += 1;
    }
    const event = events[k]!;
    const weight = weightOf(event);
    keys += weight;
    if (!(earliest <= firstKey + event.at + TYPING_AUTOSAVE_SLACK_MS)) unseen += weight;
  }
  return { keys, unseen, receipts: prefixes.length };
};
