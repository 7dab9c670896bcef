import {
  redEnvelopeBodySchema,
  redEnvelopeRecipientsSchema,
  redEnvelopeResultSchema,
  transferUplineBodySchema,
  transferUplineInfoSchema,
  transferUplineResultSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listRedEnvelopeRecipients, sendRedEnvelope } from '../flows/send-red-envelope.js';
import type { MemberTransferDependencies } from '../flows/shared/member-transfers.js';
import { describeTransferToUpline, transferToUpline } from '../flows/transfer-to-upline.js';
import { brandOf } from './brand-context.js';
import { ok } from './envelope.js';
import { requireAgent, requireRealMember } from './member-auth.js';
import { idempotencyHeadersSchema, requestKeyOf } from './request-key.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

/** Money between members of one tree (decision 0075): to the upline (transferUpline), and an agent's red envelope. */
export function agentTransfersRoutes(
  dependencies: MemberTransferDependencies & { guards: RouteGuards },
): FastifyPluginAsyncZod {
  return async (app) => {
    await dependencies.guards.player(app, (player) => {
      player.get(
        '/wps/relay/transferUpline',
        {
          schema: {
            summary: 'Whether the member may send money to its upline, to whom, and the limits',
            response: answers(transferUplineInfoSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await describeTransferToUpline(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
            }),
          ),
      );
      player.post(
        '/wps/relay/transferUpline',
        {
          schema: {
            summary: 'Send money to the direct upline; send an Idempotency-Key to retry safely',
            headers: idempotencyHeadersSchema,
            body: transferUplineBodySchema,
            response: answers(transferUplineResultSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await transferToUpline(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
              amountMinor: request.body.amount,
              paymentPassword: request.body.paymentPassword,
              requestKey: requestKeyOf(request.headers),
            }),
          ),
      );

      player.get(
        '/wps/relay/agentRedEnvelope',
        {
          schema: {
            summary: "The agent's direct downlines a red envelope may reach, and the limits",
            response: answers(redEnvelopeRecipientsSchema),
          },
          config: { member: 'agent' },
        },
        async (request) =>
          ok(
            await listRedEnvelopeRecipients(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireAgent(request).member,
            }),
          ),
      );
      player.post(
        '/wps/relay/agentRedEnvelope',
        {
          schema: {
            summary: 'Send a red envelope to direct downlines, all or nothing; send an Idempotency-Key',
            headers: idempotencyHeadersSchema,
            body: redEnvelopeBodySchema,
            response: answers(redEnvelopeResultSchema),
          },
          config: { member: 'agent' },
        },
        async (request) =>
          ok(
            await sendRedEnvelope(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireAgent(request).member,
              recipients: request.body.recipients,
              paymentPassword: request.body.paymentPassword,
              requestKey: requestKeyOf(request.headers),
            }),
          ),
      );
    });
  };
}
