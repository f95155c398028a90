import { describe, expect, it } from 'vitest';
import { isoToWallTime, wallTimeToIso, zoneLabel } from './time-zone.ts';

describe('time zones', () => {
  it('reads a wall time in the zone it is typed for', () => {
    expect(wallTimeToIso('2026-11-25T09:00', 'Asia/Shanghai')).toBe('2026-11-25T01:00:00.000Z');
    expect(wallTimeToIso('2026-07-01T09:30', 'Europe/Berlin')).toBe('2026-07-01T07:30:00.000Z');
    expect(wallTimeToIso('2026-12-01T09:30', 'Europe/Berlin')).toBe('2026-12-01T08:30:00.000Z');
    expect(isoToWallTime('2026-11-25T01:00:00.000Z', 'Asia/Shanghai')).toBe('2026-11-25T09:00');
  });

  it('names the zone with its offset', () => {
    expect(zoneLabel('Asia/Shanghai', new Date('2026-11-25T01:00:00Z'))).toBe('Asia/Shanghai (GMT+08:00)');
  });
});
