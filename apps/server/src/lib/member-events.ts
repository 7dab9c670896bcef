import type { InstanceBus, MemberEvent } from './instance-messages.js';

export type { MemberEvent } from './instance-messages.js';

type Listener = (event: MemberEvent) => void;

/**
 * Fan-out of member events to the streams this instance holds, and, through the instance bus, to the streams every
 * other instance holds (docs/decisions/0020). An event is handed to this instance's listeners at once and to the
 * relay for the others, so a relay that is down only costs the other instances' streams their live update.
 */
export function createMemberEvents(options: { bus?: InstanceBus } = {}) {
  const listeners = new Map<string, Set<Listener>>();
  const { bus } = options;
  const deliverLocally = (memberId: string, event: MemberEvent) => {
    for (const listener of listeners.get(memberId) ?? []) listener(event);
  };
  bus?.subscribe('member-event', (message) => deliverLocally(message.memberId, message.event));
  return {
    publish(memberId: string, event: MemberEvent) {
      deliverLocally(memberId, event);
      bus?.publish({ kind: 'member-event', memberId, event });
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
    /** Streams of this member held by this instance. */
    listenerCount: (memberId: string) => listeners.get(memberId)?.size ?? 0,
    /** Whether reading the balance to publish it can serve anyone: with a relay, another instance may hold a stream. */
    mayHaveListeners: (memberId: string) => bus?.relayed === true || (listeners.get(memberId)?.size ?? 0) > 0,
  };
}

export type MemberEvents = ReturnType<typeof createMemberEvents>;
