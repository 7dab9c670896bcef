import { describe, expect, it } from 'vitest';
import { chatRoomEventOf } from './follow-chat-events';

const message = {
  id: 'm1',
  conversationId: 'c1',
  authorKind: 'operator',
  authorName: 'support1',
  text: 'Hello',
  attachments: [],
  sentAt: '2026-11-27T21:00:00.000Z',
};

describe('chatRoomEventOf', () => {
  it('reads a message and a state change from the chat room stream', () => {
    expect(chatRoomEventOf({ event: 'message', data: JSON.stringify(message) })).toEqual({ type: 'message', message });
    expect(chatRoomEventOf({ event: 'state', data: '{"state":"closed"}' })).toEqual({ type: 'state', state: 'closed' });
  });

  it('ignores other events, broken data and data outside the contract', () => {
    expect(chatRoomEventOf({ event: 'balance', data: '{"balance":"1.00"}' })).toBeNull();
    expect(chatRoomEventOf({ event: 'message', data: '{not json' })).toBeNull();
    expect(chatRoomEventOf({ event: 'message', data: JSON.stringify({ ...message, authorKind: 'robot' }) })).toBeNull();
    expect(chatRoomEventOf({ event: 'state', data: '{"state":"lost"}' })).toBeNull();
  });
});
