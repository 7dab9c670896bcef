import {
  consoleMallItemListSchema,
  consoleMallItemSchema,
  consoleRedemptionPageSchema,
  consoleRedemptionQuerySchema,
  consoleRedemptionSchema,
  conversionSchema,
  convertBodySchema,
  mallItemBodySchema,
  mallItemPageSchema,
  mallItemQuerySchema,
  pointBalanceSchema,
  pointConfigSchema,
  pointsMovementPageSchema,
  pointsMovementQuerySchema,
  pointsReportSchema,
  pointsSettingsBodySchema,
  pointsSettingsSchema,
  redeemBodySchema,
  redemptionPageSchema,
  redemptionQuerySchema,
  redemptionSchema,
  rejectRedemptionBodySchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import {
  convertPoints,
  createMallItem,
  decidePointsRedemption,
  editMallItem,
  listConsoleItems,
  listMallItems,
  listPointMovements,
  listRedemptionQueue,
  listRedemptions,
  pointsReport,
  redeemPointReward,
  savePointsSettings,
  showPointBalance,
  showPointConfig,
  showPointsSettings,
} from '../flows/points.js';
import type { Clock } from '../lib/clock.js';
import { brandOf } from './brand-context.js';
import { ok } from './envelope.js';
import { requireRealMember } from './member-auth.js';
import { brandIn, requireOperator } from './operator-auth.js';
import { idempotencyHeadersSchema, requestKeyOf } from './request-key.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

const merchantParamsSchema = z.object({ merchant: z.string().trim().min(1).max(64) });
const itemParamsSchema = merchantParamsSchema.extend({ itemId: z.uuid() });
const redemptionParamsSchema = merchantParamsSchema.extend({ redemptionId: z.uuid() });

/**
 * Points and the points mall (issue #20, decision 0082): the spec's `MCS2_*` points calls for the player (redeem and
 * convert under `passwordCheck/`, with the payment password and an Idempotency-Key); the console's settings and items
 * (`points.manage`), redemption queue and report (`points.review`), every change audited.
 */
export function pointsRoutes(dependencies: { db: Database; clock: Clock; guards: RouteGuards }): FastifyPluginAsyncZod {
  return async (app) => {
    await dependencies.guards.player(app, (player) => {
      player.get(
        '/wps/relay/MCS2_getPointBalance',
        {
          schema: {
            summary: "The member's points, the points held by redemptions in process and what expires within 30 days",
            response: answers(pointBalanceSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await showPointBalance(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
            }),
          ),
      );
      player.get(
        '/wps/relay/MCS2_getPointConfig',
        {
          schema: {
            summary: "The brand's points ratios per game category, how long points live and the conversion to cash",
            response: answers(pointConfigSchema),
          },
          config: { member: 'real' },
        },
        async (request) => ok(await showPointConfig(dependencies, { merchant: brandOf(request).merchant })),
      );
      player.get(
        '/wps/relay/MCS2_getPointReward',
        {
          schema: {
            summary: 'The points mall: active items with their cost and stock, by type if asked',
            querystring: mallItemQuerySchema,
            response: answers(mallItemPageSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await listMallItems(dependencies, {
              merchant: brandOf(request).merchant,
              language: request.language,
              ...(request.query.type ? { type: request.query.type } : {}),
              pageNo: request.query.pageNo,
              pageSize: request.query.pageSize,
            }),
          ),
      );
      player.post(
        '/wps/relay/passwordCheck/MCS2_redeemPointReward',
        {
          schema: {
            summary:
              'Redeem a mall item with points (payment password; send an Idempotency-Key): cash and bonus items are paid at once, physical items wait for approval',
            headers: idempotencyHeadersSchema,
            body: redeemBodySchema,
            response: answers(redemptionSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await redeemPointReward(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
              language: request.language,
              idempotencyKey: requestKeyOf(request.headers),
              itemId: request.body.itemId,
              quantity: request.body.quantity,
              paymentPassword: request.body.paymentPassword,
            }),
          ),
      );
      player.get(
        '/wps/relay/MCS2_getRedeemPointList',
        {
          schema: {
            summary: "The member's redemptions, newest first, with their states",
            querystring: redemptionQuerySchema,
            response: answers(redemptionPageSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await listRedemptions(dependencies, {
              member: requireRealMember(request).member,
              language: request.language,
              pageNo: request.query.pageNo,
              pageSize: request.query.pageSize,
            }),
          ),
      );
      player.post(
        '/wps/relay/passwordCheck/MCS2_convertPoint',
        {
          schema: {
            summary: "Convert points to cash at the brand's ratio (payment password; send an Idempotency-Key)",
            headers: idempotencyHeadersSchema,
            body: convertBodySchema,
            response: answers(conversionSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await convertPoints(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
              idempotencyKey: requestKeyOf(request.headers),
              points: BigInt(request.body.points),
              paymentPassword: request.body.paymentPassword,
            }),
          ),
      );
      player.get(
        '/wps/relay/MCS2_getPointDetails',
        {
          schema: {
            summary: "The member's points movements (earned, spent, returned, converted, expired), newest first",
            querystring: pointsMovementQuerySchema,
            response: answers(pointsMovementPageSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await listPointMovements(dependencies, {
              member: requireRealMember(request).member,
              pageNo: request.query.pageNo,
              pageSize: request.query.pageSize,
            }),
          ),
      );
    });

    await dependencies.guards.operator(app, (operator) => {
      const manage = { permission: 'points.manage', brand: brandIn('params', 'merchant') } as const;
      const review = { permission: 'points.review', brand: brandIn('params', 'merchant') } as const;
      operator.get(
        '/bo/points/:merchant/settings',
        {
          schema: {
            summary: "A brand's points ratios per category, how long points live and the conversion to cash",
            params: merchantParamsSchema,
            response: answers(pointsSettingsSchema),
          },
          config: manage,
        },
        async (request) => {
          requireOperator(request, 'points.manage');
          return ok(await showPointsSettings(dependencies, { merchant: request.params.merchant }));
        },
      );
      operator.put(
        '/bo/points/:merchant/settings',
        {
          schema: {
            summary: "Save a brand's points ratios and conversion (applies to bets settled from now); audited",
            params: merchantParamsSchema,
            body: pointsSettingsBodySchema,
            response: answers(pointsSettingsSchema),
          },
          config: manage,
        },
        async (request) =>
          ok(
            await savePointsSettings(dependencies, {
              operator: requireOperator(request, 'points.manage'),
              merchant: request.params.merchant,
              body: request.body,
            }),
          ),
      );
      operator.get(
        '/bo/points/:merchant/items',
        {
          schema: {
            summary: "A brand's mall items, active or not",
            params: merchantParamsSchema,
            response: answers(consoleMallItemListSchema),
          },
          config: manage,
        },
        async (request) => {
          requireOperator(request, 'points.manage');
          return ok(await listConsoleItems(dependencies, { merchant: request.params.merchant }));
        },
      );
      operator.post(
        '/bo/points/:merchant/items',
        {
          schema: {
            summary: 'Add a mall item; audited',
            params: merchantParamsSchema,
            body: mallItemBodySchema,
            response: answers(consoleMallItemSchema),
          },
          config: manage,
        },
        async (request) =>
          ok(
            await createMallItem(dependencies, {
              operator: requireOperator(request, 'points.manage'),
              merchant: request.params.merchant,
              body: request.body,
            }),
          ),
      );
      operator.put(
        '/bo/points/:merchant/items/:itemId',
        {
          schema: {
            summary: 'Edit a mall item (the stock given is the new stock left); audited',
            params: itemParamsSchema,
            body: mallItemBodySchema,
            response: answers(consoleMallItemSchema),
          },
          config: manage,
        },
        async (request) =>
          ok(
            await editMallItem(dependencies, {
              operator: requireOperator(request, 'points.manage'),
              merchant: request.params.merchant,
              itemId: request.params.itemId,
              body: request.body,
            }),
          ),
      );
      operator.get(
        '/bo/points/:merchant/redemptions',
        {
          schema: {
            summary: "A brand's redemptions (in process first when filtered to them)",
            params: merchantParamsSchema,
            querystring: consoleRedemptionQuerySchema,
            response: answers(consoleRedemptionPageSchema),
          },
          config: review,
        },
        async (request) => {
          requireOperator(request, 'points.review');
          return ok(
            await listRedemptionQueue(dependencies, {
              merchant: request.params.merchant,
              language: request.language,
              ...(request.query.status ? { status: request.query.status } : {}),
              pageNo: request.query.pageNo,
              pageSize: request.query.pageSize,
            }),
          );
        },
      );
      operator.post(
        '/bo/points/:merchant/redemptions/:redemptionId/approve',
        {
          schema: {
            summary: 'Approve a redemption in process (its held points are burned); audited',
            params: redemptionParamsSchema,
            response: answers(consoleRedemptionSchema),
          },
          config: review,
        },
        async (request) =>
          ok(
            await decidePointsRedemption(dependencies, {
              operator: requireOperator(request, 'points.review'),
              merchant: request.params.merchant,
              redemptionId: request.params.redemptionId,
              decision: 'approve',
              reason: '',
              language: request.language,
            }),
          ),
      );
      operator.post(
        '/bo/points/:merchant/redemptions/:redemptionId/reject',
        {
          schema: {
            summary: 'Reject a redemption in process with a reason (points and stock are returned); audited',
            params: redemptionParamsSchema,
            body: rejectRedemptionBodySchema,
            response: answers(consoleRedemptionSchema),
          },
          config: review,
        },
        async (request) =>
          ok(
            await decidePointsRedemption(dependencies, {
              operator: requireOperator(request, 'points.review'),
              merchant: request.params.merchant,
              redemptionId: request.params.redemptionId,
              decision: 'reject',
              reason: request.body.reason,
              language: request.language,
            }),
          ),
      );
      operator.get(
        '/bo/points/:merchant/report',
        {
          schema: {
            summary: "A brand's points book: issued, spent, returned, converted and expired, and the liability held",
            params: merchantParamsSchema,
            response: answers(pointsReportSchema),
          },
          config: review,
        },
        async (request) => {
          requireOperator(request, 'points.review');
          return ok(await pointsReport(dependencies, { merchant: request.params.merchant }));
        },
      );
    });
  };
}
