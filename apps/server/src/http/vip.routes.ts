import {
  playerRankGiftClaimBodySchema,
  playerRankGiftClaimSchema,
  playerRankPageSchema,
  playerRankProgressSchema,
  vipChangeQuerySchema,
  vipGiftReportQuerySchema,
  vipGiftReportSchema,
  vipLadderBodySchema,
  vipLevelChangePageSchema,
  vipLevelChangeSchema,
  vipManualChangeBodySchema,
  vipPolicySchema,
  vipSettingsSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import {
  changeVipLevelManually,
  listVipChanges,
  saveVipLadder,
  saveVipPolicyOf,
  showVipSettings,
  vipGiftsReport,
} from '../flows/manage-vip.js';
import { claimVipGift, showRankPage, showRankProgress } from '../flows/vip-member.js';
import type { Clock } from '../lib/clock.js';
import { brandOf } from './brand-context.js';
import { ok } from './envelope.js';
import { requireRealMember } from './member-auth.js';
import { brandIn, requireOperator } from './operator-auth.js';
import { idempotencyHeadersSchema, requestKeyOf } from './request-key.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

const merchantParamsSchema = z.object({ merchant: z.string().trim().min(1).max(64) });

/**
 * The VIP ladder (issue #20, decision 0081): the player's `playerRank` calls (progress, the page, a gift's claim) and
 * the console's ladder, policy, level history, manual change and gifts report (`vip.manage`, changes audited).
 */
export function vipRoutes(dependencies: { db: Database; clock: Clock; guards: RouteGuards }): FastifyPluginAsyncZod {
  return async (app) => {
    await dependencies.guards.player(app, (player) => {
      player.get(
        '/wps/relay/MCSFE_getPlayerRankProgress',
        {
          schema: {
            summary: "The member's VIP level and the next level's conditions with the member's figures",
            response: answers(playerRankProgressSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await showRankProgress(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
              language: request.language,
            }),
          ),
      );
      player.get(
        '/wps/relay/MCSFE_getPlayerRankPage',
        {
          schema: {
            summary: "The brand's VIP ladder with its benefits, the member's gifts and level history",
            response: answers(playerRankPageSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await showRankPage(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
              language: request.language,
            }),
          ),
      );
      player.post(
        '/wps/relay/MCSFE_claimPlayerRankGift',
        {
          schema: {
            summary: 'Claim a VIP gift (paid by the bonus engine); send an Idempotency-Key',
            headers: idempotencyHeadersSchema,
            body: playerRankGiftClaimBodySchema,
            response: answers(playerRankGiftClaimSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await claimVipGift(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
              giftId: request.body.giftId,
              idempotencyKey: requestKeyOf(request.headers),
              language: request.language,
            }),
          ),
      );
    });

    await dependencies.guards.operator(app, (operator) => {
      const manage = { permission: 'vip.manage', brand: brandIn('params', 'merchant') } as const;
      operator.get(
        '/bo/vip/:merchant',
        {
          schema: {
            summary: "A brand's VIP ladder and relegation policy",
            params: merchantParamsSchema,
            response: answers(vipSettingsSchema),
          },
          config: manage,
        },
        async (request) => {
          requireOperator(request, 'vip.manage');
          return ok(await showVipSettings(dependencies, { merchant: request.params.merchant }));
        },
      );
      operator.put(
        '/bo/vip/:merchant/ladder',
        {
          schema: {
            summary: "Save a brand's VIP ladder as one set (thresholds must rise); audited",
            params: merchantParamsSchema,
            body: vipLadderBodySchema,
            response: answers(vipSettingsSchema),
          },
          config: manage,
        },
        async (request) =>
          ok(
            await saveVipLadder(dependencies, {
              operator: requireOperator(request, 'vip.manage'),
              merchant: request.params.merchant,
              body: request.body,
            }),
          ),
      );
      operator.put(
        '/bo/vip/:merchant/policy',
        {
          schema: {
            summary: "Save a brand's VIP relegation policy and gift deadline; audited",
            params: merchantParamsSchema,
            body: vipPolicySchema,
            response: answers(vipSettingsSchema),
          },
          config: manage,
        },
        async (request) =>
          ok(
            await saveVipPolicyOf(dependencies, {
              operator: requireOperator(request, 'vip.manage'),
              merchant: request.params.merchant,
              body: request.body,
            }),
          ),
      );
      operator.get(
        '/bo/vip/:merchant/changes',
        {
          schema: {
            summary: "A brand's VIP level changes, newest first, optionally of one member",
            params: merchantParamsSchema,
            querystring: vipChangeQuerySchema,
            response: answers(vipLevelChangePageSchema),
          },
          config: manage,
        },
        async (request) => {
          requireOperator(request, 'vip.manage');
          return ok(
            await listVipChanges(dependencies, {
              merchant: request.params.merchant,
              username: request.query.username,
              pageNo: request.query.pageNo,
              pageSize: request.query.pageSize,
            }),
          );
        },
      );
      operator.post(
        '/bo/vip/:merchant/changes',
        {
          schema: {
            summary: "Change a member's VIP level by hand, with a reason; audited",
            params: merchantParamsSchema,
            body: vipManualChangeBodySchema,
            response: answers(vipLevelChangeSchema),
          },
          config: manage,
        },
        async (request) =>
          ok(
            await changeVipLevelManually(dependencies, {
              operator: requireOperator(request, 'vip.manage'),
              merchant: request.params.merchant,
              body: request.body,
            }),
          ),
      );
      operator.get(
        '/bo/vip/:merchant/gifts',
        {
          schema: {
            summary: "A brand's VIP gifts, newest first, with totals per state",
            params: merchantParamsSchema,
            querystring: vipGiftReportQuerySchema,
            response: answers(vipGiftReportSchema),
          },
          config: manage,
        },
        async (request) => {
          requireOperator(request, 'vip.manage');
          return ok(
            await vipGiftsReport(dependencies, {
              merchant: request.params.merchant,
              pageNo: request.query.pageNo,
              pageSize: request.query.pageSize,
            }),
          );
        },
      );
    });
  };
}
