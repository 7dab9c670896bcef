import type {
  CannedReply,
  CannedReplyBody,
  ChatConversation,
  ChatConversationDetail,
  ChatConversationPage,
  ChatDuty,
  ChatMessage,
  ChatOfflineMessage,
  ChatOfflineMessageBody,
  ChatRoom,
  ChatServiceOptions,
  PageRequest,
} from '@croupier/contracts';
import {
  buildPage,
  chatAttachmentRules,
  contactChannelHref,
  pageOffset,
  siteSettingsSchema,
} from '@croupier/contracts';
import type { Database } from '../db/client.js';
import { runInTransaction } from '../db/transaction.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import type { LiveChatEvents } from '../lib/live-chat-events.js';
import { createSecretToken, hashSecret } from '../lib/secret-token.js';
import { prepareContentImage } from '../modules/content/index.js';
import type { ChatAttachmentFacts, ChatParty, ConversationRow } from '../modules/live-chat/index.js';
import {
  closeConversation,
  deleteCannedReply,
  describeConversation,
  describeMessage,
  findAttachment,
  findConversation,
  findLiveConversation,
  findMessage,
  insertAttachment,
  insertConversation,
  insertMessage,
  insertOfflineMessage,
  isChatEnabled,
  listCannedReplies,
  listConversationMessages,
  listConversations,
  listOfflineMessages,
  listOnDuty,
  listPartyMessages,
  sanitizeChatText,
  saveCannedReply,
  saveChatEnabled,
  saveDuty,
  takeConversation,
  transferConversation,
  visitorTokenKnown,
} from '../modules/live-chat/index.js';
import type { Merchant, MerchantService } from '../modules/merchant/index.js';
import type { Operator } from '../modules/operator/index.js';
import type { SecurityService } from '../modules/security/index.js';
import { auditedOperatorChange } from './shared/audited-operator-change.js';

export type LiveChatDependencies = {
  db: Database;
  clock: Clock;
  chatEvents: LiveChatEvents;
  security: SecurityService;
};

/**
 * How long a duty lasts without renewal: the console renews it every minute while it is open, so a closed tab or a
 * lost instance ends it within two.
 */
export const dutySeconds = 120;
/** How many of a party's latest messages the chat room shows as history. */
const historyLimit = 100;
/**
 * Sends a member or visitor may make: 20 a minute per conversation (far above typing speed, well below a script),
 * and for visitors 10 new conversations an hour per address, so nobody floods the operators' inbox.
 */
export const chatRates = {
  messagesPerMinute: 20,
  visitorLaunchesPerHour: 10,
} as const;

/** The person a player-side call speaks for. */
export type ChatCaller =
  { kind: 'member'; memberId: string; username: string } | { kind: 'visitor'; chatToken: string | null };

const partyOf = (caller: ChatCaller): ChatParty | null =>
  caller.kind === 'member'
    ? { kind: 'member', memberId: caller.memberId }
    : caller.chatToken
      ? { kind: 'visitor', tokenHash: hashSecret(caller.chatToken) }
      : null;

async function requireEnabled(dependencies: LiveChatDependencies, merchant: Merchant) {
  if (!(await isChatEnabled(dependencies.db, merchant.id))) throw new DomainError('LIVE_CHAT_OFF');
}

async function anyoneOnDuty(dependencies: LiveChatDependencies, merchantId: string) {
  return (await listOnDuty(dependencies.db, merchantId, dependencies.clock.now())).length > 0;
}

/** `CBS_modelList`: whether live chat is on and staffed, and the brand's contact channels. */
export async function describeChatService(
  dependencies: LiveChatDependencies,
  merchant: Merchant,
): Promise<ChatServiceOptions> {
  const enabled = await isChatEnabled(dependencies.db, merchant.id);
  const settings = siteSettingsSchema.parse(merchant.siteSettings);
  return {
    liveChat: { enabled, onDuty: enabled && (await anyoneOnDuty(dependencies, merchant.id)) },
    contactChannels: settings.contactChannels.map((channel) => ({
      kind: channel.kind,
      value: channel.value,
      href: contactChannelHref(channel),
      labels: channel.labels,
    })),
  };
}

function publishConversation(dependencies: LiveChatDependencies, row: Pick<ConversationRow, 'id' | 'merchant_id'>) {
  dependencies.chatEvents.publish({ merchantId: row.merchant_id, conversationId: row.id, what: 'conversation' });
}

/**
 * `CBS_launchChat`: resumes the caller's conversation that is not closed, or opens a waiting one. A visitor without a
 * token (or with one never given here) gets a new random token, of which only the hash is kept.
 */
export async function launchChat(
  dependencies: LiveChatDependencies,
  input: { merchant: Merchant; caller: ChatCaller; visitorName?: string | undefined; ip: string },
): Promise<ChatRoom> {
  const { db, clock } = dependencies;
  const { merchant } = input;
  await requireEnabled(dependencies, merchant);
  let chatToken: string | null = null;
  let party = partyOf(input.caller);
  if (party?.kind === 'visitor' && !(await visitorTokenKnown(db, merchant.id, party.tokenHash))) party = null;
  if (party === null) {
    const rate = await dependencies.security.consumeRate(
      `live-chat:launch:${merchant.id}:${input.ip}`,
      3600,
      chatRates.visitorLaunchesPerHour,
    );
    if (!rate.allowed) throw new DomainError('TOO_MANY_REQUESTS', { retryAfterSeconds: rate.retryAfterSeconds });
    chatToken = createSecretToken();
    party = { kind: 'visitor', tokenHash: hashSecret(chatToken) };
  }
  let conversation = await findLiveConversation(db, merchant.id, party);
  if (!conversation) {
    const visitorName = party.kind === 'visitor' ? sanitizeChatText(input.visitorName ?? '').slice(0, 40) : null;
    const id = await insertConversation(db, { merchantId: merchant.id, party, visitorName, now: clock.now() });
    // A racing launch of the same party opened it first: resume that one.
    conversation = id ? await findConversation(db, id) : await findLiveConversation(db, merchant.id, party);
    if (!conversation) throw new Error('live chat conversation not found after opening it');
    if (id) publishConversation(dependencies, conversation);
  }
  const messages = await listPartyMessages(db, merchant.id, party, historyLimit);
  return {
    conversationId: conversation.id,
    state: conversation.state,
    chatToken,
    onDuty: await anyoneOnDuty(dependencies, merchant.id),
    messages: messages.map(describeMessage),
  };
}

/** The caller's own conversation of this brand, or CHAT_NOT_FOUND (a visitor without a token: CHAT_TOKEN_REQUIRED). */
async function callerConversation(
  dependencies: LiveChatDependencies,
  input: { merchant: Merchant; caller: ChatCaller; conversationId: string },
): Promise<ConversationRow> {
  const party = partyOf(input.caller);
  if (!party) throw new DomainError('CHAT_TOKEN_REQUIRED');
  const row = await findConversation(dependencies.db, input.conversationId);
  const owns =
    row !== undefined &&
    row.merchant_id === input.merchant.id &&
    (party.kind === 'member' ? row.member_id === party.memberId : row.visitor_token_hash === party.tokenHash);
  if (!owns) throw new DomainError('CHAT_NOT_FOUND');
  return row;
}

/** Proves and stores a message's images under the upload rules (spec §5: png or jpg, 5 MB, at most 3). */
async function storeAttachments(
  db: Pick<Database, 'execute'>,
  conversationId: string,
  images: readonly string[],
): Promise<ChatAttachmentFacts[]> {
  if (images.length > chatAttachmentRules.maxCount) {
    throw new DomainError('CHAT_TOO_MANY_ATTACHMENTS', { maxCount: chatAttachmentRules.maxCount });
  }
  const prepared = [];
  for (const image of images) {
    try {
      prepared.push(await prepareContentImage(image, chatAttachmentRules));
    } catch (error) {
      if (error instanceof DomainError && error.code === 'IMAGE_INVALID') {
        throw new DomainError('CHAT_ATTACHMENT_INVALID', {
          ...(error.value as Record<string, unknown>),
          contentTypes: chatAttachmentRules.contentTypes.join(', '),
        });
      }
      throw error;
    }
  }
  const facts: ChatAttachmentFacts[] = [];
  for (const image of prepared) {
    const contentType = image.contentType === 'image/png' ? 'image/png' : 'image/jpeg';
    const id = await insertAttachment(db, { conversationId, contentType, bytes: image.bytes });
    facts.push({ id, contentType, width: image.width, height: image.height, bytes: image.bytes.length });
  }
  return facts;
}

/** Writes a message in a conversation (attachments and message in one transaction) and tells every instance. */
async function writeMessage(
  dependencies: LiveChatDependencies,
  input: {
    conversation: ConversationRow;
    authorKind: ChatMessage['authorKind'];
    /** An operator's reply is audited in its own transaction. */
    operator: Operator | null;
    text: string;
    images: readonly string[];
  },
): Promise<ChatMessage> {
  const text = sanitizeChatText(input.text);
  if (text === '' && input.images.length === 0) throw new DomainError('CHAT_MESSAGE_EMPTY');
  const { conversation } = input;
  if (conversation.state === 'closed') throw new DomainError('CHAT_CLOSED');
  const write = async (transaction: Pick<Database, 'execute'>) => {
    const attachments = await storeAttachments(transaction, conversation.id, input.images);
    const id = await insertMessage(transaction, {
      conversationId: conversation.id,
      authorKind: input.authorKind,
      operatorId: input.operator?.id ?? null,
      text,
      attachments,
      now: dependencies.clock.now(),
    });
    if (!id) throw new DomainError('CHAT_CLOSED');
    return id;
  };
  const messageId = input.operator
    ? await auditedOperatorChange(
        dependencies,
        {
          operator: input.operator,
          action: 'live-chat.reply',
          target: `${conversation.merchant_code}/live-chat/${conversation.id}`,
          detail: (id: string) => ({ messageId: id, images: input.images.length }),
        },
        (_operators, transaction) => write(transaction),
      )
    : await runInTransaction(dependencies.db, write);
  const row = await findMessage(dependencies.db, messageId);
  if (!row) throw new Error('live chat message not found after writing it');
  dependencies.chatEvents.publish({
    merchantId: conversation.merchant_id,
    conversationId: conversation.id,
    what: 'message',
    messageId,
  });
  return describeMessage(row);
}

/** A member or visitor writes in their conversation (rate-limited per conversation). */
export async function sendPlayerMessage(
  dependencies: LiveChatDependencies,
  input: { merchant: Merchant; caller: ChatCaller; conversationId: string; text: string; images: readonly string[] },
): Promise<ChatMessage> {
  const conversation = await callerConversation(dependencies, input);
  const rate = await dependencies.security.consumeRate(
    `live-chat:send:${conversation.id}`,
    60,
    chatRates.messagesPerMinute,
  );
  if (!rate.allowed) throw new DomainError('TOO_MANY_REQUESTS', { retryAfterSeconds: rate.retryAfterSeconds });
  return writeMessage(dependencies, {
    conversation,
    authorKind: input.caller.kind === 'member' ? 'member' : 'visitor',
    operator: null,
    text: input.text,
    images: input.images,
  });
}

/** The caller ends their conversation (the next launch opens a new one). */
export async function closePlayerConversation(
  dependencies: LiveChatDependencies,
  input: { merchant: Merchant; caller: ChatCaller; conversationId: string },
): Promise<void> {
  const conversation = await callerConversation(dependencies, input);
  if (
    await closeConversation(dependencies.db, {
      id: conversation.id,
      now: dependencies.clock.now(),
      onlyAssignedTo: null,
    })
  ) {
    publishConversation(dependencies, conversation);
  }
}

/** Checks the caller may follow this conversation's stream (answers the conversation). */
export async function openPlayerStream(
  dependencies: LiveChatDependencies,
  input: { merchant: Merchant; caller: ChatCaller; conversationId: string },
): Promise<ConversationRow> {
  return callerConversation(dependencies, input);
}

/** A message as its conversation's stream sends it, read again here (the relay names it only). */
export async function readChatMessage(
  dependencies: Pick<LiveChatDependencies, 'db'>,
  conversationId: string,
  messageId: string,
): Promise<ChatMessage | null> {
  const row = await findMessage(dependencies.db, messageId);
  return row && row.conversation_id === conversationId ? describeMessage(row) : null;
}

export async function readChatConversation(
  dependencies: Pick<LiveChatDependencies, 'db'>,
  conversationId: string,
): Promise<ChatConversation | null> {
  const row = await findConversation(dependencies.db, conversationId);
  return row ? describeConversation(row) : null;
}

/** An attachment for its member or visitor. */
export async function readPlayerAttachment(
  dependencies: LiveChatDependencies,
  input: { merchant: Merchant; caller: ChatCaller; id: string },
) {
  const attachment = await findAttachment(dependencies.db, input.id);
  if (!attachment) throw new DomainError('NOT_FOUND');
  await callerConversation(dependencies, { ...input, conversationId: attachment.conversation_id });
  return attachment;
}

/** The offline form: kept for the operators when nobody is on duty (or whenever the player prefers). */
export async function leaveOfflineMessage(
  dependencies: LiveChatDependencies,
  input: { merchant: Merchant; memberId: string | null; ip: string; message: ChatOfflineMessageBody },
): Promise<{ id: string }> {
  const rate = await dependencies.security.consumeRate(`live-chat:offline:${input.merchant.id}:${input.ip}`, 3600, 10);
  if (!rate.allowed) throw new DomainError('TOO_MANY_REQUESTS', { retryAfterSeconds: rate.retryAfterSeconds });
  const id = await insertOfflineMessage(dependencies.db, {
    merchantId: input.merchant.id,
    memberId: input.memberId,
    name: sanitizeChatText(input.message.name),
    contact: sanitizeChatText(input.message.contact),
    text: sanitizeChatText(input.message.text),
    now: dependencies.clock.now(),
  });
  return { id };
}

// The console side.

type ConsoleDependencies = LiveChatDependencies & { merchants: MerchantService };

const brandNamed = (dependencies: ConsoleDependencies, code: string) =>
  dependencies.merchants.resolveMerchant({ code });

async function brandConversation(dependencies: ConsoleDependencies, code: string, id: string) {
  const merchant = await brandNamed(dependencies, code);
  const row = await findConversation(dependencies.db, id);
  if (!row || row.merchant_id !== merchant.id) throw new DomainError('CHAT_NOT_FOUND');
  return { merchant, row };
}

async function requireOnDuty(dependencies: ConsoleDependencies, merchantId: string, operatorId: string) {
  const onDuty = await listOnDuty(dependencies.db, merchantId, dependencies.clock.now());
  if (!onDuty.some((entry) => entry.id === operatorId)) throw new DomainError('CHAT_NOT_ON_DUTY');
  return onDuty;
}

export async function listInbox(
  dependencies: ConsoleDependencies,
  input: {
    operator: Operator;
    merchant: string;
    view: 'waiting' | 'mine' | 'all' | 'closed';
    page: PageRequest;
    who?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
  },
): Promise<ChatConversationPage> {
  const merchant = await brandNamed(dependencies, input.merchant);
  const dayStart = (day: string | undefined, plusDays = 0) => {
    if (!day) return undefined;
    const start = new Date(`${day}T00:00:00Z`);
    return new Date(start.getTime() + plusDays * 86_400_000);
  };
  const { rows, total } = await listConversations(
    dependencies.db,
    {
      merchantId: merchant.id,
      view: input.view,
      operatorId: input.operator.id,
      who: input.who,
      from: dayStart(input.from),
      to: dayStart(input.to, 1),
    },
    { limit: input.page.pageSize, offset: pageOffset(input.page) },
  );
  return buildPage(rows.map(describeConversation), input.page, total);
}

export async function readConversation(
  dependencies: ConsoleDependencies,
  input: { merchant: string; id: string },
): Promise<ChatConversationDetail> {
  const { row } = await brandConversation(dependencies, input.merchant, input.id);
  const messages = await listConversationMessages(dependencies.db, row.id);
  return { conversation: describeConversation(row), messages: messages.map(describeMessage) };
}

/** Takes a waiting conversation: the operator must be on duty; two racing takes leave it to exactly one. */
export async function takeChat(
  dependencies: ConsoleDependencies,
  input: { operator: Operator; merchant: string; id: string },
): Promise<ChatConversation> {
  const { merchant, row } = await brandConversation(dependencies, input.merchant, input.id);
  await requireOnDuty(dependencies, merchant.id, input.operator.id);
  await auditedOperatorChange(
    dependencies,
    {
      operator: input.operator,
      action: 'live-chat.take',
      target: `${merchant.code}/live-chat/${row.id}`,
      detail: () => ({}),
    },
    async (_operators, transaction) => {
      if (!(await takeConversation(transaction, row.id, input.operator.id))) {
        throw new DomainError(row.state === 'closed' ? 'CHAT_CLOSED' : 'CHAT_ASSIGNED_TO_ANOTHER');
      }
    },
  );
  publishConversation(dependencies, row);
  return (await readConversation(dependencies, input)).conversation;
}

/** Hands an open conversation to another operator on duty: only its assigned operator may. */
export async function transferChat(
  dependencies: ConsoleDependencies,
  input: { operator: Operator; merchant: string; id: string; toOperatorId: string },
): Promise<ChatConversation> {
  const { merchant, row } = await brandConversation(dependencies, input.merchant, input.id);
  const onDuty = await requireOnDuty(dependencies, merchant.id, input.operator.id);
  const target = onDuty.find((entry) => entry.id === input.toOperatorId);
  if (!target) throw new DomainError('CHAT_OPERATOR_NOT_ON_DUTY');
  await auditedOperatorChange(
    dependencies,
    {
      operator: input.operator,
      action: 'live-chat.transfer',
      target: `${merchant.code}/live-chat/${row.id}`,
      detail: () => ({ to: target.username }),
    },
    async (_operators, transaction) => {
      const moved = await transferConversation(transaction, {
        id: row.id,
        fromOperatorId: input.operator.id,
        toOperatorId: target.id,
      });
      if (!moved) throw new DomainError(row.state === 'closed' ? 'CHAT_CLOSED' : 'CHAT_ASSIGNED_TO_ANOTHER');
    },
  );
  publishConversation(dependencies, row);
  return (await readConversation(dependencies, input)).conversation;
}

/** Closes a conversation: a waiting one any operator on duty may close, an open one only its operator. */
export async function closeChat(
  dependencies: ConsoleDependencies,
  input: { operator: Operator; merchant: string; id: string },
): Promise<ChatConversation> {
  const { merchant, row } = await brandConversation(dependencies, input.merchant, input.id);
  await auditedOperatorChange(
    dependencies,
    {
      operator: input.operator,
      action: 'live-chat.close',
      target: `${merchant.code}/live-chat/${row.id}`,
      detail: () => ({}),
    },
    async (_operators, transaction) => {
      const closed = await closeConversation(transaction, {
        id: row.id,
        now: dependencies.clock.now(),
        onlyAssignedTo: input.operator.id,
      });
      if (!closed) throw new DomainError(row.state === 'closed' ? 'CHAT_CLOSED' : 'CHAT_ASSIGNED_TO_ANOTHER');
    },
  );
  publishConversation(dependencies, row);
  return (await readConversation(dependencies, input)).conversation;
}

/**
 * An operator answers: they must be on duty, and the conversation theirs; a waiting one is taken by the answer.
 * Another operator's conversation is refused (CHAT_ASSIGNED_TO_ANOTHER) until it is transferred to them.
 */
export async function replyToChat(
  dependencies: ConsoleDependencies,
  input: { operator: Operator; merchant: string; id: string; text: string; images: readonly string[] },
): Promise<ChatMessage> {
  const { merchant, row } = await brandConversation(dependencies, input.merchant, input.id);
  await requireOnDuty(dependencies, merchant.id, input.operator.id);
  if (row.state === 'closed') throw new DomainError('CHAT_CLOSED');
  if (row.state === 'waiting') {
    await takeChat(dependencies, input);
  } else if (row.assigned_operator_id !== input.operator.id) {
    throw new DomainError('CHAT_ASSIGNED_TO_ANOTHER');
  }
  const current = await findConversation(dependencies.db, row.id);
  if (!current || current.assigned_operator_id !== input.operator.id) throw new DomainError('CHAT_ASSIGNED_TO_ANOTHER');
  return writeMessage(dependencies, {
    conversation: current,
    authorKind: 'operator',
    operator: input.operator,
    text: input.text,
    images: input.images,
  });
}

export async function readConsoleAttachment(
  dependencies: ConsoleDependencies,
  input: { merchant: string; id: string },
) {
  const merchant = await brandNamed(dependencies, input.merchant);
  const attachment = await findAttachment(dependencies.db, input.id);
  const conversation = attachment ? await findConversation(dependencies.db, attachment.conversation_id) : undefined;
  if (!attachment || conversation?.merchant_id !== merchant.id) throw new DomainError('NOT_FOUND');
  return attachment;
}

export async function describeDuty(
  dependencies: ConsoleDependencies,
  input: { operator: Operator; merchant: string },
): Promise<ChatDuty> {
  const merchant = await brandNamed(dependencies, input.merchant);
  const onDuty = await listOnDuty(dependencies.db, merchant.id, dependencies.clock.now());
  const mine = onDuty.find((entry) => entry.id === input.operator.id);
  return {
    operatorId: input.operator.id,
    onDuty: mine !== undefined,
    until: mine ? new Date(mine.until).toISOString() : null,
    operators: onDuty.map((entry) => ({ id: entry.id, username: entry.username })),
  };
}

/**
 * Goes on duty (or renews it for `dutySeconds`) or off duty. Going on or off is audited; a renewal of a duty that
 * is still running is not (the console renews every minute).
 */
export async function setDuty(
  dependencies: ConsoleDependencies,
  input: { operator: Operator; merchant: string; onDuty: boolean },
): Promise<ChatDuty> {
  const merchant = await brandNamed(dependencies, input.merchant);
  const now = dependencies.clock.now();
  const wasOnDuty = (await listOnDuty(dependencies.db, merchant.id, now)).some(
    (entry) => entry.id === input.operator.id,
  );
  const until = input.onDuty ? new Date(now.getTime() + dutySeconds * 1000) : null;
  if (wasOnDuty === input.onDuty) {
    await saveDuty(dependencies.db, { operatorId: input.operator.id, merchantId: merchant.id, until });
  } else {
    await auditedOperatorChange(
      dependencies,
      {
        operator: input.operator,
        action: 'live-chat.duty',
        target: `${merchant.code}/live-chat`,
        detail: () => ({ onDuty: input.onDuty }),
      },
      (_operators, transaction) =>
        saveDuty(transaction, { operatorId: input.operator.id, merchantId: merchant.id, until }),
    );
  }
  return describeDuty(dependencies, input);
}

export async function readChatSettings(dependencies: ConsoleDependencies, code: string) {
  const merchant = await brandNamed(dependencies, code);
  return { enabled: await isChatEnabled(dependencies.db, merchant.id) };
}

export async function saveChatSettings(
  dependencies: ConsoleDependencies,
  input: { operator: Operator; merchant: string; enabled: boolean },
) {
  const merchant = await brandNamed(dependencies, input.merchant);
  await auditedOperatorChange(
    dependencies,
    {
      operator: input.operator,
      action: 'live-chat.settings.save',
      target: `${merchant.code}/live-chat`,
      detail: () => ({ enabled: input.enabled }),
    },
    (_operators, transaction) => saveChatEnabled(transaction, merchant.id, input.enabled, dependencies.clock.now()),
  );
  return { enabled: input.enabled };
}

const describeCannedReply = (row: { id: string; title: string; text: string; updated_at: Date | string }) => ({
  id: row.id,
  title: row.title,
  text: row.text,
  updatedAt: new Date(row.updated_at).toISOString(),
});

export async function listBrandCannedReplies(dependencies: ConsoleDependencies, code: string): Promise<CannedReply[]> {
  const merchant = await brandNamed(dependencies, code);
  return (await listCannedReplies(dependencies.db, merchant.id)).map(describeCannedReply);
}

export async function saveBrandCannedReply(
  dependencies: ConsoleDependencies,
  input: { operator: Operator; merchant: string; id: string | null; reply: CannedReplyBody },
): Promise<{ id: string }> {
  const merchant = await brandNamed(dependencies, input.merchant);
  const id = await auditedOperatorChange(
    dependencies,
    {
      operator: input.operator,
      action: 'live-chat.canned-reply.save',
      target: `${merchant.code}/live-chat/canned-replies`,
      detail: (saved: string) => ({ id: saved, title: input.reply.title }),
    },
    async (_operators, transaction) => {
      const saved = await saveCannedReply(transaction, {
        merchantId: merchant.id,
        id: input.id,
        title: sanitizeChatText(input.reply.title),
        text: sanitizeChatText(input.reply.text),
        now: dependencies.clock.now(),
      });
      if (!saved) throw new DomainError('NOT_FOUND');
      return saved;
    },
  );
  return { id };
}

export async function deleteBrandCannedReply(
  dependencies: ConsoleDependencies,
  input: { operator: Operator; merchant: string; id: string },
): Promise<void> {
  const merchant = await brandNamed(dependencies, input.merchant);
  await auditedOperatorChange(
    dependencies,
    {
      operator: input.operator,
      action: 'live-chat.canned-reply.delete',
      target: `${merchant.code}/live-chat/canned-replies`,
      detail: () => ({ id: input.id }),
    },
    async (_operators, transaction) => {
      if (!(await deleteCannedReply(transaction, merchant.id, input.id))) throw new DomainError('NOT_FOUND');
    },
  );
}

export async function listBrandOfflineMessages(
  dependencies: ConsoleDependencies,
  input: { merchant: string; page: PageRequest },
): Promise<{ content: ChatOfflineMessage[]; pageNum: number; totalPages: number; total: number }> {
  const merchant = await brandNamed(dependencies, input.merchant);
  const { rows, total } = await listOfflineMessages(dependencies.db, merchant.id, {
    limit: input.page.pageSize,
    offset: pageOffset(input.page),
  });
  return buildPage(
    rows.map((row) => ({
      id: row.id,
      username: row.username,
      name: row.name,
      contact: row.contact,
      text: row.text,
      receivedAt: new Date(row.created_at).toISOString(),
    })),
    input.page,
    total,
  );
}

/** The brand's id for a console stream (which follows the brand's inbox). */
export async function brandIdOf(dependencies: ConsoleDependencies, code: string): Promise<string> {
  return (await brandNamed(dependencies, code)).id;
}

/** A closed conversation's full history (a transcript); an open one is not a transcript yet. */
export async function readTranscript(
  dependencies: ConsoleDependencies,
  input: { merchant: string; id: string },
): Promise<ChatConversationDetail> {
  const detail = await readConversation(dependencies, input);
  if (detail.conversation.state !== 'closed') throw new DomainError('INVALID_STATE');
  return detail;
}
