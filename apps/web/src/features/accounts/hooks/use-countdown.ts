import { useCallback, useEffect, useRef, useState } from 'react';
import { SMS_RESEND_SECONDS } from '@tmp/contracts';

/** Seconds left before another SMS code may be requested: 60 down to 1, then 0 (idle). */
export const useCountdown = (from: number = SMS_RESEND_SECONDS) => {
  const [seconds, setSeconds] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  const start = useCallback(() => {
    stop();
    setSeconds(from);
    timer.current = setInterval(() => {
      setSeconds((left) => {
        if (left <= 1) {
          stop();
          return 0;
        }
        return left - 1;
      });
    }, 1000);
  }, [from, stop]);

  useEffect(() => stop, [stop]);
  return { seconds, running: seconds > 0, start };
};
