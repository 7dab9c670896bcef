import {
  memberMessageListQuerySchema,
  memberMessagePageSchema,
  memberMessageParamsSchema,
  memberMessageSchema,
  sendMemberMessageBodySchema,
  sentMessagePageSchema,
  sentMessageQuerySchema,
  unreadCountSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import {
  countUnreadMessages,
  deleteMemberMessage,
  listMemberMessages,
  listSentMemberMessages,
  readMemberMessage,
  sendMemberMessage,
} from '../flows/member-inbox.js';
import type { Clock } from '../lib/clock.js';
import type { MerchantService } from '../modules/merchant/index.js';
import { ok } from './envelope.js';
import { requireMember, requireRealMember } from './member-auth.js';
import { brandIn, requireOperator } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers, done } from './route-schemas.js';

const merchantParamsSchema = z.object({ merchant: z.string().trim().min(1).max(64) });

/**
 * The member inbox (`messageV2`): the member centre's and agent centre's list, read, delete and the unread badge
 * (`CSP_unreadCount`); the console's send (to one member or a broadcast) and its sent list, audited in the send's
 * transaction.
 */
export function memberMessagesRoutes(dependencies: {
  db: Database;
  clock: Clock;
  merchants: MerchantService;
  guards: RouteGuards;
}): FastifyPluginAsyncZod {
  return async (app) => {
    await dependencies.guards.player(app, (player) => {
      player.get(
        '/wps/member/messages',
        {
          schema: {
            summary: "The member's messages, newest first",
            querystring: memberMessageListQuerySchema,
            response: answers(memberMessagePageSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await listMemberMessages(dependencies, {
              member: requireRealMember(request).member,
              page: request.query,
              language: request.language,
            }),
          ),
      );
      player.get(
        '/wps/member/messages/:id',
        {
          schema: {
            summary: 'Open one message (marks it read for this member)',
            params: memberMessageParamsSchema,
            response: answers(memberMessageSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await readMemberMessage(dependencies, {
              member: requireRealMember(request).member,
              id: request.params.id,
              language: request.language,
            }),
          ),
      );
      player.delete(
        '/wps/member/messages/:id',
        {
          schema: {
            summary: "Delete a message from this member's inbox",
            params: memberMessageParamsSchema,
            response: done,
          },
          config: { member: 'real' },
        },
        async (request) => {
          await deleteMemberMessage(dependencies, { member: requireRealMember(request).member, id: request.params.id });
          return ok(true as const);
        },
      );
      player.get(
        '/wps/relay/CSP_unreadCount',
        {
          schema: {
            summary: 'How many messages the member has not read (none for a trial account)',
            response: answers(unreadCountSchema),
          },
          config: { member: 'any' },
        },
        async (request) => ok({ unreadCount: await countUnreadMessages(dependencies, requireMember(request).member) }),
      );
    });

    await dependencies.guards.operator(app, (operator) => {
      const send = { permission: 'messages.send', brand: brandIn('params', 'merchant') } as const;
      operator.get(
        '/bo/member-messages/:merchant',
        {
          schema: {
            summary: 'The messages operators sent in a brand, newest first, with how many members read each',
            params: merchantParamsSchema,
            querystring: sentMessageQuerySchema,
            response: answers(sentMessagePageSchema),
          },
          config: send,
        },
        async (request) => {
          requireOperator(request, 'messages.send');
          return ok(
            await listSentMemberMessages(dependencies, { merchant: request.params.merchant, page: request.query }),
          );
        },
      );
      operator.post(
        '/bo/member-messages/:merchant',
        {
          schema: {
            summary:
              'Send a message to one member by username, or to the players, agents or everyone of a brand; audited',
            params: merchantParamsSchema,
            body: sendMemberMessageBodySchema,
            response: answers(z.object({ id: z.string() })),
          },
          config: send,
        },
        async (request) => {
          const sent = await sendMemberMessage(dependencies, {
            operator: requireOperator(request, 'messages.send'),
            merchant: request.params.merchant,
            message: request.body,
          });
          return ok({ id: sent.id });
        },
      );
    });
  };
}
