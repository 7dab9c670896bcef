import { z } from 'zod';
import { publicContactChannelSchema } from './contact-channels.js';
import { pageQueryShape, pageSchema } from './paging.js';

/**
 * Live chat (issue #20, decision 0085): the player's chat room and the operators' inbox. A conversation waits until
 * an operator takes it, is open while one answers it, and is closed for good (the next launch opens a new one).
 */
export const chatStates = ['waiting', 'open', 'closed'] as const;
export type ChatState = (typeof chatStates)[number];
export const chatAuthorKinds = ['member', 'visitor', 'operator', 'system'] as const;
export type ChatAuthorKind = (typeof chatAuthorKinds)[number];

/** Spec §5's upload rules, for chat attachments as for feedback: png or jpg, 5 MB each, at most 3 a message. */
export const chatAttachmentRules = {
  maxBytes: 5 * 1024 * 1024,
  maxCount: 3,
  minSide: 16,
  maxSide: 8_000,
  contentTypes: ['image/png', 'image/jpeg'],
} as const;
export const chatTextLimit = 2_000;
/** The header a visitor's chat token travels in (never the URL, which logs keep). */
export const chatTokenHeader = 'x-chat-token';

export const chatAttachmentSchema = z.object({
  id: z.string(),
  contentType: z.enum(chatAttachmentRules.contentTypes),
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  authorKind: z.enum(chatAuthorKinds),
  /** The operator's display name for operator messages; empty otherwise. */
  authorName: z.string(),
  text: z.string(),
  attachments: z.array(chatAttachmentSchema),
  sentAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** `CBS_modelList`: what the service window offers, visitors included. */
export const chatServiceOptionsSchema = z.object({
  liveChat: z.object({ enabled: z.boolean(), onDuty: z.boolean() }),
  contactChannels: z.array(publicContactChannelSchema),
});
export type ChatServiceOptions = z.infer<typeof chatServiceOptionsSchema>;

export const launchChatBodySchema = z.object({
  /** A visitor's name for the operator; ignored for a logged-in member. */
  name: z.string().trim().max(40).optional(),
});

/** `CBS_launchChat`: the member's or visitor's conversation, opened or resumed, with its history. */
export const chatRoomSchema = z.object({
  conversationId: z.string(),
  state: z.enum(chatStates),
  /** A new visitor's token (keep it to come back); null when resumed or for a member. */
  chatToken: z.string().nullable(),
  onDuty: z.boolean(),
  messages: z.array(chatMessageSchema),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

const attachmentDataSchema = z.string().startsWith('data:').max(7_200_000);
export const sendChatMessageBodySchema = z.object({
  text: z.string().max(chatTextLimit).default(''),
  /** Images as data URLs; more than the rules allow is refused with CHAT_TOO_MANY_ATTACHMENTS. */
  attachments: z.array(attachmentDataSchema).max(10).default([]),
});
export type SendChatMessageBody = z.input<typeof sendChatMessageBodySchema>;

export const chatOfflineMessageBodySchema = z.object({
  name: z.string().trim().min(1).max(40),
  contact: z.string().trim().min(3).max(120),
  text: z.string().trim().min(1).max(chatTextLimit),
});
export type ChatOfflineMessageBody = z.infer<typeof chatOfflineMessageBodySchema>;

/** One conversation as the console's inbox lists it. */
export const chatConversationSchema = z.object({
  id: z.string(),
  merchant: z.string(),
  state: z.enum(chatStates),
  /** The member's username, or the visitor's given name (marked as a visitor). */
  who: z.string(),
  visitor: z.boolean(),
  assignedOperatorId: z.string().nullable(),
  assignedOperator: z.string().nullable(),
  lastText: z.string(),
  startedAt: z.string(),
  lastMessageAt: z.string(),
  closedAt: z.string().nullable(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export const chatInboxViews = ['waiting', 'mine', 'all'] as const;
export const chatInboxQuerySchema = z.object({
  view: z.enum(chatInboxViews).default('all'),
  ...pageQueryShape({ defaultSize: 20, maxSize: 100 }),
});
export const chatConversationPageSchema = pageSchema(chatConversationSchema);
export type ChatConversationPage = z.infer<typeof chatConversationPageSchema>;

export const chatConversationDetailSchema = z.object({
  conversation: chatConversationSchema,
  messages: z.array(chatMessageSchema),
});
export type ChatConversationDetail = z.infer<typeof chatConversationDetailSchema>;

export const chatTransferBodySchema = z.object({ operatorId: z.uuid() });
export const chatDutyBodySchema = z.object({ onDuty: z.boolean() });
export const chatDutySchema = z.object({
  /** The calling operator's id (the inbox marks their conversations). */
  operatorId: z.string(),
  onDuty: z.boolean(),
  until: z.string().nullable(),
  /** Operators of the brand on duty now (this one included), by username. */
  operators: z.array(z.object({ id: z.string(), username: z.string() })),
});
export type ChatDuty = z.infer<typeof chatDutySchema>;

export const chatSettingsSchema = z.object({ enabled: z.boolean() });
export type ChatSettings = z.infer<typeof chatSettingsSchema>;

export const cannedReplyBodySchema = z.object({
  title: z.string().trim().min(1).max(60),
  text: z.string().trim().min(1).max(chatTextLimit),
});
export type CannedReplyBody = z.infer<typeof cannedReplyBodySchema>;
export const cannedReplySchema = cannedReplyBodySchema.extend({ id: z.string(), updatedAt: z.string() });
export type CannedReply = z.infer<typeof cannedReplySchema>;

export const chatOfflineMessageSchema = chatOfflineMessageBodySchema.extend({
  id: z.string(),
  username: z.string().nullable(),
  receivedAt: z.string(),
});
export type ChatOfflineMessage = z.infer<typeof chatOfflineMessageSchema>;
export const chatOfflineMessagePageSchema = pageSchema(chatOfflineMessageSchema);

export const chatTranscriptQuerySchema = z.object({
  /** Part of the member's username or the visitor's name. */
  who: z.string().trim().max(64).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  ...pageQueryShape({ defaultSize: 20, maxSize: 100 }),
});

/** What a chat stream says: a new message, or a conversation that changed (state, assignment). */
export type ChatStreamEvent =
  { type: 'message'; message: ChatMessage } | { type: 'conversation'; conversation: ChatConversation };
