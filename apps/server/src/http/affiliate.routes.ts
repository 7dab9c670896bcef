import {
  affiliateApplicationBodySchema,
  affiliateApplicationSchema,
  affiliateReviewQuerySchema,
  affiliateReviewSchema,
  affiliateStateSchema,
  agentContractReportSchema,
  agentQuotaBodySchema,
  agentQuotaSchema,
  agentReportParamsSchema,
  agentReportQuerySchema,
  agentRevenueReportSchema,
  agentSettlementReportSchema,
  agentTeamReportSchema,
  agentTreeNodeSchema,
  agentTreeQuerySchema,
  approveAffiliateBodySchema,
  refuseAffiliateBodySchema,
  reparentBodySchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReadReplica } from '../db/client.js';
import { describeAgentSettlement } from '../flows/agent-settlement-report.js';
import { describeAgentTeamOverDays, reportAgentRevenue } from '../flows/agent-team-reports.js';
import { applyForAffiliate, describeAffiliateState } from '../flows/apply-for-affiliate.js';
import { listAgentContracts } from '../flows/list-agent-contracts.js';
import { findAgent, getAgentQuota, listAgentTree, reparentMember, saveAgentQuota } from '../flows/manage-agent-tree.js';
import type { AgentTreeDependencies } from '../flows/manage-agent-tree.js';
import {
  approveAffiliateApplication,
  listAffiliateApplications,
  refuseAffiliateApplication,
} from '../flows/review-affiliate-applications.js';
import { brandOf } from './brand-context.js';
import { ok } from './envelope.js';
import { requireRealMember } from './member-auth.js';
import { brandIn, requireOperator } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

const applicationParamsSchema = z.object({ merchant: z.string().trim().min(1).max(64), id: z.uuid() });
const agentParamsSchema = z.object({
  merchant: z.string().trim().min(1).max(64),
  username: z.string().trim().min(1).max(64),
});

/**
 * Affiliate applications (the member centre's application, the console's review) and the console's agent tree:
 * search and levels, quotas, re-parenting (decision 0075), and one agent's reports: the agent centre's own team
 * overview, revenue, contracts and settlement statements, through the same flows. Every console change is audited in
 * its transaction.
 */
export function affiliateRoutes(
  dependencies: AgentTreeDependencies & { readReplica: ReadReplica; guards: RouteGuards },
): FastifyPluginAsyncZod {
  // Reports are listings: they read the replica (decision 0021), like the agent centre's.
  const reports = { db: dependencies.readReplica, clock: dependencies.clock };
  /** The brand and the agent a report is about: NOT_FOUND for a username no member of the brand has. */
  async function reportedAgent(params: { merchant: string; username: string }) {
    const merchant = await dependencies.merchants.resolveMerchant({ code: params.merchant });
    const agent = await findAgent(reports.db, merchant.id, params.username);
    return { merchant, agent };
  }
  return async (app) => {
    await dependencies.guards.player(app, (player) => {
      player.get(
        '/wps/member/affiliate-application',
        {
          schema: {
            summary: "The member's latest application to become an agent",
            response: answers(affiliateStateSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(await describeAffiliateState(dependencies, { member: requireRealMember(request).member })),
      );
      player.post(
        '/wps/member/affiliate-application',
        {
          schema: {
            summary: 'Apply to become an agent (one pending application at a time)',
            body: affiliateApplicationBodySchema,
            response: answers(affiliateApplicationSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await applyForAffiliate(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
              message: request.body.message,
              contact: request.body.contact,
            }),
          ),
      );
    });

    await dependencies.guards.operator(app, (operator) => {
      const read = { permission: 'agents.read', brand: brandIn('params', 'merchant') } as const;
      const manage = { permission: 'agents.manage', brand: brandIn('params', 'merchant') } as const;
      operator.get(
        '/bo/agents/:merchant/applications',
        {
          schema: {
            summary: "A brand's affiliate applications of one status",
            params: affiliateReviewQuerySchema.pick({ merchant: true }),
            querystring: affiliateReviewQuerySchema.pick({ status: true }),
            response: answers(z.array(affiliateReviewSchema)),
          },
          config: read,
        },
        async (request) => {
          requireOperator(request, 'agents.read');
          return ok(
            await listAffiliateApplications(dependencies, {
              merchant: request.params.merchant,
              status: request.query.status,
            }),
          );
        },
      );
      operator.post(
        '/bo/agents/:merchant/applications/:id/approve',
        {
          schema: {
            summary: 'Approve an application: the member becomes an agent under the chosen upline; audited',
            params: applicationParamsSchema,
            body: approveAffiliateBodySchema,
            response: answers(affiliateReviewSchema),
          },
          config: manage,
        },
        async (request) =>
          ok(
            await approveAffiliateApplication(dependencies, {
              operator: requireOperator(request, 'agents.manage'),
              merchant: request.params.merchant,
              id: request.params.id,
              agentType: request.body.agentType,
              uplineUsername: request.body.uplineUsername,
            }),
          ),
      );
      operator.post(
        '/bo/agents/:merchant/applications/:id/refuse',
        {
          schema: {
            summary: 'Refuse an application with a reason; audited',
            params: applicationParamsSchema,
            body: refuseAffiliateBodySchema,
            response: answers(affiliateReviewSchema),
          },
          config: manage,
        },
        async (request) =>
          ok(
            await refuseAffiliateApplication(dependencies, {
              operator: requireOperator(request, 'agents.manage'),
              merchant: request.params.merchant,
              id: request.params.id,
              reason: request.body.reason,
            }),
          ),
      );

      operator.get(
        '/bo/agents/:merchant/tree',
        {
          schema: {
            summary: "One level of a brand's agent tree, or a search by username",
            params: agentTreeQuerySchema.pick({ merchant: true }),
            querystring: agentTreeQuerySchema.omit({ merchant: true }),
            response: answers(z.array(agentTreeNodeSchema)),
          },
          config: read,
        },
        async (request) => {
          requireOperator(request, 'agents.read');
          return ok(await listAgentTree(dependencies, { merchant: request.params.merchant, ...request.query }));
        },
      );
      operator.get(
        '/bo/agents/:merchant/:username/quota',
        {
          schema: { summary: "An agent's quotas", params: agentParamsSchema, response: answers(agentQuotaSchema) },
          config: read,
        },
        async (request) => {
          requireOperator(request, 'agents.read');
          return ok(await getAgentQuota(dependencies, request.params));
        },
      );
      operator.get(
        '/bo/agents/:merchant/:username/reports/team',
        {
          schema: {
            summary: "An agent's team overview over brand-local days, as its agent centre shows it",
            params: agentReportParamsSchema,
            querystring: agentReportQuerySchema,
            response: answers(agentTeamReportSchema),
          },
          config: read,
        },
        async (request) => {
          requireOperator(request, 'agents.read');
          return ok(
            await describeAgentTeamOverDays(reports, {
              ...(await reportedAgent(request.params)),
              query: request.query,
            }),
          );
        },
      );
      operator.get(
        '/bo/agents/:merchant/:username/reports/revenue',
        {
          schema: {
            summary: "An agent's own contract income per brand-local day (salary and dividend pay, from the ledger)",
            params: agentReportParamsSchema,
            querystring: agentReportQuerySchema,
            response: answers(agentRevenueReportSchema),
          },
          config: read,
        },
        async (request) => {
          requireOperator(request, 'agents.read');
          return ok(
            await reportAgentRevenue(reports, { ...(await reportedAgent(request.params)), query: request.query }),
          );
        },
      );
      operator.get(
        '/bo/agents/:merchant/:username/reports/contracts',
        {
          schema: {
            summary: 'Every contract an agent holds and gave its downlines, with its status and terms',
            params: agentReportParamsSchema,
            response: answers(agentContractReportSchema),
          },
          config: read,
        },
        async (request) => {
          requireOperator(request, 'agents.read');
          const { agent } = await reportedAgent(request.params);
          return ok(await listAgentContracts(reports, { agentId: agent.id }));
        },
      );
      operator.get(
        '/bo/agents/:merchant/:username/reports/settlement',
        {
          schema: {
            summary: "An agent's settlement statement lines over brand-local days, and what it still owes or is owed",
            params: agentReportParamsSchema,
            querystring: agentReportQuerySchema,
            response: answers(agentSettlementReportSchema),
          },
          config: read,
        },
        async (request) => {
          requireOperator(request, 'agents.read');
          return ok(
            await describeAgentSettlement(reports, { ...(await reportedAgent(request.params)), query: request.query }),
          );
        },
      );
      operator.put(
        '/bo/agents/:merchant/:username/quota',
        {
          schema: {
            summary: "Set an agent's quotas (null: no limit); audited",
            params: agentParamsSchema,
            body: agentQuotaBodySchema,
            response: answers(agentQuotaSchema),
          },
          config: manage,
        },
        async (request) =>
          ok(
            await saveAgentQuota(dependencies, {
              operator: requireOperator(request, 'agents.manage'),
              ...request.params,
              quota: request.body,
            }),
          ),
      );
      operator.post(
        '/bo/agents/:merchant/:username/upline',
        {
          schema: {
            summary: 'Move a member or agent and its team under another agent (or to the top level); audited',
            params: agentParamsSchema,
            body: reparentBodySchema,
            response: answers(agentTreeNodeSchema),
          },
          config: manage,
        },
        async (request) =>
          ok(
            await reparentMember(dependencies, {
              operator: requireOperator(request, 'agents.manage'),
              ...request.params,
              uplineUsername: request.body.uplineUsername,
            }),
          ),
      );
    });
  };
}
