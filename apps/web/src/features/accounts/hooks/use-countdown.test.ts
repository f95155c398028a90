import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './use-countdown.ts';

describe('SMS countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts 60 down to 1 once a second, then is idle again', () => {
    const { result } = renderHook(() => useCountdown('13900000001'));
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

  it('counts down from the seconds the server says are left', () => {
    const { result } = renderHook(() => useCountdown('13900000002'));
    act(() => result.current.start(54));
    expect(result.current).toMatchObject({ seconds: 54, running: true });
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.seconds).toBe(50);
  });

  it('keeps the wait of a phone when its form is drawn anew, and stops its timer when unmounted', () => {
    const first = renderHook(() => useCountdown('13900000003'));
    act(() => first.result.current.start());
    act(() => vi.advanceTimersByTime(1000));
    first.unmount();
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(2000));
    const again = renderHook(() => useCountdown('13900000003'));
    expect(again.result.current).toMatchObject({ seconds: 57, running: true });
    // Another phone has no wait.
    expect(renderHook(() => useCountdown('13900000004')).result.current.running).toBe(false);
  });
});
