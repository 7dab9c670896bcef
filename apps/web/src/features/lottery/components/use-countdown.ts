import { useEffect, useRef, useState } from 'react';
import type { CountdownSource, Reception } from '../countdown';
import { mayRefetch, msUntilClose } from '../countdown';

/**
 * Ticks a close countdown once a second. When it reaches zero `onElapsed` runs, at most once every 5 s however
 * often it hits zero (the original's rule), so a closed numero never floods the server.
 */
export function useCountdown(
  source: CountdownSource | null,
  reception: Reception | null,
  onElapsed?: () => void,
): number | null {
  const [now, setNow] = useState(() => performance.now());
  const lastRefetch = useRef<number | null>(null);
  const onElapsedRef = useRef(onElapsed);
  useEffect(() => {
    onElapsedRef.current = onElapsed;
  }, [onElapsed]);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(performance.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const remaining = reception ? msUntilClose(source, reception, now) : null;

  useEffect(() => {
    if (remaining !== 0 || !mayRefetch(lastRefetch.current, now)) return;
    lastRefetch.current = now;
    onElapsedRef.current?.();
  }, [remaining, now]);

  return remaining;
}
