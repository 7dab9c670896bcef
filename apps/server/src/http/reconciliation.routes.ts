import { accountMovesFilterSchema, accountMovesPageSchema, accountMovesQuerySchema } from '@croupier/contracts';
import type { AccountMove } from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { createReportService } from '../modules/report/index.js';
import type { CsvColumn } from './csv-download.js';
import { csvFileName, sendCsv } from './csv-download.js';
import { ok } from './envelope.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

const moveColumns: readonly CsvColumn<AccountMove>[] = [
  { header: 'transfer', value: (move) => move.transferId },
  { header: 'time', value: (move) => move.createdAt },
  { header: 'type', value: (move) => move.type },
  { header: 'reference', value: (move) => move.reference },
  { header: 'amount', value: (move) => move.amount },
  { header: 'balance_after', value: (move) => move.balanceAfter ?? '' },
  { header: 'counterpart_kind', value: (move) => move.counterpartKind },
  { header: 'counterpart_vendor', value: (move) => move.counterpartVendor },
];

/**
 * The reconciliation's drill-down: the moves behind an account the check flagged, paged and as CSV. Like the check
 * itself (`GET /bo/reconciliation`), it spans brands: operators of every brand with `wallet.reconcile` only.
 */
export function reconciliationRoutes(dependencies: {
  db: Database;
  clock: Clock;
  guards: RouteGuards;
}): FastifyPluginAsyncZod {
  const reports = createReportService({ db: dependencies.db });
  return async (app) => {
    await dependencies.guards.operator(app, (operator) => {
      operator.get(
        '/bo/reconciliation/moves',
        {
          schema: {
            summary: "One ledger account's moves, newest first, with its balance and the sum of its entries; paged",
            querystring: accountMovesQuerySchema,
            response: answers(accountMovesPageSchema),
          },
          config: { permission: 'wallet.reconcile', brand: 'platform' },
        },
        async (request) => ok(await reports.listMoves(request.query.account, request.query)),
      );

      operator.get(
        '/bo/reconciliation/moves.csv',
        {
          schema: {
            summary: 'Every move of one ledger account, newest first, as CSV (streamed)',
            querystring: accountMovesFilterSchema,
            produces: ['text/csv'],
          },
          config: { permission: 'wallet.reconcile', brand: 'platform' },
        },
        async (request, reply) =>
          sendCsv(
            reply,
            csvFileName('ledger-moves', dependencies.clock.now()),
            moveColumns,
            reports.exportMoves(request.query.account),
          ),
      );
    });
  };
}
