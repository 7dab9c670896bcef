import type { ChatConversation, ChatMessage } from '@croupier/contracts';
import { chatTextLimit } from '@croupier/contracts';
import { DomainError } from '../../lib/domain-error.js';
import type { ConversationRow, MessageRow } from './live-chat.repository.js';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * A chat text as it is kept: Unicode NFC, without control characters (line breaks and tabs stay) nor the invisible
 * direction overrides that would make a reply read differently from what was typed, trimmed; the page renders it as
 * text, never as markup. Longer than the limit is refused, not cut.
 */
export function sanitizeChatText(text: string): string {
  const clean = text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (clean.length > chatTextLimit) throw new DomainError('VALIDATION_FAILED', { field: 'text' });
  return clean;
}

export function describeMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    authorKind: row.author_kind,
    authorName: row.author_kind === 'operator' ? (row.operator_name ?? '') : '',
    text: row.text,
    attachments: row.attachments,
    sentAt: iso(row.created_at),
  };
}

export function describeConversation(row: ConversationRow): ChatConversation {
  return {
    id: row.id,
    merchant: row.merchant_code,
    state: row.state,
    who: row.username ?? row.visitor_name ?? '',
    visitor: row.member_id === null,
    assignedOperatorId: row.assigned_operator_id,
    assignedOperator: row.assigned_operator,
    lastText: row.last_text,
    startedAt: iso(row.created_at),
    lastMessageAt: iso(row.last_message_at),
    closedAt: row.closed_at === null ? null : iso(row.closed_at),
  };
}

const authorLabel = (message: ChatMessage, who: string) =>
  message.authorKind === 'operator'
    ? `${message.authorName} (operator)`
    : message.authorKind === 'system'
      ? 'system'
      : `${who}${message.authorKind === 'visitor' ? ' (visitor)' : ''}`;

/** A conversation's transcript as plain text: a header, then one block per message with its time (UTC). */
export function transcriptText(conversation: ChatConversation, messages: readonly ChatMessage[]): string {
  const who = conversation.who || 'visitor';
  const lines = [
    `Conversation ${conversation.id} (${conversation.merchant})`,
    `With: ${who}${conversation.visitor ? ' (visitor)' : ''}`,
    `Started: ${conversation.startedAt}`,
    `Closed: ${conversation.closedAt ?? '-'}`,
    '',
  ];
  for (const message of messages) {
    const images = message.attachments.length > 0 ? ` [${message.attachments.length} image(s)]` : '';
    lines.push(`[${message.sentAt}] ${authorLabel(message, who)}:${images}`, message.text, '');
  }
  return lines.join('\n');
}

/** The transcript's rows for a CSV download: time, author, text, images. */
export function transcriptRows(conversation: ChatConversation, messages: readonly ChatMessage[]) {
  const who = conversation.who || 'visitor';
  return messages.map((message) => ({
    sentAt: message.sentAt,
    author: authorLabel(message, who),
    text: message.text,
    images: String(message.attachments.length),
  }));
}
