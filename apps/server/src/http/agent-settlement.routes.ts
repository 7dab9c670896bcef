import {
  agentObligationPageSchema,
  agentObligationParamsSchema,
  agentObligationQuerySchema,
  agentObligationRetryResultSchema,
  agentSalaryClaimListSchema,
  agentSalaryClaimParamsSchema,
  agentSalaryClaimResultSchema,
  agentSettlementRunDetailSchema,
  agentSettlementRunPageSchema,
  agentSettlementRunParamsSchema,
  agentSettlementRunQuerySchema,
  buildPage,
  pageOffset,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client.js';
import { createAgentSettlement } from '../flows/settle-agent-contracts.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import {
  describeObligation,
  describeRun,
  describeStatement,
  findObligation,
  findRun,
  listObligations,
  listRuns,
  listStatements,
} from '../modules/agent-settlement/index.js';
import type { MerchantService } from '../modules/merchant/index.js';
import { ok } from './envelope.js';
import { requireAgent } from './member-auth.js';
import type { BrandScope } from './operator-auth.js';
import { listedBrandIds, requireOperator } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

/**
 * Issue #18's settlement runs in the console (decision 0074): the runs, each run's statements per agent, the agents'
 * unpaid obligations to their downlines, and an operator's retry of one now (audited). For agents: their
 * manual-receive daily salaries to claim.
 */
export function agentSettlementRoutes(dependencies: {
  db: Database;
  clock: Clock;
  merchants: MerchantService;
  guards: RouteGuards;
}): FastifyPluginAsyncZod {
  const { db } = dependencies;
  const settlement = createAgentSettlement(dependencies);
  const runBrand: BrandScope = {
    brandOf: async (request) => {
      const run = await findRun(db, (request.params as { runId: string }).runId);
      if (!run) throw new DomainError('NOT_FOUND');
      return run.merchant_code;
    },
  };
  const obligationBrand: BrandScope = {
    brandOf: async (request) => {
      const obligation = await findObligation(db, (request.params as { obligationId: string }).obligationId);
      if (!obligation) throw new DomainError('NOT_FOUND');
      return obligation.merchant_code;
    },
  };
  return async (app) => {
    await dependencies.guards.player(app, (player) => {
      const config = { member: 'agent' } as const;
      player.get(
        '/wps/agent/salary-claims',
        {
          schema: {
            summary: "The caller's manual-receive daily salaries it may still claim, soonest deadline first",
            response: answers(agentSalaryClaimListSchema),
          },
          config,
        },
        async (request) => ok(await settlement.listSalaryClaims(requireAgent(request).member.id)),
      );
      player.post(
        '/wps/agent/salary-claims/:obligationId',
        {
          schema: {
            summary: "Claim one of the caller's manual-receive daily salaries before its deadline; paid at once",
            params: agentSalaryClaimParamsSchema,
            response: answers(agentSalaryClaimResultSchema),
          },
          config,
        },
        async (request) =>
          ok(
            await settlement.claimSalary({
              memberId: requireAgent(request).member.id,
              obligationId: request.params.obligationId,
            }),
          ),
      );
    });
    await dependencies.guards.operator(app, (operator) => {
      operator.get(
        '/bo/agent-settlement/runs',
        {
          schema: {
            summary: 'Agent contract settlement runs, newest window first; paged',
            querystring: agentSettlementRunQuerySchema,
            response: answers(agentSettlementRunPageSchema),
          },
          config: { permission: 'payments.review', brand: 'filtered' },
        },
        async (request) => {
          const { rows, total } = await listRuns(db, {
            merchantIds: await listedBrandIds(request, dependencies.merchants, request.query.merchant),
            ...(request.query.kind ? { kind: request.query.kind } : {}),
            offset: pageOffset(request.query),
            limit: request.query.pageSize,
          });
          return ok(buildPage(rows.map(describeRun), request.query, total));
        },
      );
      operator.get(
        '/bo/agent-settlement/runs/:runId',
        {
          schema: {
            summary: "A run with each agent's statement: team figures, tier, gross, owed down, net and payment",
            params: agentSettlementRunParamsSchema,
            response: answers(agentSettlementRunDetailSchema),
          },
          config: { permission: 'payments.review', brand: runBrand },
        },
        async (request) => {
          const run = await findRun(db, request.params.runId);
          if (!run) throw new DomainError('NOT_FOUND');
          const statements = await listStatements(db, run.id);
          return ok({ run: describeRun(run), statements: statements.map(describeStatement) });
        },
      );
      operator.get(
        '/bo/agent-settlement/obligations',
        {
          schema: {
            summary: "Agents' contract pay to their downlines: what is still owed (the default) or all; paged",
            querystring: agentObligationQuerySchema,
            response: answers(agentObligationPageSchema),
          },
          config: { permission: 'payments.review', brand: 'filtered' },
        },
        async (request) => {
          const { rows, total } = await listObligations(db, {
            merchantIds: await listedBrandIds(request, dependencies.merchants, request.query.merchant),
            owedOnly: request.query.status === 'owed',
            ...(request.query.username ? { username: request.query.username } : {}),
            offset: pageOffset(request.query),
            limit: request.query.pageSize,
          });
          return ok(buildPage(rows.map(describeObligation), request.query, total));
        },
      );
      operator.post(
        '/bo/agent-settlement/obligations/:obligationId/retry',
        {
          schema: {
            summary:
              "Try an owed obligation now from the agent's wallet, instead of at its next 10-minute retry (audited)",
            params: agentObligationParamsSchema,
            response: answers(agentObligationRetryResultSchema),
          },
          config: { permission: 'payments.review', brand: obligationBrand },
        },
        async (request) =>
          ok(
            await settlement.retryObligationNow({
              obligationId: request.params.obligationId,
              operator: requireOperator(request, 'payments.review'),
            }),
          ),
      );
    });
  };
}
