import { useQuery } from '@tanstack/react-query';
import { measureRoundTrip } from '@/lib/api-client';

/** A line slower than this is as good as down for a player; stop waiting and call it failed. */
const pingTimeoutMs = 5000;

export type PingResult = {
  origin: string;
  /** Round-trip time in milliseconds; null when the line did not answer in time. */
  pingMs: number | null;
};

/** Times one round trip to a line's ping file; the random query keeps caches and proxies out of the measurement. */
export function pingLine(origin: string, signal?: AbortSignal): Promise<number> {
  const random = Math.random().toString(36).slice(2);
  const timeout = AbortSignal.timeout(pingTimeoutMs);
  return measureRoundTrip(
    `${origin}/common/v.1.0.1/ping.json?r=${random}`,
    signal ? AbortSignal.any([signal, timeout]) : timeout,
  );
}

/** Pings every line at once; refetching runs the test again. */
export function useSpeedTest(origins: readonly string[], enabled: boolean) {
  return useQuery({
    queryKey: ['speed-test', origins],
    queryFn: ({ signal }): Promise<PingResult[]> =>
      Promise.all(
        origins.map((origin) =>
          pingLine(origin, signal).then(
            (pingMs) => ({ origin, pingMs }),
            () => ({ origin, pingMs: null }),
          ),
        ),
      ),
    enabled: enabled && origins.length > 0,
    staleTime: 0,
    gcTime: 60_000,
    retry: false,
  });
}
