import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './use-countdown.ts';

describe('SMS countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts 60 down to 1 once a second, then is idle again', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ seconds: 0, running: false });
    act(() => result.current.start());
    expect(result.current).toMatchObject({ seconds: 60, running: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(59);
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current.seconds).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ seconds: 0, running: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.seconds).toBe(0);
  });

  it('stops its timer when unmounted', () => {
    const { result, unmount } = renderHook(() => useCountdown());
    act(() => result.current.start());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
