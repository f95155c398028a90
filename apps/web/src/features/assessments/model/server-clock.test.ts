import { describe, expect, it } from 'vitest';
import { formatCountdown, remainingMs, serverNow, syncServerClock } from './server-clock.ts';

describe('server clock', () => {
  it('follows the server time, not the computer clock', () => {
    // The computer's Date is irrelevant: only the server time and monotonic elapsed time count.
    const clock = syncServerClock('2026-11-22T10:00:00.000Z', 1000);
    expect(serverNow(clock, 1000)).toBe(Date.parse('2026-11-22T10:00:00.000Z'));
    expect(serverNow(clock, 61_000)).toBe(Date.parse('2026-11-22T10:01:00.000Z'));
    expect(remainingMs('2026-11-22T10:30:00.000Z', clock, 61_000)).toBe(29 * 60_000);
  });

  it('never goes below zero and is null without an end', () => {
    const clock = syncServerClock('2026-11-22T10:00:00.000Z', 0);
    expect(remainingMs('2026-11-22T09:00:00.000Z', clock, 0)).toBe(0);
    expect(remainingMs(null, clock, 0)).toBeNull();
  });

  it('formats the countdown, rounding up to the next second', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(65_000)).toBe('01:05');
    expect(formatCountdown(3_725_000)).toBe('01:02:05');
  });
});
