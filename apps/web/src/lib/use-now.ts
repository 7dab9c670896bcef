import { useEffect, useState } from 'react';

/** The current time, renewed every second while the component is shown (the header clock, spec §9; countdowns). */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
