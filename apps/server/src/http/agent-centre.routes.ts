import {
  createDownlineBodySchema,
  createdDownlineSchema,
  createInviteLinkBodySchema,
  downlineNoteBodySchema,
  downlinePageSchema,
  downlineParamsSchema,
  downlineQuerySchema,
  agentInvitationCodeSchema,
  inviteLinkListSchema,
  inviteLinkParamsSchema,
  inviteLinkSchema,
  revenueQuerySchema,
  revenueReportSchema,
  teamBetPageSchema,
  teamBetQuerySchema,
  teamOverviewQuerySchema,
  teamOverviewSchema,
  teamProfitLossQuerySchema,
  teamProfitLossSchema,
  teamTransactionPageSchema,
  teamTransactionQuerySchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database, ReadReplica } from '../db/client.js';
import {
  agentInvitationCode,
  createDownline,
  createInviteLink,
  disableAgentInviteLink,
  listAgentDownlines,
  listAgentInviteLinks,
  saveAgentDownlineNote,
} from '../flows/agent-team-registration.js';
import {
  describeAgentTeam,
  listAgentTeamBets,
  listAgentTeamTransactions,
  reportAgentRevenue,
  summarizeAgentTeamProfitLoss,
} from '../flows/agent-team-reports.js';
import type { Clock } from '../lib/clock.js';
import { brandOf } from './brand-context.js';
import { ok } from './envelope.js';
import { requireAgent } from './member-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers, done, jsonOrForm } from './route-schemas.js';

/**
 * The agent centre's team calls (issue #18): every route is for agents only (`member: 'agent'`), and every flow
 * behind it answers about the caller's own team only, through the hierarchy's closure (decision 0073).
 */
export function agentCentreRoutes(dependencies: {
  db: Database;
  readReplica: ReadReplica;
  clock: Clock;
  guards: RouteGuards;
}): FastifyPluginAsyncZod {
  const { db, readReplica, clock } = dependencies;
  const writes = { db, clock };
  // Reports are listings: they read the replica (decision 0021); the registration centre's own lists read the primary
  // so a downline just made is there at once.
  const reports = { db: readReplica, clock };
  return async (app) => {
    await dependencies.guards.player(app, (player) => {
      const config = { member: 'agent' } as const;
      const callerOf = (request: Parameters<typeof requireAgent>[0]) => ({
        merchant: brandOf(request).merchant,
        agent: requireAgent(request).member,
      });

      player.get(
        '/wps/agent/team/overview',
        {
          schema: {
            summary: "The agent's team overview of a period",
            querystring: teamOverviewQuerySchema,
            response: answers(teamOverviewSchema),
          },
          config,
        },
        async (request) => ok(await describeAgentTeam(reports, { ...callerOf(request), period: request.query.period })),
      );

      player.post(
        '/wps/agent/downlines',
        {
          schema: {
            summary: 'Registration centre: make a member or agent under the caller',
            body: createDownlineBodySchema,
            response: answers(createdDownlineSchema),
          },
          config,
        },
        async (request) =>
          ok(await createDownline(writes, { ...callerOf(request), body: request.body, ip: request.ip })),
      );

      player.get(
        '/wps/agent/downlines',
        {
          schema: {
            summary: "Downline management: the caller's team, newest first",
            querystring: downlineQuerySchema,
            response: answers(downlinePageSchema),
          },
          config,
        },
        async (request) =>
          ok(await listAgentDownlines({ db }, { agent: callerOf(request).agent, query: request.query })),
      );

      player.put(
        '/wps/agent/downlines/:memberId/note',
        {
          schema: {
            summary: "The caller's private note on a member of its team (empty removes it)",
            params: downlineParamsSchema,
            body: downlineNoteBodySchema,
            consumes: jsonOrForm,
            response: done,
          },
          config,
        },
        async (request) => {
          await saveAgentDownlineNote(writes, {
            agent: callerOf(request).agent,
            downlineId: request.params.memberId,
            note: request.body.note,
          });
          return ok(true as const);
        },
      );

      player.get(
        '/wps/agent/invitation-code',
        {
          schema: { summary: "The caller's own invitation code", response: answers(agentInvitationCodeSchema) },
          config,
        },
        async (request) => ok(await agentInvitationCode(writes, callerOf(request))),
      );

      player.get(
        '/wps/agent/invite-links',
        { schema: { summary: "The caller's invite links", response: answers(inviteLinkListSchema) }, config },
        async (request) => ok(await listAgentInviteLinks(writes, callerOf(request).agent)),
      );

      player.post(
        '/wps/agent/invite-links',
        {
          schema: {
            summary: 'A new invite link registering members or agents under the caller',
            body: createInviteLinkBodySchema,
            response: answers(inviteLinkSchema),
          },
          config,
        },
        async (request) =>
          ok(
            await createInviteLink(writes, {
              ...callerOf(request),
              kind: request.body.kind,
              expiresInDays: request.body.expiresInDays,
            }),
          ),
      );

      player.post(
        '/wps/agent/invite-links/:linkId/disable',
        {
          schema: {
            summary: "Disable one of the caller's invite links",
            params: inviteLinkParamsSchema,
            response: done,
          },
          config,
        },
        async (request) => {
          await disableAgentInviteLink(writes, callerOf(request).agent, request.params.linkId);
          return ok(true as const);
        },
      );

      player.get(
        '/wps/agent/team/bets',
        {
          schema: {
            summary: "Team betting: settled bets of the caller's team",
            querystring: teamBetQuerySchema,
            response: answers(teamBetPageSchema),
          },
          config,
        },
        async (request) =>
          ok(
            await listAgentTeamBets(reports, {
              ...callerOf(request),
              query: request.query,
              language: request.language,
            }),
          ),
      );

      player.get(
        '/wps/agent/team/profit-loss',
        {
          schema: {
            summary: "Team profit and loss per member of the caller's team",
            querystring: teamProfitLossQuerySchema,
            response: answers(teamProfitLossSchema),
          },
          config,
        },
        async (request) =>
          ok(await summarizeAgentTeamProfitLoss(reports, { ...callerOf(request), query: request.query })),
      );

      player.get(
        '/wps/agent/revenue',
        {
          schema: {
            summary: "The caller's income per day (salary and dividend pay, from the ledger)",
            querystring: revenueQuerySchema,
            response: answers(revenueReportSchema),
          },
          config,
        },
        async (request) => ok(await reportAgentRevenue(reports, { ...callerOf(request), query: request.query })),
      );

      player.get(
        '/wps/agent/team/transactions',
        {
          schema: {
            summary: "Downline transaction details: money moves of the caller's team",
            querystring: teamTransactionQuerySchema,
            response: answers(teamTransactionPageSchema),
          },
          config,
        },
        async (request) => ok(await listAgentTeamTransactions(reports, { ...callerOf(request), query: request.query })),
      );
    });
  };
}
