import { z } from 'zod';
import { pageQueryShape, pageSchema } from './paging.js';

/** The member inbox (`messageV2`, INBOX3): personal, broadcast and system messages, newest first. */
export const messageKinds = ['personal', 'broadcast', 'system'] as const;
export const messageAudiences = ['players', 'agents', 'everyone'] as const;
export type MessageAudienceName = (typeof messageAudiences)[number];

/** Bodies are plain text with line breaks (the page keeps them); no markup is ever rendered. */
export const messageTitleLimit = 120;
export const messageBodyLimit = 4000;

export const memberMessageListQuerySchema = z.object(pageQueryShape({ defaultSize: 10, maxSize: 50 }));

export const memberMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(messageKinds),
  title: z.string(),
  body: z.string(),
  sentAt: z.string(),
  read: z.boolean(),
});
export type MemberMessage = z.infer<typeof memberMessageSchema>;

export const memberMessagePageSchema = pageSchema(memberMessageSchema);
export type MemberMessagePage = z.infer<typeof memberMessagePageSchema>;

export const memberMessageParamsSchema = z.object({ id: z.uuid() });

/** `CSP_unreadCount`: the badge of the messages entry. */
export const unreadCountSchema = z.object({ unreadCount: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

const messageTextsShape = {
  title: z.string().trim().min(1, { message: 'REQUIRED' }).max(messageTitleLimit),
  body: z.string().trim().min(1, { message: 'REQUIRED' }).max(messageBodyLimit),
};

/** The console's send: to one member by username, or a broadcast to an audience of the brand. */
export const sendMemberMessageBodySchema = z.discriminatedUnion('to', [
  z.object({ to: z.literal('member'), username: z.string().trim().min(1).max(64), ...messageTextsShape }),
  z.object({ to: z.literal('broadcast'), audience: z.enum(messageAudiences), ...messageTextsShape }),
]);
export type SendMemberMessageBody = z.infer<typeof sendMemberMessageBodySchema>;

export const sentMessageQuerySchema = z.object(pageQueryShape({ defaultSize: 20, maxSize: 100 }));

/** A message an operator sent, as the console lists it, with how many members read it. */
export const sentMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(['personal', 'broadcast']),
  username: z.string().nullable(),
  audience: z.enum(messageAudiences).nullable(),
  title: z.string(),
  body: z.string(),
  sentBy: z.string(),
  sentAt: z.string(),
  readCount: z.number().int(),
});
export type SentMessage = z.infer<typeof sentMessageSchema>;
export const sentMessagePageSchema = pageSchema(sentMessageSchema);
export type SentMessagePage = z.infer<typeof sentMessagePageSchema>;
