import {
  referralConsoleQuerySchema,
  referralInviteePageSchema,
  referralOverviewSchema,
  referralPageQuerySchema,
  referralPhoneVerifyBodySchema,
  referralReportSchema,
  referralReviewBodySchema,
  referralRewardPageSchema,
  referralRulesBodySchema,
  referralRulesSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { referralReport, reviewReferral, saveReferralRules, showReferralRules } from '../flows/manage-referral.js';
import {
  listReferralInvitees,
  listReferralRewards,
  showReferralOverview,
  verifyReferralPhone,
} from '../flows/referral-program.js';
import { sendOwnPhoneCode } from '../flows/send-sms-code.js';
import type { Clock } from '../lib/clock.js';
import { brandOf } from './brand-context.js';
import { ok } from './envelope.js';
import { requireRealMember } from './member-auth.js';
import { brandIn, requireOperator } from './operator-auth.js';
import { originOf } from './promotions.routes.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

const merchantParamsSchema = z.object({ merchant: z.string().trim().min(1).max(64) });
const refereeParamsSchema = merchantParamsSchema.extend({ refereeId: z.string().uuid() });

/**
 * The member referral programme (issue #20, decision 0084): the player's overview (code made on first visit),
 * invitees, rewards and phone check under /wps/relay/referral; the console's rules, report and fraud review under
 * /bo/referral (`referral.manage`, changes audited).
 */
export function referralRoutes(dependencies: {
  db: Database;
  clock: Clock;
  guards: RouteGuards;
  onMessagesQueued?: () => void;
}): FastifyPluginAsyncZod {
  return async (app) => {
    await dependencies.guards.player(app, (player) => {
      player.get(
        '/wps/relay/referral/overview',
        {
          schema: {
            summary: "The member's referral code (made on first call), counters and the brand's rules",
            response: answers(referralOverviewSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await showReferralOverview(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
              language: request.language,
              deviceId: originOf(request).deviceId,
            }),
          ),
      );
      player.get(
        '/wps/relay/referral/invitees',
        {
          schema: {
            summary: "The member's invitees, newest first, names masked, with their status",
            querystring: referralPageQuerySchema,
            response: answers(referralInviteePageSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await listReferralInvitees(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
              ...request.query,
            }),
          ),
      );
      player.get(
        '/wps/relay/referral/rewards',
        {
          schema: {
            summary: "The member's referral rewards, newest first",
            querystring: referralPageQuerySchema,
            response: answers(referralRewardPageSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await listReferralRewards(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
              ...request.query,
            }),
          ),
      );
      player.post(
        '/wps/relay/referral/phone/code',
        {
          schema: {
            summary: "Send an SMS code to the member's own number (the referral programme's phone check)",
            response: answers(z.object({ expiredMinutes: z.number() })),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await sendOwnPhoneCode(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
              ip: request.ip,
              language: request.language,
            }),
          ),
      );
      player.post(
        '/wps/relay/referral/phone/verify',
        {
          schema: {
            summary: "Prove the member's number with the code sent to it",
            body: referralPhoneVerifyBodySchema,
            response: answers(z.object({ phoneVerified: z.literal(true) })),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await verifyReferralPhone(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
              ip: request.ip,
              verificationCode: request.body.verificationCode,
            }),
          ),
      );
    });

    await dependencies.guards.operator(app, (operator) => {
      const manage = { permission: 'referral.manage', brand: brandIn('params', 'merchant') } as const;
      operator.get(
        '/bo/referral/:merchant/rules',
        {
          schema: {
            summary: "A brand's referral rules",
            params: merchantParamsSchema,
            response: answers(referralRulesSchema),
          },
          config: manage,
        },
        async (request) => {
          requireOperator(request, 'referral.manage');
          return ok(await showReferralRules(dependencies, { merchant: request.params.merchant }));
        },
      );
      operator.put(
        '/bo/referral/:merchant/rules',
        {
          schema: {
            summary: "Save a brand's referral rules (from the next payout pass); audited",
            params: merchantParamsSchema,
            body: referralRulesBodySchema,
            response: answers(referralRulesSchema),
          },
          config: manage,
        },
        async (request) =>
          ok(
            await saveReferralRules(dependencies, {
              operator: requireOperator(request, 'referral.manage'),
              merchant: request.params.merchant,
              body: request.body,
            }),
          ),
      );
      operator.get(
        '/bo/referral/:merchant/referees',
        {
          schema: {
            summary: "A brand's referees (of one status: failed and duplicate are the review queue) and the funnel",
            params: merchantParamsSchema,
            querystring: referralConsoleQuerySchema,
            response: answers(referralReportSchema),
          },
          config: manage,
        },
        async (request) => {
          requireOperator(request, 'referral.manage');
          return ok(
            await referralReport(dependencies, {
              merchant: request.params.merchant,
              status: request.query.status,
              pageNo: request.query.pageNo,
              pageSize: request.query.pageSize,
            }),
          );
        },
      );
      operator.post(
        '/bo/referral/:merchant/referees/:refereeId/review',
        {
          schema: {
            summary: 'Void or restore one referee, with a reason; audited',
            params: refereeParamsSchema,
            body: referralReviewBodySchema,
            response: answers(z.object({ from: z.string(), to: z.string() })),
          },
          config: manage,
        },
        async (request) =>
          ok(
            await reviewReferral(dependencies, {
              operator: requireOperator(request, 'referral.manage'),
              merchant: request.params.merchant,
              refereeId: request.params.refereeId,
              body: request.body,
            }),
          ),
      );
    });
  };
}
