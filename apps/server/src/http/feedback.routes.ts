import {
  answerFeedbackBodySchema,
  feedbackDetailSchema,
  feedbackListQuerySchema,
  feedbackPageSchema,
  sendFeedbackBodySchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeedbackDependencies } from '../flows/feedback.js';
import {
  answerBrandFeedback,
  listBrandFeedback,
  markBrandFeedbackRead,
  readBrandFeedback,
  readFeedbackImage,
  sendFeedback,
} from '../flows/feedback.js';
import type { MerchantService } from '../modules/merchant/index.js';
import { brandOf } from './brand-context.js';
import { ok } from './envelope.js';
import { brandIn, requireOperator } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

/** Three images of 5 MB as base64 (a third larger) and the text: the send's own body limit. */
const feedbackBodyLimit = 22 * 1024 * 1024;

const merchantParamsSchema = z.object({ merchant: z.string().trim().min(1).max(64) });
const brandFeedbackParamsSchema = merchantParamsSchema.extend({ id: z.uuid() });

/**
 * Feedback (spec §5, §7 `/wps/feedback` without login; decision 0087): visitors and members send, the brand's
 * service (live chat's `live-chat.answer`) lists, reads and answers in the console, audited.
 */
export function feedbackRoutes(
  dependencies: FeedbackDependencies & { merchants: MerchantService; guards: RouteGuards },
): FastifyPluginAsyncZod {
  return async (app) => {
    await dependencies.guards.player(app, (player) => {
      player.put(
        '/wps/feedback',
        {
          bodyLimit: feedbackBodyLimit,
          schema: {
            summary: 'Send feedback (at most 140 characters, up to 3 png or jpg images of 5 MB); visitors too',
            body: sendFeedbackBodySchema,
            response: answers(z.object({ id: z.string() })),
          },
        },
        async (request) =>
          ok(
            await sendFeedback(dependencies, {
              merchant: brandOf(request).merchant,
              memberId: request.member?.member.id ?? null,
              ip: request.ip,
              feedback: request.body,
            }),
          ),
      );
    });

    await dependencies.guards.operator(app, (operator) => {
      const answer = { permission: 'live-chat.answer', brand: brandIn('params', 'merchant') } as const;
      operator.get(
        '/bo/feedback/:merchant',
        {
          schema: {
            summary: "The brand's feedback, newest first, by status",
            params: merchantParamsSchema,
            querystring: feedbackListQuerySchema,
            response: answers(feedbackPageSchema),
          },
          config: answer,
        },
        async (request) =>
          ok(
            await listBrandFeedback(dependencies, {
              merchant: request.params.merchant,
              status: request.query.status,
              page: request.query,
            }),
          ),
      );
      operator.get(
        '/bo/feedback/:merchant/:id',
        {
          schema: {
            summary: 'One feedback with its images',
            params: brandFeedbackParamsSchema,
            response: answers(feedbackDetailSchema),
          },
          config: answer,
        },
        async (request) => ok(await readBrandFeedback(dependencies, request.params)),
      );
      operator.get(
        '/bo/feedback/:merchant/images/:id',
        {
          schema: {
            summary: 'An image of a feedback of the brand',
            params: brandFeedbackParamsSchema,
            produces: ['image/png', 'image/jpeg'],
          },
          config: answer,
        },
        async (request, reply) => {
          const image = await readFeedbackImage(dependencies, request.params);
          return reply
            .header('Content-Type', image.content_type)
            .header('Cache-Control', 'private, max-age=86400')
            .send(image.bytes);
        },
      );
      operator.post(
        '/bo/feedback/:merchant/:id/read',
        {
          schema: {
            summary: 'Mark a new feedback read; audited',
            params: brandFeedbackParamsSchema,
            response: answers(feedbackDetailSchema),
          },
          config: answer,
        },
        async (request) =>
          ok(
            await markBrandFeedbackRead(dependencies, {
              ...request.params,
              operator: requireOperator(request, 'live-chat.answer'),
            }),
          ),
      );
      operator.post(
        '/bo/feedback/:merchant/:id/answer',
        {
          schema: {
            summary: "Answer a feedback (a member's reaches their inbox as a personal message); audited",
            params: brandFeedbackParamsSchema,
            body: answerFeedbackBodySchema,
            response: answers(feedbackDetailSchema),
          },
          config: answer,
        },
        async (request) =>
          ok(
            await answerBrandFeedback(dependencies, {
              ...request.params,
              operator: requireOperator(request, 'live-chat.answer'),
              answer: request.body,
            }),
          ),
      );
    });
  };
}
