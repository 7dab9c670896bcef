import { DomainError } from '../lib/domain-error.js';

/**
 * Open live streams allowed at once on one instance: per member session (a few tabs and devices) and per address
 * (generous: behind Thai carrier-grade NAT many players share one address). See docs/decisions/0016.
 */
export const liveStreamLimits = { perSession: 5, perAddress: 50 } as const;

type Holder = { sessionId: string; address: string };

function increment(counts: Map<string, number>, key: string, by: number) {
  const next = (counts.get(key) ?? 0) + by;
  if (next <= 0) counts.delete(key);
  else counts.set(key, next);
}

/**
 * The live streams this instance holds: refuses one over a cap with 429 STREAM_LIMIT_REACHED, and closes them
 * all before the server stops (an open stream would otherwise hold the shutdown until the browser leaves).
 */
export function createLiveStreamRegistry(limits: { perSession: number; perAddress: number } = liveStreamLimits) {
  const bySession = new Map<string, number>();
  const byAddress = new Map<string, number>();
  const closers = new Set<() => void>();

  /** Takes a slot for a stream (or throws); `close` ends it; the answer releases the slot, once. */
  function open(holder: Holder, close: () => void): () => void {
    if ((bySession.get(holder.sessionId) ?? 0) >= limits.perSession) {
      throw new DomainError('STREAM_LIMIT_REACHED', { limit: 'session' });
    }
    if ((byAddress.get(holder.address) ?? 0) >= limits.perAddress) {
      throw new DomainError('STREAM_LIMIT_REACHED', { limit: 'address' });
    }
    increment(bySession, holder.sessionId, 1);
    increment(byAddress, holder.address, 1);
    closers.add(close);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      closers.delete(close);
      increment(bySession, holder.sessionId, -1);
      increment(byAddress, holder.address, -1);
    };
  }

  function closeAll() {
    for (const close of [...closers]) close();
  }

  return { open, closeAll, openCount: () => closers.size };
}

export type LiveStreamRegistry = ReturnType<typeof createLiveStreamRegistry>;
