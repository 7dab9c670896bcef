import type { ServerResponse } from 'node:http';
import {
  cannedReplyBodySchema,
  cannedReplySchema,
  chatConversationDetailSchema,
  chatConversationPageSchema,
  chatConversationSchema,
  chatDutyBodySchema,
  chatDutySchema,
  chatInboxQuerySchema,
  chatMessageSchema,
  chatOfflineMessageBodySchema,
  chatOfflineMessagePageSchema,
  chatRoomSchema,
  chatServiceOptionsSchema,
  chatSettingsSchema,
  chatTokenHeader,
  chatTranscriptQuerySchema,
  chatTransferBodySchema,
  launchChatBodySchema,
  pageQueryShape,
  sendChatMessageBodySchema,
} from '@croupier/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ChatCaller, LiveChatDependencies } from '../flows/live-chat.js';
import {
  brandIdOf,
  closeChat,
  closePlayerConversation,
  deleteBrandCannedReply,
  describeChatService,
  describeDuty,
  launchChat,
  leaveOfflineMessage,
  listBrandCannedReplies,
  listBrandOfflineMessages,
  listInbox,
  openPlayerStream,
  readChatConversation,
  readChatMessage,
  readChatSettings,
  readConsoleAttachment,
  readConversation,
  readPlayerAttachment,
  readTranscript,
  replyToChat,
  saveBrandCannedReply,
  saveChatSettings,
  sendPlayerMessage,
  setDuty,
  takeChat,
  transferChat,
} from '../flows/live-chat.js';
import type { LiveChatNotice } from '../lib/instance-messages.js';
import { transcriptRows, transcriptText } from '../modules/live-chat/index.js';
import type { MerchantService } from '../modules/merchant/index.js';
import { brandOf } from './brand-context.js';
import { sendCsv } from './csv-download.js';
import { ok } from './envelope.js';
import { createLiveStreamRegistry } from './live-streams.js';
import type { LiveStreamRegistry } from './live-streams.js';
import { brandIn, requireOperator } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers, done, getOrPost } from './route-schemas.js';

const heartbeatSeconds = 25;
/** Three images of 5 MB as base64 (a third larger) and the text: the message route's own body limit. */
const messageBodyLimit = 22 * 1024 * 1024;

const conversationParamsSchema = z.object({ conversationId: z.uuid() });
const attachmentParamsSchema = z.object({ id: z.uuid() });
const merchantParamsSchema = z.object({ merchant: z.string().trim().min(1).max(64) });
const brandConversationParamsSchema = merchantParamsSchema.extend({ id: z.uuid() });
const transcriptDownloadQuerySchema = z.object({ format: z.enum(['text', 'csv']).default('text') });

/** The member of the call, else the visitor with the chat token of its header. */
function callerOf(request: FastifyRequest): ChatCaller {
  if (request.member) {
    return { kind: 'member', memberId: request.member.member.id, username: request.member.member.username };
  }
  const token = request.headers[chatTokenHeader];
  return { kind: 'visitor', chatToken: typeof token === 'string' && token.length >= 20 ? token : null };
}

/** Starts a server-sent event stream on a taken slot; answers its `send` and a way to end it. */
function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  streams: LiveStreamRegistry,
  holder: { sessionId: string; address: string },
) {
  let end = () => {};
  const release = streams.open(holder, () => end());
  reply.hijack();
  const response: ServerResponse = reply.raw;
  response.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  const send = (event: string, data: unknown) => {
    if (!response.writableEnded) response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), heartbeatSeconds * 1000);
  heartbeat.unref();
  const cleanups: (() => void)[] = [];
  end = () => {
    release();
    clearInterval(heartbeat);
    for (const cleanup of cleanups) cleanup();
    if (!response.writableEnded) response.end();
  };
  request.raw.on('close', () => end());
  return { send, onEnd: (cleanup: () => void) => cleanups.push(cleanup) };
}

/**
 * Live chat (decision 0085): `CBS_modelList` and `CBS_launchChat` for members and visitors (a visitor's chat token in
 * the `x-chat-token` header), sending, the chat room's stream and images, the offline form; the console's inbox,
 * take, transfer, reply and close (audited), duty, canned replies, offline messages and transcripts. Streams hear
 * every instance through the instance bus.
 */
export function liveChatRoutes(
  dependencies: LiveChatDependencies & { merchants: MerchantService; guards: RouteGuards },
): FastifyPluginAsyncZod {
  const { chatEvents } = dependencies;
  return async (app) => {
    const streams = createLiveStreamRegistry();
    app.addHook('preClose', async () => streams.closeAll());

    await dependencies.guards.player(app, (player) => {
      getOrPost(
        player,
        '/wps/relay/CBS_modelList',
        {
          summary: "The brand's service options: live chat (on, staffed) and contact channels; visitors too",
          input: z.object({}),
          answer: chatServiceOptionsSchema,
        },
        async (request) => ok(await describeChatService(dependencies, brandOf(request).merchant)),
      );
      player.post(
        '/wps/relay/CBS_launchChat',
        {
          schema: {
            summary: "Open or resume the caller's live chat (a new visitor receives a chat token); visitors too",
            body: launchChatBodySchema.nullish(),
            response: answers(chatRoomSchema),
          },
        },
        async (request) =>
          ok(
            await launchChat(dependencies, {
              merchant: brandOf(request).merchant,
              caller: callerOf(request),
              visitorName: request.body?.name,
              ip: request.ip,
            }),
          ),
      );
      player.post(
        '/wps/live-chat/:conversationId/messages',
        {
          bodyLimit: messageBodyLimit,
          schema: {
            summary: 'Write in the chat (text up to 2,000 characters, up to 3 png or jpg images of 5 MB)',
            params: conversationParamsSchema,
            body: sendChatMessageBodySchema,
            response: answers(chatMessageSchema),
          },
        },
        async (request) =>
          ok(
            await sendPlayerMessage(dependencies, {
              merchant: brandOf(request).merchant,
              caller: callerOf(request),
              conversationId: request.params.conversationId,
              text: request.body.text,
              images: request.body.attachments,
            }),
          ),
      );
      player.post(
        '/wps/live-chat/:conversationId/close',
        { schema: { summary: 'End the chat', params: conversationParamsSchema, response: done } },
        async (request) => {
          await closePlayerConversation(dependencies, {
            merchant: brandOf(request).merchant,
            caller: callerOf(request),
            conversationId: request.params.conversationId,
          });
          return ok(true as const);
        },
      );
      player.get(
        '/wps/live-chat/attachments/:id',
        {
          schema: {
            summary: 'An image of the caller’s chat',
            params: attachmentParamsSchema,
            produces: ['image/png', 'image/jpeg'],
          },
        },
        async (request, reply) => {
          const attachment = await readPlayerAttachment(dependencies, {
            merchant: brandOf(request).merchant,
            caller: callerOf(request),
            id: request.params.id,
          });
          return reply
            .header('Content-Type', attachment.content_type)
            .header('Cache-Control', 'private, max-age=86400')
            .send(attachment.bytes);
        },
      );
      player.post(
        '/wps/live-chat/offline-messages',
        {
          schema: {
            summary: 'Leave a message for customer service (the form shown when nobody is on duty)',
            body: chatOfflineMessageBodySchema,
            response: answers(z.object({ id: z.string() })),
          },
        },
        async (request) =>
          ok(
            await leaveOfflineMessage(dependencies, {
              merchant: brandOf(request).merchant,
              memberId: request.member?.member.id ?? null,
              ip: request.ip,
              message: request.body,
            }),
          ),
      );
      // The chat room's live messages; the token (member or chat) travels in a header, never in the URL.
      player.get(
        '/wps/live-chat/:conversationId/events',
        {
          schema: {
            summary: 'The chat room live (server-sent events: `message`, `state`)',
            params: conversationParamsSchema,
            produces: ['text/event-stream'],
          },
        },
        async (request, reply) => {
          const caller = callerOf(request);
          const conversation = await openPlayerStream(dependencies, {
            merchant: brandOf(request).merchant,
            caller,
            conversationId: request.params.conversationId,
          });
          const stream = openEventStream(request, reply, streams, {
            sessionId: request.member?.sessionId ?? `chat:${conversation.id}`,
            address: request.ip,
          });
          stream.send('state', { state: conversation.state });
          const unsubscribe = chatEvents.subscribeConversation(conversation.id, (notice) => {
            void (async () => {
              if (notice.what === 'message' && notice.messageId) {
                const message = await readChatMessage(dependencies, conversation.id, notice.messageId);
                if (message) stream.send('message', message);
              } else {
                const changed = await readChatConversation(dependencies, conversation.id);
                if (changed) stream.send('state', { state: changed.state });
              }
            })().catch((error: unknown) => request.log.warn({ err: error }, 'live chat stream read failed'));
          });
          stream.onEnd(unsubscribe);
        },
      );
    });

    await dependencies.guards.operator(app, (operator) => {
      const answer = { permission: 'live-chat.answer', brand: brandIn('params', 'merchant') } as const;
      const manage = { permission: 'live-chat.manage', brand: brandIn('params', 'merchant') } as const;
      operator.get(
        '/bo/live-chat/:merchant/conversations',
        {
          schema: {
            summary: "The brand's chat inbox: waiting, mine (open and assigned to me) or all not closed",
            params: merchantParamsSchema,
            querystring: chatInboxQuerySchema,
            response: answers(chatConversationPageSchema),
          },
          config: answer,
        },
        async (request) =>
          ok(
            await listInbox(dependencies, {
              operator: requireOperator(request, 'live-chat.answer'),
              merchant: request.params.merchant,
              view: request.query.view,
              page: request.query,
            }),
          ),
      );
      operator.get(
        '/bo/live-chat/:merchant/conversations/:id',
        {
          schema: {
            summary: 'One conversation with its messages',
            params: brandConversationParamsSchema,
            response: answers(chatConversationDetailSchema),
          },
          config: answer,
        },
        async (request) => ok(await readConversation(dependencies, request.params)),
      );
      operator.post(
        '/bo/live-chat/:merchant/conversations/:id/take',
        {
          schema: {
            summary: 'Take a waiting conversation (on duty only); audited',
            params: brandConversationParamsSchema,
            response: answers(chatConversationSchema),
          },
          config: answer,
        },
        async (request) =>
          ok(
            await takeChat(dependencies, { ...request.params, operator: requireOperator(request, 'live-chat.answer') }),
          ),
      );
      operator.post(
        '/bo/live-chat/:merchant/conversations/:id/transfer',
        {
          schema: {
            summary: 'Hand my conversation to another operator on duty; audited',
            params: brandConversationParamsSchema,
            body: chatTransferBodySchema,
            response: answers(chatConversationSchema),
          },
          config: answer,
        },
        async (request) =>
          ok(
            await transferChat(dependencies, {
              ...request.params,
              operator: requireOperator(request, 'live-chat.answer'),
              toOperatorId: request.body.operatorId,
            }),
          ),
      );
      operator.post(
        '/bo/live-chat/:merchant/conversations/:id/close',
        {
          schema: {
            summary: 'Close a waiting conversation or my open one; audited',
            params: brandConversationParamsSchema,
            response: answers(chatConversationSchema),
          },
          config: answer,
        },
        async (request) =>
          ok(
            await closeChat(dependencies, {
              ...request.params,
              operator: requireOperator(request, 'live-chat.answer'),
            }),
          ),
      );
      operator.post(
        '/bo/live-chat/:merchant/conversations/:id/messages',
        {
          bodyLimit: messageBodyLimit,
          schema: {
            summary: 'Answer in my conversation (a waiting one is taken by the answer); audited',
            params: brandConversationParamsSchema,
            body: sendChatMessageBodySchema,
            response: answers(chatMessageSchema),
          },
          config: answer,
        },
        async (request) =>
          ok(
            await replyToChat(dependencies, {
              ...request.params,
              operator: requireOperator(request, 'live-chat.answer'),
              text: request.body.text,
              images: request.body.attachments,
            }),
          ),
      );
      operator.get(
        '/bo/live-chat/:merchant/attachments/:id',
        {
          schema: {
            summary: 'An image of a conversation of the brand',
            params: brandConversationParamsSchema,
            produces: ['image/png', 'image/jpeg'],
          },
          config: answer,
        },
        async (request, reply) => {
          const attachment = await readConsoleAttachment(dependencies, request.params);
          return reply
            .header('Content-Type', attachment.content_type)
            .header('Cache-Control', 'private, max-age=86400')
            .send(attachment.bytes);
        },
      );
      operator.get(
        '/bo/live-chat/:merchant/duty',
        {
          schema: {
            summary: 'Whether I am on duty for the brand, and who is',
            params: merchantParamsSchema,
            response: answers(chatDutySchema),
          },
          config: answer,
        },
        async (request) =>
          ok(
            await describeDuty(dependencies, {
              operator: requireOperator(request, 'live-chat.answer'),
              merchant: request.params.merchant,
            }),
          ),
      );
      operator.put(
        '/bo/live-chat/:merchant/duty',
        {
          schema: {
            summary: 'Go on duty (renewed for two minutes by each call) or off duty; going on or off is audited',
            params: merchantParamsSchema,
            body: chatDutyBodySchema,
            response: answers(chatDutySchema),
          },
          config: answer,
        },
        async (request) =>
          ok(
            await setDuty(dependencies, {
              operator: requireOperator(request, 'live-chat.answer'),
              merchant: request.params.merchant,
              onDuty: request.body.onDuty,
            }),
          ),
      );
      operator.get(
        '/bo/live-chat/:merchant/settings',
        {
          schema: {
            summary: "The brand's live chat switch",
            params: merchantParamsSchema,
            response: answers(chatSettingsSchema),
          },
          config: manage,
        },
        async (request) => ok(await readChatSettings(dependencies, request.params.merchant)),
      );
      operator.put(
        '/bo/live-chat/:merchant/settings',
        {
          schema: {
            summary: "Switch the brand's live chat on or off; audited",
            params: merchantParamsSchema,
            body: chatSettingsSchema,
            response: answers(chatSettingsSchema),
          },
          config: manage,
        },
        async (request) =>
          ok(
            await saveChatSettings(dependencies, {
              operator: requireOperator(request, 'live-chat.manage'),
              merchant: request.params.merchant,
              enabled: request.body.enabled,
            }),
          ),
      );
      operator.get(
        '/bo/live-chat/:merchant/canned-replies',
        {
          schema: {
            summary: "The brand's canned replies",
            params: merchantParamsSchema,
            response: answers(z.array(cannedReplySchema)),
          },
          config: answer,
        },
        async (request) => ok(await listBrandCannedReplies(dependencies, request.params.merchant)),
      );
      operator.post(
        '/bo/live-chat/:merchant/canned-replies',
        {
          schema: {
            summary: 'Add a canned reply; audited',
            params: merchantParamsSchema,
            body: cannedReplyBodySchema,
            response: answers(z.object({ id: z.string() })),
          },
          config: manage,
        },
        async (request) =>
          ok(
            await saveBrandCannedReply(dependencies, {
              operator: requireOperator(request, 'live-chat.manage'),
              merchant: request.params.merchant,
              id: null,
              reply: request.body,
            }),
          ),
      );
      operator.put(
        '/bo/live-chat/:merchant/canned-replies/:id',
        {
          schema: {
            summary: 'Change a canned reply; audited',
            params: brandConversationParamsSchema,
            body: cannedReplyBodySchema,
            response: answers(z.object({ id: z.string() })),
          },
          config: manage,
        },
        async (request) =>
          ok(
            await saveBrandCannedReply(dependencies, {
              operator: requireOperator(request, 'live-chat.manage'),
              merchant: request.params.merchant,
              id: request.params.id,
              reply: request.body,
            }),
          ),
      );
      operator.delete(
        '/bo/live-chat/:merchant/canned-replies/:id',
        {
          schema: { summary: 'Delete a canned reply; audited', params: brandConversationParamsSchema, response: done },
          config: manage,
        },
        async (request) => {
          await deleteBrandCannedReply(dependencies, {
            operator: requireOperator(request, 'live-chat.manage'),
            ...request.params,
          });
          return ok(true as const);
        },
      );
      operator.get(
        '/bo/live-chat/:merchant/offline-messages',
        {
          schema: {
            summary: 'Messages left through the offline form, newest first',
            params: merchantParamsSchema,
            querystring: z.object(pageQueryShape({ defaultSize: 20, maxSize: 100 })),
            response: answers(chatOfflineMessagePageSchema),
          },
          config: answer,
        },
        async (request) =>
          ok(await listBrandOfflineMessages(dependencies, { merchant: request.params.merchant, page: request.query })),
      );
      operator.get(
        '/bo/live-chat/:merchant/transcripts',
        {
          schema: {
            summary: 'Closed conversations, newest first, by member or visitor name and start date',
            params: merchantParamsSchema,
            querystring: chatTranscriptQuerySchema,
            response: answers(chatConversationPageSchema),
          },
          config: answer,
        },
        async (request) =>
          ok(
            await listInbox(dependencies, {
              operator: requireOperator(request, 'live-chat.answer'),
              merchant: request.params.merchant,
              view: 'closed',
              page: request.query,
              who: request.query.who,
              from: request.query.from,
              to: request.query.to,
            }),
          ),
      );
      operator.get(
        '/bo/live-chat/:merchant/transcripts/:id/download',
        {
          schema: {
            summary: "A closed conversation's transcript as text or CSV",
            params: brandConversationParamsSchema,
            querystring: transcriptDownloadQuerySchema,
            produces: ['text/plain', 'text/csv'],
          },
          config: answer,
        },
        async (request, reply) => {
          const { conversation, messages } = await readTranscript(dependencies, request.params);
          const name = `live-chat-${conversation.startedAt.slice(0, 10)}-${conversation.id.slice(0, 8)}`;
          if (request.query.format === 'csv') {
            return sendCsv(
              reply,
              `${name}.csv`,
              [
                { header: 'sentAt', value: (row) => row.sentAt },
                { header: 'author', value: (row) => row.author },
                { header: 'text', value: (row) => row.text },
                { header: 'images', value: (row) => row.images },
              ],
              (async function* () {
                yield* transcriptRows(conversation, messages);
              })(),
            );
          }
          return reply
            .type('text/plain; charset=utf-8')
            .header('Content-Disposition', `attachment; filename="${name}.txt"`)
            .send(transcriptText(conversation, messages));
        },
      );
      // The brand's inbox live: every conversation change and message, from whichever instance it happened on.
      operator.get(
        '/bo/live-chat/:merchant/events',
        {
          schema: {
            summary: 'The brand inbox live (server-sent events: `conversation`, `message`)',
            params: merchantParamsSchema,
            produces: ['text/event-stream'],
          },
          config: answer,
        },
        async (request, reply) => {
          const signedIn = requireOperator(request, 'live-chat.answer');
          const merchantId = await brandIdOf(dependencies, request.params.merchant);
          const stream = openEventStream(request, reply, streams, {
            sessionId: `operator:${signedIn.sessionId ?? signedIn.id}`,
            address: request.ip,
          });
          stream.send('ready', { merchant: request.params.merchant });
          const forward = async (notice: LiveChatNotice) => {
            const conversation = await readChatConversation(dependencies, notice.conversationId);
            if (conversation) stream.send('conversation', conversation);
            if (notice.what === 'message' && notice.messageId) {
              const message = await readChatMessage(dependencies, notice.conversationId, notice.messageId);
              if (message) stream.send('message', message);
            }
          };
          const unsubscribe = chatEvents.subscribeBrand(merchantId, (notice) => {
            forward(notice).catch((error: unknown) => request.log.warn({ err: error }, 'live chat stream read failed'));
          });
          stream.onEnd(unsubscribe);
        },
      );
    });
  };
}
