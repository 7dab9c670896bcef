import {
  bonusCostQuerySchema,
  bonusCostReportSchema,
  bonusGrantParamsSchema,
  bonusPolicyBodySchema,
  bonusPolicySchema,
  consoleBonusGrantPageSchema,
  consoleBonusGrantSchema,
  consoleGrantQuerySchema,
  forfeitGrantBodySchema,
  recreditGrantBodySchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import {
  bonusCostReport,
  forfeitGrantByOperator,
  listConsoleGrants,
  readBonusPolicy,
  recreditGrant,
  saveBonusPolicy,
} from '../flows/bonus-console.js';
import type { Clock } from '../lib/clock.js';
import type { MerchantService } from '../modules/merchant/index.js';
import { sendCsv } from './csv-download.js';
import type { CsvColumn } from './csv-download.js';
import { ok } from './envelope.js';
import { brandIn, requireOperator } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

const merchantParamsSchema = z.object({ merchant: z.string().trim().min(1).max(64) });
const grantParamsSchema = merchantParamsSchema.extend(bonusGrantParamsSchema.shape);
const costCsvQuerySchema = bonusCostQuerySchema.extend(merchantParamsSchema.shape);

type CostRow = z.infer<typeof bonusCostReportSchema>['rows'][number];
const costColumns: readonly CsvColumn<CostRow & { currency: string }>[] = [
  { header: 'day', value: (row) => row.day },
  { header: 'promotion_id', value: (row) => row.promotionId ?? '' },
  { header: 'promotion', value: (row) => row.promotionTitle },
  { header: 'currency', value: (row) => row.currency },
  { header: 'grants', value: (row) => String(row.grants) },
  { header: 'granted', value: (row) => row.granted },
  { header: 'converted', value: (row) => row.converted },
  { header: 'forfeited', value: (row) => row.forfeited },
];

/**
 * The console's bonus screens (issue #19, decision 0077): a player's grants and the cost report under `bonus.read`;
 * forfeit, re-credit and the brand's policy (profile and contribution table) under `bonus.manage`, each change
 * audited in its own transaction.
 */
export function bonusConsoleRoutes(dependencies: {
  db: Database;
  clock: Clock;
  merchants: MerchantService;
  guards: RouteGuards;
}): FastifyPluginAsyncZod {
  return async (app) => {
    await dependencies.guards.operator(app, (operator) => {
      const read = { permission: 'bonus.read', brand: brandIn('params', 'merchant') } as const;
      const manage = { permission: 'bonus.manage', brand: brandIn('params', 'merchant') } as const;
      operator.get(
        '/bo/bonus-grants/:merchant',
        {
          schema: {
            summary: "One player's bonus grants in a brand, newest first: balance, turnover, expiry, terms; paged",
            params: merchantParamsSchema,
            querystring: consoleGrantQuerySchema,
            response: answers(consoleBonusGrantPageSchema),
          },
          config: read,
        },
        async (request) => {
          requireOperator(request, 'bonus.read');
          return ok(
            await listConsoleGrants(dependencies, {
              merchant: request.params.merchant,
              username: request.query.username,
              page: request.query,
              language: request.language,
            }),
          );
        },
      );
      operator.post(
        '/bo/bonus-grants/:merchant/:id/forfeit',
        {
          schema: {
            summary: "Forfeit a live grant's bonus money (never the player's cash), with a reason and note; audited",
            params: grantParamsSchema,
            body: forfeitGrantBodySchema,
            response: answers(consoleBonusGrantSchema),
          },
          config: manage,
        },
        async (request) =>
          ok(
            await forfeitGrantByOperator(dependencies, {
              operator: requireOperator(request, 'bonus.manage'),
              merchant: request.params.merchant,
              grantId: request.params.id,
              reason: request.body.reason,
              note: request.body.note,
              language: request.language,
            }),
          ),
      );
      operator.post(
        '/bo/bonus-grants/:merchant/:id/recredit',
        {
          schema: {
            summary:
              'Re-credit a closed grant: a new grant of the amount (at most the closed one granted) with its terms, ' +
              'once per closed grant; audited',
            params: grantParamsSchema,
            body: recreditGrantBodySchema,
            response: answers(consoleBonusGrantSchema),
          },
          config: manage,
        },
        async (request) =>
          ok(
            await recreditGrant(dependencies, {
              operator: requireOperator(request, 'bonus.manage'),
              merchant: request.params.merchant,
              grantId: request.params.id,
              amountMinor: request.body.amount,
              note: request.body.note,
              language: request.language,
            }),
          ),
      );
      operator.get(
        '/bo/bonus-policy/:merchant',
        {
          schema: {
            summary: "The brand's bonus profile and contribution table (strict with the default table when never set)",
            params: merchantParamsSchema,
            response: answers(bonusPolicySchema),
          },
          config: manage,
        },
        async (request) => {
          requireOperator(request, 'bonus.manage');
          return ok(await readBonusPolicy(dependencies, { merchant: request.params.merchant }));
        },
      );
      operator.put(
        '/bo/bonus-policy/:merchant',
        {
          schema: {
            summary: "Save the brand's bonus profile and contribution table; new grants take it; audited",
            params: merchantParamsSchema,
            body: bonusPolicyBodySchema,
            response: answers(bonusPolicySchema),
          },
          config: manage,
        },
        async (request) =>
          ok(
            await saveBonusPolicy(dependencies, {
              operator: requireOperator(request, 'bonus.manage'),
              merchant: request.params.merchant,
              policy: request.body,
            }),
          ),
      );
      operator.get(
        '/bo/bonus-cost/:merchant',
        {
          schema: {
            summary:
              "Bonus cost per day in the brand's zone and offer: grants, granted, became cash, forfeited or expired",
            params: merchantParamsSchema,
            querystring: bonusCostQuerySchema,
            response: answers(bonusCostReportSchema),
          },
          config: read,
        },
        async (request) => {
          requireOperator(request, 'bonus.read');
          return ok(
            await bonusCostReport(dependencies, {
              merchant: request.params.merchant,
              from: request.query.from,
              to: request.query.to,
              language: request.language,
            }),
          );
        },
      );
      operator.get(
        '/bo/bonus-cost.csv',
        {
          schema: {
            summary: 'The bonus cost report of a brand and days as CSV (the same rows as the report)',
            querystring: costCsvQuerySchema,
            produces: ['text/csv'],
          },
          config: { permission: 'bonus.read', brand: brandIn('query', 'merchant') },
        },
        async (request, reply) => {
          requireOperator(request, 'bonus.read');
          const report = await bonusCostReport(dependencies, { ...request.query, language: request.language });
          async function* rows() {
            for (const row of report.rows) yield { ...row, currency: report.currency };
          }
          return sendCsv(
            reply,
            `bonus-cost-${request.query.merchant}-${request.query.from}-${request.query.to}.csv`,
            costColumns,
            rows(),
          );
        },
      );
    });
  };
}
