import { useEffect, useState } from 'react';

/**
 * False until the browser has an idle moment after the first commit (at the latest after `timeoutMs`), so work that
 * the first screen does not need waits for the work that it does. Without requestIdleCallback (Safari), a short timer.
 */
export function useWhenIdle(timeoutMs = 2_000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 50);
    return () => window.clearTimeout(timer);
  }, [idle, timeoutMs]);
  return idle;
}
