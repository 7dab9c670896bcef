import { describe, expect, it } from 'vitest';
import { messageKey, parseRelayedMessage } from './instance-messages.js';
import type { InstanceMessage } from './instance-messages.js';

describe('relayed member events', () => {
  it('carry the end of a member’s sessions, under a key no later balance of theirs replaces', () => {
    const ended: InstanceMessage = {
      kind: 'member-event',
      memberId: 'member-1',
      event: { type: 'session-ended', reason: 'protection' },
    };
    expect(parseRelayedMessage(JSON.stringify({ ...ended, origin: 'a' }))).toEqual({ ...ended, origin: 'a' });
    const balance: InstanceMessage = {
      kind: 'member-event',
      memberId: 'member-1',
      event: { type: 'balance', balance: '1.00', currency: 'THB', currencySymbol: '฿', playMoney: false },
    };
    expect(messageKey(ended)).not.toBe(messageKey(balance));
    expect(
      parseRelayedMessage(JSON.stringify({ origin: 'a', kind: 'member-event', memberId: 'm', event: { type: 'x' } })),
    ).toBeNull();
  });
});
