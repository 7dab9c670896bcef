import {
  catalogueImportParamsSchema,
  catalogueImportQuerySchema,
  catalogueImportSchema,
  catalogueImportStartSchema,
  consoleGameFilterSchema,
  consoleGamePageSchema,
  consoleGameQuerySchema,
  consoleGameSchema,
  consoleVendorSchema,
  gameParamsSchema,
  gamePatchSchema,
  vendorListQuerySchema,
  vendorParamsSchema,
  vendorUpdateSchema,
} from '@croupier/contracts';
import type { CatalogueImport, ConsoleGame } from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { auditOperatorAction } from '../flows/audit-operator-action.js';
import type { CacheInvalidation } from '../lib/cache-invalidation.js';
import type { Clock } from '../lib/clock.js';
import { createCatalogueConsoleService } from '../modules/games/index.js';
import type { CatalogueConsoleService } from '../modules/games/index.js';
import type { MerchantService } from '../modules/merchant/index.js';
import { csvFileName, sendCsv } from './csv-download.js';
import type { CsvColumn } from './csv-download.js';
import { ok } from './envelope.js';
import { brandIn, requireOperator } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

const gameCsvColumns: readonly CsvColumn<ConsoleGame>[] = [
  { header: 'id', value: (row) => String(row.id) },
  { header: 'vendor', value: (row) => row.vendorCode },
  { header: 'gameCode', value: (row) => row.gameCode },
  { header: 'gameType', value: (row) => row.gameType },
  { header: 'nameEn', value: (row) => row.names.en ?? '' },
  { header: 'nameTh', value: (row) => row.names.th ?? '' },
  { header: 'isHot', value: (row) => String(row.isHot) },
  { header: 'isNew', value: (row) => String(row.isNew) },
  { header: 'sortOrder', value: (row) => String(row.sortOrder) },
  { header: 'enabled', value: (row) => String(row.enabled) },
  { header: 'maintenance', value: (row) => String(row.maintenance) },
  { header: 'classifications', value: (row) => row.classifications.join(';') },
  { header: 'iconUrl', value: (row) => row.iconUrl ?? '' },
  { header: 'updatedAt', value: (row) => row.updatedAt },
];

/**
 * The console's games and vendors under `games.manage`: vendors' switches and order, the games list with its
 * switches, and catalogue imports recorded as jobs. Every change is audited with before and after in its
 * transaction and bumps the brand's catalogue version (which every instance's lobby reads); a vendor change also
 * makes every instance forget its cached vendors (decision 0022).
 */
export function catalogueConsoleRoutes(dependencies: {
  db: Database;
  clock: Clock;
  caches: CacheInvalidation;
  merchants: MerchantService;
  guards: RouteGuards;
  onImportFailed: (error: unknown) => void;
}): FastifyPluginAsyncZod {
  const { db, clock, caches, merchants } = dependencies;
  const catalogue = createCatalogueConsoleService({ db, clock });
  const brandOfCode = (code: string) => merchants.resolveMerchant({ code });
  return async (app) => {
    await dependencies.guards.operator(app, (operator) => {
      operator.get(
        '/bo/vendors',
        {
          schema: {
            summary: "A brand's game vendors",
            querystring: vendorListQuerySchema,
            response: answers(z.array(consoleVendorSchema)),
          },
          config: { permission: 'games.manage', brand: brandIn('query', 'merchant') },
        },
        async (request) => ok(await catalogue.listVendors((await brandOfCode(request.query.merchant)).id)),
      );
      operator.put(
        '/bo/vendors/:code',
        {
          schema: {
            summary: "Change a vendor's switches and order",
            params: vendorParamsSchema,
            body: vendorUpdateSchema,
            response: answers(consoleVendorSchema.pick({ enabled: true, maintenance: true, sortOrder: true })),
          },
          config: { permission: 'games.manage', brand: brandIn('body', 'merchant') },
        },
        async (request) => {
          const { merchant, ...change } = request.body;
          const merchantId = (await brandOfCode(merchant)).id;
          const result = await auditOperatorAction<Awaited<ReturnType<CatalogueConsoleService['changeVendor']>>>(
            { db, clock },
            {
              operator: requireOperator(request, 'games.manage'),
              action: 'games.vendor.update',
              target: `${merchant}:${request.params.code}`,
              detail: ({ before, after }) => ({ before, after }),
            },
            (transaction) =>
              createCatalogueConsoleService({ db: transaction, clock }).changeVendor(
                merchantId,
                request.params.code,
                change,
              ),
          );
          caches.invalidate('vendors');
          return ok(result.after);
        },
      );
      operator.get(
        '/bo/games',
        {
          schema: {
            summary: "A page of a brand's games",
            querystring: consoleGameQuerySchema,
            response: answers(consoleGamePageSchema),
          },
          config: { permission: 'games.manage', brand: brandIn('query', 'merchant') },
        },
        async (request) => {
          const { merchant, pageNo, pageSize, ...filter } = request.query;
          return ok(await catalogue.listGames((await brandOfCode(merchant)).id, filter, { pageNo, pageSize }));
        },
      );
      operator.get(
        '/bo/games.csv',
        {
          schema: {
            summary: "A brand's games matching the filter, as CSV",
            querystring: consoleGameFilterSchema,
            produces: ['text/csv'],
          },
          config: { permission: 'games.manage', brand: brandIn('query', 'merchant') },
        },
        async (request, reply) => {
          const { merchant, ...filter } = request.query;
          const rows = catalogue.exportGames((await brandOfCode(merchant)).id, filter);
          return sendCsv(reply, csvFileName(`games-${merchant}`, clock.now()), gameCsvColumns, rows);
        },
      );
      operator.patch(
        '/bo/games/:id',
        {
          schema: {
            summary: "Change a game's switches, order, categories or icon",
            params: gameParamsSchema,
            body: gamePatchSchema,
            response: answers(consoleGameSchema),
          },
          config: { permission: 'games.manage', brand: brandIn('body', 'merchant') },
        },
        async (request) => {
          const { merchant, ...patch } = request.body;
          const merchantId = (await brandOfCode(merchant)).id;
          const result = await auditOperatorAction<Awaited<ReturnType<CatalogueConsoleService['patchGame']>>>(
            { db, clock },
            {
              operator: requireOperator(request, 'games.manage'),
              action: 'games.game.update',
              target: `${merchant}:${request.params.id}`,
              detail: ({ before, after }) => ({ before, after }),
            },
            (transaction) =>
              createCatalogueConsoleService({ db: transaction, clock }).patchGame(merchantId, request.params.id, patch),
          );
          return ok(result.game);
        },
      );
      operator.post(
        '/bo/games/imports',
        {
          schema: {
            summary: 'Start importing a catalogue file (JSON or CSV) into a brand',
            body: catalogueImportStartSchema,
            response: answers(catalogueImportSchema),
          },
          config: { permission: 'games.manage', brand: brandIn('body', 'merchant') },
        },
        async (request) => {
          const operatorAccount = requireOperator(request, 'games.manage');
          const { merchant, fileName, content } = request.body;
          const brand = await brandOfCode(merchant);
          const prepared = catalogue.prepareImport(fileName, content);
          const job = await auditOperatorAction<CatalogueImport>(
            { db, clock },
            {
              operator: operatorAccount,
              action: 'games.catalogue.import',
              target: merchant,
              detail: (recorded) => ({ import: recorded.id, fileName, rows: recorded.totalRows }),
            },
            (transaction) =>
              createCatalogueConsoleService({ db: transaction, clock }).recordImport(
                { merchantId: brand.id, merchantCode: brand.code, operatorName: operatorAccount.username },
                prepared,
              ),
          );
          // The import runs after the answer; the console follows it through GET /bo/games/imports/:id.
          void catalogue.runImport(job.id, brand.id, prepared).catch(dependencies.onImportFailed);
          return ok(job);
        },
      );
      operator.get(
        '/bo/games/imports',
        {
          schema: {
            summary: "A brand's latest catalogue imports",
            querystring: catalogueImportQuerySchema,
            response: answers(z.array(catalogueImportSchema)),
          },
          config: { permission: 'games.manage', brand: brandIn('query', 'merchant') },
        },
        async (request) => {
          const brand = await brandOfCode(request.query.merchant);
          return ok(await catalogue.listImports(brand.id, brand.code));
        },
      );
      operator.get(
        '/bo/games/imports/:id',
        {
          schema: {
            summary: "A catalogue import's progress and report",
            params: catalogueImportParamsSchema,
            querystring: catalogueImportQuerySchema,
            response: answers(catalogueImportSchema),
          },
          config: { permission: 'games.manage', brand: brandIn('query', 'merchant') },
        },
        async (request) => {
          const brand = await brandOfCode(request.query.merchant);
          return ok(await catalogue.getImport(brand.id, brand.code, request.params.id));
        },
      );
    });
  };
}
