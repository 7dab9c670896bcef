import type { Balance } from '@croupier/contracts';

/** What the open site is told about its member, as server-sent events. */
export type MemberEvent = { type: 'balance' } & Balance;

type Listener = (event: MemberEvent) => void;

/**
 * In-process fan-out of member events. One instance serves its own connections; with several instances a
 * Redis or PostgreSQL LISTEN/NOTIFY relay publishes into each (see docs/decisions/0007).
 */
export function createMemberEvents() {
  const listeners = new Map<string, Set<Listener>>();
  return {
    publish(memberId: string, event: MemberEvent) {
      for (const listener of listeners.get(memberId) ?? []) listener(event);
    },
    subscribe(memberId: string, listener: Listener): () => void {
      const set = listeners.get(memberId) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(memberId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(memberId);
      };
    },
    listenerCount: (memberId: string) => listeners.get(memberId)?.size ?? 0,
  };
}

export type MemberEvents = ReturnType<typeof createMemberEvents>;
