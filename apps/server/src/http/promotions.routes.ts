import {
  applyPromotionBodySchema,
  joinPromotionBodySchema,
  proofImageRules,
  promotionCardSchema,
  promotionDetailSchema,
  promotionIdParamsSchema,
  promotionListQuerySchema,
  promotionListSchema,
  rewardCenterSchema,
  rewardHistoryPageSchema,
  rewardHistoryQuerySchema,
} from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client.js';
import type { PromotionDependencies } from '../flows/promotion-rewards.js';
import {
  applyForPromotion,
  claimPromotion,
  joinPromotion,
  listPromotions,
  listRewardHistory,
  showPromotion,
  showRewardCenter,
} from '../flows/promotion-rewards.js';
import type { Clock } from '../lib/clock.js';
import type { MemberEvents } from '../lib/member-events.js';
import { isPublicAddress, normalizeAddress } from '../modules/geo/index.js';
import type { BonusFor, RequestOrigin } from '../modules/promotions/index.js';
import { brandOf } from './brand-context.js';
import { ok } from './envelope.js';
import { requireMember, requireRealMember } from './member-auth.js';
import { idempotencyHeadersSchema } from './request-key.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

/** Base64 grows bytes by a third: three images of the largest size plus the JSON around them. */
const applicationBodyLimit = Math.ceil((proofImageRules.maxBytes * proofImageRules.maxImages * 4) / 3) + 64 * 1024;

/**
 * Where the player acted from, for the one-per-household rule and the review queue's flags: the caller's public
 * address (as the trusted proxies give it) and the device id the site sends, if any (an opaque id of at most 128
 * characters). A loopback or private address names a proxy or a LAN, not a household, so it is not kept: players
 * behind one office router or a test machine are not each other's household.
 */
export function originOf(request: FastifyRequest): RequestOrigin {
  const header = request.headers['x-device-id'];
  const deviceId = (Array.isArray(header) ? header[0] : header)?.trim().slice(0, 128) || null;
  const address = normalizeAddress(request.ip);
  return { address: isPublicAddress(address) ? address : null, deviceId };
}

/**
 * The player's promotions (issue #19, decision 0078): `/promotions` cards and details (visitors see them without a
 * state), join, claim and apply; the reward centre and its history.
 */
export function promotionsRoutes(dependencies: {
  db: Database;
  clock: Clock;
  bonus: BonusFor;
  events: MemberEvents;
  guards: RouteGuards;
}): FastifyPluginAsyncZod {
  const flows: PromotionDependencies = dependencies;
  return async (app) => {
    await dependencies.guards.player(app, (player) => {
      player.get(
        '/wps/promotions',
        {
          schema: {
            summary: "The brand's promotions as cards, with the member's state of each (null for a visitor)",
            querystring: promotionListQuerySchema,
            response: answers(promotionListSchema),
          },
        },
        async (request) =>
          ok({
            promotions: await listPromotions(flows, {
              merchant: brandOf(request).merchant,
              member: request.member?.isTrial === false ? request.member.member : null,
              language: request.language,
              category: request.query.category,
            }),
          }),
      );
      player.get(
        '/wps/promotions/:id',
        {
          schema: {
            summary: 'One promotion with its terms page and the hash of the terms shown',
            params: promotionIdParamsSchema,
            response: answers(promotionDetailSchema),
          },
        },
        async (request) =>
          ok(
            await showPromotion(flows, {
              merchant: brandOf(request).merchant,
              member: request.member?.isTrial === false ? request.member.member : null,
              id: request.params.id,
              language: request.language,
            }),
          ),
      );
      player.post(
        '/wps/promotions/:id/join',
        {
          schema: {
            summary: 'Join a deposit promotion, accepting the terms shown (their hash)',
            params: promotionIdParamsSchema,
            headers: idempotencyHeadersSchema,
            body: joinPromotionBodySchema,
            response: answers(promotionCardSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await joinPromotion(flows, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
              id: request.params.id,
              termsHash: request.body.termsHash,
              language: request.language,
              origin: originOf(request),
              requestKey: request.headers['idempotency-key'] ?? null,
            }),
          ),
      );
      player.post(
        '/wps/promotions/:id/claim',
        {
          schema: {
            summary: 'Claim a free bonus (once per period; a repeated claim answers the same card)',
            params: promotionIdParamsSchema,
            headers: idempotencyHeadersSchema,
            response: answers(promotionCardSchema),
          },
          config: { member: 'real' },
        },
        // The claim is idempotent per offer, member and period; its key, stored on the take, makes a retry answer
        // the first claim even once the period has turned. A malformed key is refused, never treated as new.
        async (request) =>
          ok(
            await claimPromotion(flows, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
              id: request.params.id,
              language: request.language,
              origin: originOf(request),
              requestKey: request.headers['idempotency-key'] ?? null,
            }),
          ),
      );
      player.post(
        '/wps/promotions/:id/apply',
        {
          bodyLimit: applicationBodyLimit,
          schema: {
            summary: 'Apply for a reviewed promotion with a remark and up to 3 png or jpg images of 5 MB',
            params: promotionIdParamsSchema,
            headers: idempotencyHeadersSchema,
            body: applyPromotionBodySchema,
            response: answers(promotionCardSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await applyForPromotion(flows, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
              id: request.params.id,
              body: request.body,
              language: request.language,
              origin: originOf(request),
              requestKey: request.headers['idempotency-key'] ?? null,
            }),
          ),
      );
      player.get(
        '/wps/member/rewards',
        {
          schema: {
            summary: 'The reward centre: free bonuses to claim now and how many offers the member can act on',
            response: answers(rewardCenterSchema),
          },
          config: { member: 'any' },
        },
        async (request) => {
          const member = requireMember(request);
          // A trial account plays with play money only: it is offered nothing.
          if (member.isTrial) return ok({ claimable: [], availablePromoCount: 0 });
          return ok(
            await showRewardCenter(flows, {
              merchant: brandOf(request).merchant,
              member: member.member,
              language: request.language,
            }),
          );
        },
      );
      player.get(
        '/wps/member/rewards/history',
        {
          schema: {
            summary: "The member's promotions taken, newest first",
            querystring: rewardHistoryQuerySchema,
            response: answers(rewardHistoryPageSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await listRewardHistory(flows, {
              member: requireRealMember(request).member,
              page: request.query,
              language: request.language,
            }),
          ),
      );
    });
  };
}
