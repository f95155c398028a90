import { useCallback, useEffect, useState } from 'react';
import { create } from 'zustand';
import { SMS_RESEND_SECONDS } from '@tmp/contracts';

/**
 * When each phone may be sent another code (epoch ms). Kept outside the form: a form drawn anew (another
 * view of the dialog, the agreement popup closed, a language arriving) must not forget the wait and offer
 * "Get verification code" again while the server still refuses it.
 */
const useResendAt = create<{ at: Record<string, number> }>()(() => ({ at: {} }));

/** Forgets every wait (a test's fresh start). */
export const forgetResendWaits = (): void => useResendAt.setState({ at: {} });

/** Seconds left before another SMS code may be requested for `key` (the phone): down to 1, then 0 (idle). */
export const useCountdown = (key = '') => {
  const at = useResendAt((s) => s.at[key]);
  const [now, setNow] = useState(() => Date.now());
  const seconds = at === undefined ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
  const running = seconds > 0;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);

  /** Starts the wait: a full one after a send, or the seconds the server says are left. */
  const start = useCallback(
    (from: number = SMS_RESEND_SECONDS) => {
      const started = Date.now();
      setNow(started);
      useResendAt.setState((s) => ({ at: { ...s.at, [key]: started + from * 1000 } }));
    },
    [key],
  );

  return { seconds, running, start };
};
