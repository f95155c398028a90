/**
 * The server's clock as the browser can follow it: the server's time at the moment an answer arrived,
 * plus the time elapsed since on a monotonic clock. Changing the computer's clock changes nothing.
 */
export interface TServerClock {
  serverMs: number;
  receivedAt: number;
}

export const monotonicNow = (): number => performance.now();

export const syncServerClock = (serverTime: string, receivedAt: number = monotonicNow()): TServerClock => ({
  serverMs: Date.parse(serverTime),
  receivedAt,
});

export const serverNow = (clock: TServerClock, now: number = monotonicNow()): number =>
  clock.serverMs + (now - clock.receivedAt);

/** Milliseconds left until `endsAt` by the server's clock; never negative. */
export const remainingMs = (
  endsAt: string | null,
  clock: TServerClock,
  now = monotonicNow(),
): number | null => (endsAt ? Math.max(0, Date.parse(endsAt) - serverNow(clock, now)) : null);

/** 01:05:09 or 05:09. */
export const formatCountdown = (ms: number): string => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${two(h)}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
};
