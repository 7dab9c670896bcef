import {
  consoleMissionListSchema,
  consoleMissionSchema,
  missionBodySchema,
  missionCheckInBodySchema,
  missionCheckInSchema,
  missionClaimBodySchema,
  missionClaimSchema,
  missionLeaderboardQuerySchema,
  missionLeaderboardSchema,
  missionListSchema,
  missionReportSchema,
  missionSummarySchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import {
  changeMissionStatus,
  checkIn,
  claimMilestone,
  createMission,
  editMission,
  listConsoleMissions,
  listMemberMissions,
  missionReport,
  missionSummary,
  showLeaderboard,
} from '../flows/missions.js';
import type { Clock } from '../lib/clock.js';
import { brandOf } from './brand-context.js';
import { ok } from './envelope.js';
import { requireMember, requireRealMember } from './member-auth.js';
import { brandIn, requireOperator } from './operator-auth.js';
import { idempotencyHeadersSchema, requestKeyOf } from './request-key.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

const merchantParamsSchema = z.object({ merchant: z.string().trim().min(1).max(64) });
const missionParamsSchema = merchantParamsSchema.extend({ id: z.uuid() });

/**
 * Missions and the leaderboard (issue #20, decision 0083): the player's list with progress, the badge summary,
 * claims, check-ins and the leaderboard under /wps/relay/; the console's builder and reports under /bo/missions
 * (`promotions.manage`, every change audited in its transaction).
 */
export function missionsRoutes(dependencies: {
  db: Database;
  clock: Clock;
  guards: RouteGuards;
}): FastifyPluginAsyncZod {
  return async (app) => {
    await dependencies.guards.player(app, (player) => {
      player.get(
        '/wps/relay/MCSFE_getMissionSummary',
        {
          schema: {
            summary: 'The member centre badge: milestones the member can claim now, and the missions running',
            response: answers(missionSummarySchema),
          },
          config: { member: 'any' },
        },
        async (request) => {
          const member = requireMember(request);
          // A trial account plays with play money only: it takes part in no mission.
          if (member.isTrial) return ok({ claimable: 0, ongoing: 0 });
          return ok(
            await missionSummary(dependencies, {
              merchant: brandOf(request).merchant,
              member: member.member,
              language: request.language,
            }),
          );
        },
      );
      player.get(
        '/wps/relay/MCSFE_getMissionList',
        {
          schema: {
            summary: "The running missions with the current period's progress and each milestone's state",
            response: answers(missionListSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await listMemberMissions(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
              language: request.language,
            }),
          ),
      );
      player.post(
        '/wps/relay/MCSFE_claimMissionRewards',
        {
          schema: {
            summary: 'Claim a reached milestone of a period (paid once, as a bonus or cash); send an Idempotency-Key',
            headers: idempotencyHeadersSchema,
            body: missionClaimBodySchema,
            response: answers(missionClaimSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await claimMilestone(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
              language: request.language,
              idempotencyKey: requestKeyOf(request.headers),
              body: request.body,
            }),
          ),
      );
      player.post(
        '/wps/relay/MCSFE_missionCheckIn',
        {
          schema: {
            summary: "Check in to a check-in mission for today (the brand's day), once a day",
            body: missionCheckInBodySchema,
            response: answers(missionCheckInSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await checkIn(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
              language: request.language,
              missionId: request.body.missionId,
            }),
          ),
      );
      player.get(
        '/wps/relay/MCSFE_getMissionLeaderboard',
        {
          schema: {
            summary: "An event mission's leaderboard (live, or final with its prizes), names masked, the member's row",
            querystring: missionLeaderboardQuerySchema,
            response: answers(missionLeaderboardSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await showLeaderboard(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
              language: request.language,
              missionId: request.query.missionId,
            }),
          ),
      );
    });

    await dependencies.guards.operator(app, (operator) => {
      const manage = { permission: 'promotions.manage', brand: brandIn('params', 'merchant') } as const;
      operator.get(
        '/bo/missions/:merchant',
        {
          schema: {
            summary: "A brand's missions, newest window first, with their participants",
            params: merchantParamsSchema,
            response: answers(consoleMissionListSchema),
          },
          config: manage,
        },
        async (request) => {
          requireOperator(request, 'promotions.manage');
          return ok(await listConsoleMissions(dependencies, { merchant: request.params.merchant }));
        },
      );
      operator.post(
        '/bo/missions/:merchant',
        {
          schema: {
            summary: 'Create a mission as a draft; audited',
            params: merchantParamsSchema,
            body: missionBodySchema,
            response: answers(consoleMissionSchema),
          },
          config: manage,
        },
        async (request) =>
          ok(
            await createMission(dependencies, {
              operator: requireOperator(request, 'promotions.manage'),
              merchant: request.params.merchant,
              body: request.body,
            }),
          ),
      );
      operator.put(
        '/bo/missions/:merchant/:id',
        {
          schema: {
            summary: "Change a draft mission's rules (refused once published); audited",
            params: missionParamsSchema,
            body: missionBodySchema,
            response: answers(consoleMissionSchema),
          },
          config: manage,
        },
        async (request) =>
          ok(
            await editMission(dependencies, {
              operator: requireOperator(request, 'promotions.manage'),
              merchant: request.params.merchant,
              id: request.params.id,
              body: request.body,
            }),
          ),
      );
      operator.post(
        '/bo/missions/:merchant/:id/publish',
        {
          schema: {
            summary: 'Publish a draft mission: it counts and shows to players from its start; audited',
            params: missionParamsSchema,
            response: answers(consoleMissionSchema),
          },
          config: manage,
        },
        async (request) =>
          ok(
            await changeMissionStatus(dependencies, {
              operator: requireOperator(request, 'promotions.manage'),
              merchant: request.params.merchant,
              id: request.params.id,
              to: 'published',
            }),
          ),
      );
      operator.post(
        '/bo/missions/:merchant/:id/close',
        {
          schema: {
            summary: 'Close a published mission: it stops counting and showing; audited',
            params: missionParamsSchema,
            response: answers(consoleMissionSchema),
          },
          config: manage,
        },
        async (request) =>
          ok(
            await changeMissionStatus(dependencies, {
              operator: requireOperator(request, 'promotions.manage'),
              merchant: request.params.merchant,
              id: request.params.id,
              to: 'closed',
            }),
          ),
      );
      operator.get(
        '/bo/missions/:merchant/:id/report',
        {
          schema: {
            summary: "A mission's participants, completions and claims per milestone, and its leaderboard",
            params: missionParamsSchema,
            response: answers(missionReportSchema),
          },
          config: manage,
        },
        async (request) => {
          requireOperator(request, 'promotions.manage');
          return ok(await missionReport(dependencies, { merchant: request.params.merchant, id: request.params.id }));
        },
      );
    });
  };
}
