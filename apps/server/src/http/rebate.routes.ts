import {
  memberRebateSchema,
  parseMinor,
  rebateClaimBodySchema,
  rebateClaimPageSchema,
  rebateClaimQuerySchema,
  rebateClaimSchema,
  rebateReportQuerySchema,
  rebateReportSchema,
  rebateSettingsBodySchema,
  rebateSettingsSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { claimRebate, listRebateClaims, showMemberRebate } from '../flows/claim-rebate.js';
import { rebateClaimsReport, saveRebateSettings, showRebateSettings } from '../flows/manage-rebate.js';
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
 * The manual rebate (issue #19, decision 0079): the player's page, claim and history behind the brand switch
 * MANPLAYREB3 (REBATE_OFF when it is off); the console's rates, caps and minimum (`rebate.manage`, audited) and the
 * claims report.
 */
export function rebateRoutes(dependencies: { db: Database; clock: Clock; guards: RouteGuards }): FastifyPluginAsyncZod {
  return async (app) => {
    await dependencies.guards.player(app, (player) => {
      player.get(
        '/wps/member/rebate',
        {
          schema: {
            summary: "The unclaimed rebate per category, the rates, the minimum claim and what today's cap leaves",
            response: answers(memberRebateSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await showMemberRebate(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
            }),
          ),
      );
      player.post(
        '/wps/member/rebate/claim',
        {
          schema: {
            summary: 'Claim the rebate (paid as cash); the amount the player saw must match; send an Idempotency-Key',
            headers: idempotencyHeadersSchema,
            body: rebateClaimBodySchema,
            response: answers(rebateClaimSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await claimRebate(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
              idempotencyKey: requestKeyOf(request.headers),
              expectedAmountMinor: parseMinor(request.body.expectedAmount),
            }),
          ),
      );
      player.get(
        '/wps/member/rebate/claims',
        {
          schema: {
            summary: "The member's rebate claims, newest first",
            querystring: rebateClaimQuerySchema,
            response: answers(rebateClaimPageSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await listRebateClaims(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
              pageNo: request.query.pageNo,
              pageSize: request.query.pageSize,
            }),
          ),
      );
    });

    await dependencies.guards.operator(app, (operator) => {
      const manage = { permission: 'rebate.manage', brand: brandIn('params', 'merchant') } as const;
      operator.get(
        '/bo/rebate/:merchant',
        {
          schema: {
            summary: "A brand's rebate rates per VIP level and category, daily caps and minimum claim",
            params: merchantParamsSchema,
            response: answers(rebateSettingsSchema),
          },
          config: manage,
        },
        async (request) => {
          requireOperator(request, 'rebate.manage');
          return ok(await showRebateSettings(dependencies, { merchant: request.params.merchant }));
        },
      );
      operator.put(
        '/bo/rebate/:merchant',
        {
          schema: {
            summary: "Save a brand's rebate settings (a changed rate applies to bets settled from now); audited",
            params: merchantParamsSchema,
            body: rebateSettingsBodySchema,
            response: answers(rebateSettingsSchema),
          },
          config: manage,
        },
        async (request) =>
          ok(
            await saveRebateSettings(dependencies, {
              operator: requireOperator(request, 'rebate.manage'),
              merchant: request.params.merchant,
              body: request.body,
            }),
          ),
      );
      operator.get(
        '/bo/rebate/:merchant/claims',
        {
          schema: {
            summary: "A brand's rebate claims of brand-local days, with totals per category",
            params: merchantParamsSchema,
            querystring: rebateReportQuerySchema,
            response: answers(rebateReportSchema),
          },
          config: manage,
        },
        async (request) => {
          requireOperator(request, 'rebate.manage');
          return ok(
            await rebateClaimsReport(dependencies, {
              merchant: request.params.merchant,
              from: request.query.from,
              to: request.query.to,
              pageNo: request.query.pageNo,
              pageSize: request.query.pageSize,
            }),
          );
        },
      );
    });
  };
}
