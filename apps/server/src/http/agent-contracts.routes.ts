import type { ContractKindName, MyContracts } from '@croupier/contracts';
import {
  agentContractSchema,
  consoleContractDetailSchema,
  consoleContractModifyBodySchema,
  consoleContractPageSchema,
  consoleContractQuerySchema,
  consoleContractReasonBodySchema,
  contractCallSchema,
  contractEventSchema,
  contractIdParamsSchema,
  contractModifyBodySchema,
  contractOfferBodySchema,
  contractSimulationSchema,
  issueTopContractBodySchema,
  myContractsSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, ReadReplica } from '../db/client.js';
import { changeTopContract, describeContractDetail, issueTopContract } from '../flows/issue-top-contract.js';
import type { ContractAgent } from '../flows/shared/agent-contract-party.js';
import {
  answerAgentContract,
  modifyAgentContract,
  offerAgentContract,
  terminateAgentContract,
  withdrawAgentContract,
} from '../flows/offer-agent-contract.js';
import { listAgentContracts } from '../flows/list-agent-contracts.js';
import { simulateAgentContract } from '../flows/simulate-agent-contract.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import { createAgentContractService, describeContract } from '../modules/agent-contracts/index.js';
import type { MerchantService } from '../modules/merchant/index.js';
import type { FastifyRequest } from 'fastify';
import { brandOf } from './brand-context.js';
import { ok } from './envelope.js';
import { requireAgent } from './member-auth.js';
import type { BrandScope } from './operator-auth.js';
import { brandIn, brandsOf, requireBrand, requireOperator } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers, getOrPost } from './route-schemas.js';

/** The spec's four calls (reference §1.2), one per contract kind. */
const kindCalls: { url: string; kind: ContractKindName; label: string }[] = [
  { url: '/wps/relay/MCS2_processDividendReq', kind: 'dividend', label: 'dividend' },
  { url: '/wps/relay/MCS2_processDailySalContract', kind: 'daily_salary', label: 'daily salary' },
  { url: '/wps/relay/MCS2_processContractHourSalary', kind: 'hourly_salary', label: 'hourly salary' },
  { url: '/wps/relay/MCSFE_processRealTimeSalaryContract', kind: 'realtime_salary', label: 'real-time salary' },
];

/**
 * Agent contracts (issue #18): the spec's calls by which an agent lists its contracts of a kind and answers offers,
 * the agent's calls to offer, modify, withdraw, terminate and simulate a contract to a direct downline, and the
 * console's top contracts. Only agents (types 1, 2, 41, 42) hold or offer contracts; an agent sees only contracts it
 * is a party to.
 */
export function agentContractsRoutes(dependencies: {
  db: Database;
  readReplica: ReadReplica;
  clock: Clock;
  merchants: MerchantService;
  guards: RouteGuards;
}): FastifyPluginAsyncZod {
  const { db, clock } = dependencies;
  const agentOf = (request: FastifyRequest): ContractAgent => {
    const { member } = requireAgent(request);
    return { id: member.id, merchantId: member.merchantId, username: member.username };
  };

  async function myContracts(agent: ContractAgent, kind: ContractKindName, product?: string): Promise<MyContracts> {
    // Read from the primary: the list answers an agent's own action just taken.
    return listAgentContracts({ db, clock }, { agentId: agent.id, kind, product });
  }

  const contractBrand: BrandScope = {
    brandOf: async (request) =>
      (await createAgentContractService({ db, clock }).get((request.params as { id: string }).id)).merchant_code,
  };

  return async (app) => {
    await dependencies.guards.player(app, (player) => {
      for (const call of kindCalls) {
        getOrPost(
          player,
          call.url,
          {
            summary:
              `My ${call.label} contracts, held and offered to my downlines; with contractId and status, first ` +
              'answers one (A accept / R reject an offer; C confirm / A refuse a termination request)',
            input: contractCallSchema,
            answer: myContractsSchema,
            config: { member: 'agent' },
          },
          async (request, input) => {
            const agent = agentOf(request);
            const contractId = input.contractId ?? input.id;
            if (contractId && input.status) {
              await answerAgentContract({ db, clock }, { agent, contractId, kind: call.kind, answer: input.status });
            }
            return ok(await myContracts(agent, call.kind, input.product));
          },
        );
      }

      player.post(
        '/wps/v2/agent/contracts/offers',
        {
          schema: {
            summary:
              'Offer a contract to a direct downline agent, its terms under my own contract of the kind and product',
            body: contractOfferBodySchema,
            response: answers(agentContractSchema),
          },
          config: { member: 'agent' },
        },
        async (request) => ok(await offerAgentContract({ db, clock }, { agent: agentOf(request), ...request.body })),
      );

      player.post(
        '/wps/v2/agent/contracts/simulations',
        {
          schema: {
            summary:
              'What a draft offer would have paid the downline and me over the last closed window (estimate: stake ' +
              'less payout, no carry, not for real-time salary)',
            body: contractOfferBodySchema,
            response: answers(contractSimulationSchema),
          },
          config: { member: 'agent' },
        },
        async (request) =>
          ok(
            await simulateAgentContract(
              { db: dependencies.readReplica, clock },
              {
                agent: agentOf(request),
                timeZone: brandOf(request).merchant.timeZone,
                currency: brandOf(request).merchant.currency,
                ...request.body,
              },
            ),
          ),
      );

      player.post(
        '/wps/v2/agent/contracts/:id/modification',
        {
          schema: {
            summary: 'Offer new terms for a signed contract I issued (E until the downline answers)',
            params: contractIdParamsSchema,
            body: contractModifyBodySchema,
            response: answers(agentContractSchema),
          },
          config: { member: 'agent' },
        },
        async (request) =>
          ok(
            await modifyAgentContract(
              { db, clock },
              { agent: agentOf(request), contractId: request.params.id, terms: request.body.terms },
            ),
          ),
      );

      for (const [path, flow, summary] of [
        [
          'withdrawal',
          withdrawAgentContract,
          'Take back an offer, modification or termination request not answered yet',
        ],
        [
          'termination',
          terminateAgentContract,
          'Ask the downline to end a signed contract I issued (V until it confirms)',
        ],
      ] as const) {
        player.post(
          `/wps/v2/agent/contracts/:id/${path}`,
          {
            schema: { summary, params: contractIdParamsSchema, response: answers(agentContractSchema) },
            config: { member: 'agent' },
          },
          async (request) => ok(await flow({ db, clock }, { agent: agentOf(request), contractId: request.params.id })),
        );
      }

      player.get(
        '/wps/v2/agent/contracts/:id/events',
        {
          schema: {
            summary: "A contract's event log, for its issuer or its receiver",
            params: contractIdParamsSchema,
            response: answers(z.array(contractEventSchema)),
          },
          config: { member: 'agent' },
        },
        async (request) => {
          const agent = agentOf(request);
          const detail = await createAgentContractService({ db, clock }).detail(request.params.id);
          if (detail.row.receiver_member_id !== agent.id && detail.row.issuer_member_id !== agent.id) {
            throw new DomainError('NOT_FOUND', { contractId: request.params.id });
          }
          return ok(detail.events);
        },
      );
    });

    await dependencies.guards.operator(app, (operator) => {
      operator.get(
        '/bo/agent-contracts',
        {
          schema: {
            summary: 'Agent contracts, most recently changed first, by brand, kind, status and username; paged',
            querystring: consoleContractQuerySchema,
            response: answers(consoleContractPageSchema),
          },
          config: { permission: 'players.read', brand: 'filtered' },
        },
        async (request) => {
          const query = request.query;
          if (query.merchant) requireBrand(request, query.merchant);
          const codes = query.merchant ? [query.merchant] : brandsOf(request);
          const merchantIds =
            codes === null
              ? null
              : (
                  await Promise.all(
                    codes.map((code) =>
                      dependencies.merchants.resolveMerchant({ code }).then(
                        (merchant) => merchant.id,
                        () => null,
                      ),
                    ),
                  )
                ).filter((id) => id !== null);
          const { rows, versions, total } = await createAgentContractService({
            db: dependencies.readReplica,
            clock,
          }).list({
            merchantIds,
            kind: query.kind,
            status: query.status,
            username: query.username,
            topOnly: query.topOnly,
            limit: query.pageSize,
            offset: (query.pageNo - 1) * query.pageSize,
          });
          return ok({
            content: rows.map((row) => ({ ...describeContract(row, versions), merchantCode: row.merchant_code })),
            pageNum: query.pageNo,
            totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
            total,
          });
        },
      );

      operator.get(
        '/bo/agent-contracts/:id',
        {
          schema: {
            summary: 'One contract with all its versions and its event log',
            params: contractIdParamsSchema,
            response: answers(consoleContractDetailSchema),
          },
          config: { permission: 'players.read', brand: contractBrand },
        },
        async (request) => {
          const { row: _row, ...detail } = await describeContractDetail({ db, clock }, request.params.id);
          return ok(detail);
        },
      );

      operator.post(
        '/bo/agent-contracts',
        {
          schema: {
            summary: 'Offer a top contract to an agent whose upline is none or not an agent (audited)',
            body: issueTopContractBodySchema,
            response: answers(consoleContractDetailSchema),
          },
          config: { permission: 'agent-contracts.manage', brand: brandIn('body', 'merchant') },
        },
        async (request) => {
          const merchant = await dependencies.merchants.resolveMerchant({ code: request.body.merchant });
          return ok(
            await issueTopContract(
              { db, clock },
              {
                merchant,
                username: request.body.username,
                product: request.body.product,
                terms: request.body.terms,
                operator: requireOperator(request, 'agent-contracts.manage'),
              },
            ),
          );
        },
      );

      operator.post(
        '/bo/agent-contracts/:id/modify',
        {
          schema: {
            summary: 'Offer new terms for a signed top contract, with a reason (audited)',
            params: contractIdParamsSchema,
            body: consoleContractModifyBodySchema,
            response: answers(consoleContractDetailSchema),
          },
          config: { permission: 'agent-contracts.manage', brand: contractBrand },
        },
        async (request) =>
          ok(
            await changeTopContract(
              { db, clock },
              {
                contractId: request.params.id,
                action: 'modify',
                reason: request.body.reason,
                terms: request.body.terms,
                operator: requireOperator(request, 'agent-contracts.manage'),
              },
            ),
          ),
      );

      for (const [action, summary] of [
        ['withdraw', 'Take back an unanswered top offer, modification or termination request, with a reason (audited)'],
        [
          'terminate',
          'End a top contract at the end of its current window, and every contract cut from it, with a reason (audited)',
        ],
      ] as const) {
        operator.post(
          `/bo/agent-contracts/:id/${action}`,
          {
            schema: {
              summary,
              params: contractIdParamsSchema,
              body: consoleContractReasonBodySchema,
              response: answers(consoleContractDetailSchema),
            },
            config: { permission: 'agent-contracts.manage', brand: contractBrand },
          },
          async (request) =>
            ok(
              await changeTopContract(
                { db, clock },
                {
                  contractId: request.params.id,
                  action,
                  reason: request.body.reason,
                  operator: requireOperator(request, 'agent-contracts.manage'),
                },
              ),
            ),
        );
      }
    });
  };
}
