import {
  applicationQuerySchema,
  approveApplicationBodySchema,
  consolePromotionListSchema,
  consolePromotionSchema,
  promotionApplicationPageSchema,
  promotionBodySchema,
  promotionStates,
  promotionStatusBodySchema,
  rejectApplicationBodySchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import type { PromotionConsoleDependencies } from '../flows/promotion-rewards.js';
import {
  approvePromotionApplication,
  createConsolePromotion,
  editConsolePromotion,
  listConsolePromotions,
  listPromotionApplications,
  readApplicationImage,
  rejectPromotionApplication,
  setConsolePromotionStatus,
} from '../flows/promotion-rewards.js';
import type { Clock } from '../lib/clock.js';
import type { MemberEvents } from '../lib/member-events.js';
import type { MerchantService } from '../modules/merchant/index.js';
import type { BonusFor } from '../modules/promotions/index.js';
import { ok } from './envelope.js';
import { brandIn, requireOperator } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

const merchantParamsSchema = z.object({ merchant: z.string().trim().min(1).max(64) });
const offerParamsSchema = merchantParamsSchema.extend({ id: z.uuid({ message: 'ID_FORMAT' }) });
const imageParamsSchema = offerParamsSchema.extend({ imageId: z.uuid({ message: 'ID_FORMAT' }) });
const reviewAnswerSchema = z.object({ id: z.string(), state: z.enum(promotionStates), amount: z.string().nullable() });

/**
 * The console's promotions (issue #19, decision 0078): the offer builder (draft, edit with a new version, status)
 * under `promotions.manage`, the application queue (approve with an amount, reject with a reason, the images)
 * under `promotions.review`; each change audited in its own transaction.
 */
export function promotionsConsoleRoutes(dependencies: {
  db: Database;
  clock: Clock;
  merchants: MerchantService;
  bonus: BonusFor;
  events: MemberEvents;
  guards: RouteGuards;
}): FastifyPluginAsyncZod {
  const flows: PromotionConsoleDependencies = dependencies;
  return async (app) => {
    await dependencies.guards.operator(app, (operator) => {
      const manage = { permission: 'promotions.manage', brand: brandIn('params', 'merchant') } as const;
      const review = { permission: 'promotions.review', brand: brandIn('params', 'merchant') } as const;
      operator.get(
        '/bo/promotions/:merchant',
        {
          schema: {
            summary: "A brand's promotions, every status, in the brand's order",
            params: merchantParamsSchema,
            response: answers(consolePromotionListSchema),
          },
          config: manage,
        },
        async (request) => {
          requireOperator(request, 'promotions.manage');
          return ok({ promotions: await listConsolePromotions(flows, { merchant: request.params.merchant }) });
        },
      );
      operator.post(
        '/bo/promotions/:merchant',
        {
          schema: {
            summary: "Create a promotion as a draft (terms checked against the brand's bonus profile); audited",
            params: merchantParamsSchema,
            body: promotionBodySchema,
            response: answers(consolePromotionSchema),
          },
          config: manage,
        },
        async (request) =>
          ok(
            await createConsolePromotion(flows, {
              operator: requireOperator(request, 'promotions.manage'),
              merchant: request.params.merchant,
              body: request.body,
            }),
          ),
      );
      operator.put(
        '/bo/promotions/:merchant/:id',
        {
          schema: {
            summary: 'Edit a promotion: a new version (grants already made keep their terms); audited',
            params: offerParamsSchema,
            body: promotionBodySchema,
            response: answers(consolePromotionSchema),
          },
          config: manage,
        },
        async (request) =>
          ok(
            await editConsolePromotion(flows, {
              operator: requireOperator(request, 'promotions.manage'),
              merchant: request.params.merchant,
              id: request.params.id,
              body: request.body,
            }),
          ),
      );
      operator.post(
        '/bo/promotions/:merchant/:id/status',
        {
          schema: {
            summary: 'Publish, pause, resume or archive a promotion; audited',
            params: offerParamsSchema,
            body: promotionStatusBodySchema,
            response: answers(consolePromotionSchema),
          },
          config: manage,
        },
        async (request) =>
          ok(
            await setConsolePromotionStatus(flows, {
              operator: requireOperator(request, 'promotions.manage'),
              merchant: request.params.merchant,
              id: request.params.id,
              status: request.body.status,
            }),
          ),
      );
      operator.get(
        '/bo/promotions/:merchant/applications',
        {
          schema: {
            summary: 'Applications in one state, oldest first, with their abuse flags',
            params: merchantParamsSchema,
            querystring: applicationQuerySchema,
            response: answers(promotionApplicationPageSchema),
          },
          config: review,
        },
        async (request) => {
          requireOperator(request, 'promotions.review');
          return ok(
            await listPromotionApplications(flows, {
              merchant: request.params.merchant,
              state: request.query.state,
              page: request.query,
              language: request.language,
            }),
          );
        },
      );
      operator.post(
        '/bo/promotions/:merchant/applications/:id/approve',
        {
          schema: {
            summary: "Approve an application for an amount up to the offer's maximum: granted at once; audited",
            params: offerParamsSchema,
            body: approveApplicationBodySchema,
            response: answers(reviewAnswerSchema),
          },
          config: review,
        },
        async (request) =>
          ok(
            await approvePromotionApplication(flows, {
              operator: requireOperator(request, 'promotions.review'),
              merchant: request.params.merchant,
              id: request.params.id,
              amountMinor: request.body.amount,
            }),
          ),
      );
      operator.post(
        '/bo/promotions/:merchant/applications/:id/reject',
        {
          schema: {
            summary: 'Reject an application with the reason the player is shown; audited',
            params: offerParamsSchema,
            body: rejectApplicationBodySchema,
            response: answers(reviewAnswerSchema),
          },
          config: review,
        },
        async (request) =>
          ok(
            await rejectPromotionApplication(flows, {
              operator: requireOperator(request, 'promotions.review'),
              merchant: request.params.merchant,
              id: request.params.id,
              reason: request.body.reason,
            }),
          ),
      );
      operator.get(
        '/bo/promotions/:merchant/applications/:id/images/:imageId',
        {
          schema: {
            summary: "An application's image",
            params: imageParamsSchema,
            produces: ['image/png', 'image/jpeg'],
          },
          config: review,
        },
        async (request, reply) => {
          requireOperator(request, 'promotions.review');
          const image = await readApplicationImage(flows, {
            merchant: request.params.merchant,
            id: request.params.id,
            imageId: request.params.imageId,
          });
          return reply
            .type(image.contentType)
            .header('Cache-Control', 'private, no-store')
            .header('Content-Disposition', 'inline')
            .send(image.bytes);
        },
      );
    });
  };
}
