import {
  configDiffSchema,
  configVersionSchema,
  consoleDrawDetailSchema,
  consoleDrawPageSchema,
  consoleLotteryGameSchema,
  drawParamsSchema,
  gameSettingQuerySchema,
  gameSettingSummarySchema,
  gameSettingVersionSchema,
  gameSettingsQuerySchema,
  lotteryConsolePaths,
  lotteryDrawFilterSchema,
  lotteryDrawQuerySchema,
  oddsTableQuerySchema,
  oddsTableSummarySchema,
  oddsTableVersionSchema,
  oddsTablesQuerySchema,
  versionDiffParamsSchema,
  versionParamsSchema,
} from '@croupier/contracts';
import type { ConsoleDraw } from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../lib/clock.js';
import { createLotteryConsoleService } from '../modules/lottery/index.js';
import type { MerchantService } from '../modules/merchant/index.js';
import type { Database, ReadReplica } from '../db/client.js';
import type { CsvColumn } from './csv-download.js';
import { csvFileName, sendCsv } from './csv-download.js';
import { ok } from './envelope.js';
import { brandIn, requireOperator } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

const drawColumns: readonly CsvColumn<ConsoleDraw>[] = [
  { header: 'game', value: (draw) => draw.gameCode },
  { header: 'game_name', value: (draw) => draw.gameName },
  { header: 'numero', value: (draw) => draw.numero },
  { header: 'day', value: (draw) => draw.day },
  { header: 'open_at', value: (draw) => draw.openAt },
  { header: 'close_at', value: (draw) => draw.closeAt },
  { header: 'draw_at', value: (draw) => draw.drawAt },
  { header: 'status', value: (draw) => draw.status },
  { header: 'result', value: (draw) => draw.winNo ?? '' },
  { header: 'result_version', value: (draw) => String(draw.resultVersion) },
  { header: 'settled_version', value: (draw) => String(draw.settledVersion) },
  { header: 'void_reason', value: (draw) => draw.voidReason ?? '' },
];

/**
 * The console's lottery reads: the catalogue, draws by game and day (paged and as CSV), a draw's detail with its
 * money and result entries, and each brand's odds tables and game settings as versions with a diff between two.
 * Draws are shared by every brand (platform scope, as the result calls); tables and settings are a brand's own.
 * The changes (stop sales, results, saves) are in lottery.routes.ts.
 */
export function lotteryConsoleRoutes(dependencies: {
  db: Database;
  readReplica: ReadReplica;
  clock: Clock;
  merchants: MerchantService;
  guards: RouteGuards;
}): FastifyPluginAsyncZod {
  // A draw's detail is read right after a stop or a confirmation: from the primary. Lists may lag a moment.
  const primary = createLotteryConsoleService({ db: dependencies.db });
  const replica = createLotteryConsoleService({ db: dependencies.readReplica });
  const merchantIdOf = async (code: string) => (await dependencies.merchants.resolveMerchant({ code })).id;

  return async (app) => {
    await dependencies.guards.operator(app, (operator) => {
      operator.get(
        lotteryConsolePaths.games,
        {
          schema: {
            summary: 'The lottery catalogue with each game’s result shape',
            response: answers(z.array(consoleLotteryGameSchema)),
          },
          config: { permission: 'lottery.results', brand: 'platform' },
        },
        async (request) => ok(primary.listGames(request.language)),
      );
      operator.get(
        lotteryConsolePaths.draws,
        {
          schema: {
            summary: 'Draws by game, day and status; sorted by draw time; paged',
            querystring: lotteryDrawQuerySchema,
            response: answers(consoleDrawPageSchema),
          },
          config: { permission: 'lottery.results', brand: 'platform' },
        },
        async (request) => ok(await replica.listDraws(request.query, request.language)),
      );
      operator.get(
        lotteryConsolePaths.drawsCsv,
        {
          schema: {
            summary: 'Every draw the filter matches, as CSV (streamed)',
            querystring: lotteryDrawFilterSchema,
            produces: ['text/csv'],
          },
          config: { permission: 'lottery.results', brand: 'platform' },
        },
        async (request, reply) =>
          sendCsv(
            reply,
            csvFileName('lottery-draws', dependencies.clock.now()),
            drawColumns,
            replica.exportDraws(request.query, request.language),
          ),
      );
      operator.get(
        lotteryConsolePaths.drawDetail,
        {
          schema: {
            summary: 'A draw: times, result, tickets, stakes and payouts per currency, and its result entries',
            params: drawParamsSchema,
            response: answers(consoleDrawDetailSchema),
          },
          config: { permission: 'lottery.results', brand: 'platform' },
        },
        async (request) =>
          ok(
            await primary.drawDetail(
              request.params.gameCode,
              request.params.numero,
              requireOperator(request, 'lottery.results').id,
              request.language,
            ),
          ),
      );

      const configure = { permission: 'lottery.configure', brand: brandIn('query', 'merchant') } as const;
      operator.get(
        lotteryConsolePaths.oddsTables,
        {
          schema: {
            summary: "A brand's odds tables and the version in force of each",
            querystring: oddsTablesQuerySchema,
            response: answers(z.array(oddsTableSummarySchema)),
          },
          config: configure,
        },
        async (request) => ok(await primary.listOddsTables(await merchantIdOf(request.query.merchant))),
      );
      operator.get(
        lotteryConsolePaths.oddsTableVersions,
        {
          schema: {
            summary: "The versions of a brand's odds table, newest first (who saved each, when)",
            querystring: oddsTableQuerySchema,
            response: answers(z.array(configVersionSchema)),
          },
          config: configure,
        },
        async (request) =>
          ok(await primary.oddsTableVersions(await merchantIdOf(request.query.merchant), request.query.code)),
      );
      operator.get(
        lotteryConsolePaths.oddsTableVersion,
        {
          schema: {
            summary: "One version of a brand's odds table",
            params: versionParamsSchema,
            querystring: oddsTableQuerySchema,
            response: answers(oddsTableVersionSchema),
          },
          config: configure,
        },
        async (request) =>
          ok(
            await primary.oddsTableVersion(
              await merchantIdOf(request.query.merchant),
              request.query.code,
              request.params.version,
            ),
          ),
      );
      operator.get(
        lotteryConsolePaths.oddsTableDiff,
        {
          schema: {
            summary: "What changed between two versions of a brand's odds table",
            params: versionDiffParamsSchema,
            querystring: oddsTableQuerySchema,
            response: answers(configDiffSchema),
          },
          config: configure,
        },
        async (request) =>
          ok(
            await primary.oddsTableDiff(
              await merchantIdOf(request.query.merchant),
              request.query.code,
              request.params.from,
              request.params.to,
            ),
          ),
      );
      operator.get(
        lotteryConsolePaths.gameSettings,
        {
          schema: {
            summary: "A brand's settings of every game: the version in force",
            querystring: gameSettingsQuerySchema,
            response: answers(z.array(gameSettingSummarySchema)),
          },
          config: configure,
        },
        async (request) =>
          ok(await primary.listGameSettings(await merchantIdOf(request.query.merchant), request.language)),
      );
      operator.get(
        lotteryConsolePaths.gameSettingVersions,
        {
          schema: {
            summary: "The versions of a brand's settings of a game, newest first (0: the defaults)",
            querystring: gameSettingQuerySchema,
            response: answers(z.array(configVersionSchema)),
          },
          config: configure,
        },
        async (request) =>
          ok(await primary.gameSettingVersions(await merchantIdOf(request.query.merchant), request.query.gameCode)),
      );
      operator.get(
        lotteryConsolePaths.gameSettingVersion,
        {
          schema: {
            summary: "One version of a brand's settings of a game",
            params: versionParamsSchema,
            querystring: gameSettingQuerySchema,
            response: answers(gameSettingVersionSchema),
          },
          config: configure,
        },
        async (request) =>
          ok(
            await primary.gameSettingVersion(
              await merchantIdOf(request.query.merchant),
              request.query.gameCode,
              request.params.version,
            ),
          ),
      );
      operator.get(
        lotteryConsolePaths.gameSettingDiff,
        {
          schema: {
            summary: "What changed between two versions of a brand's settings of a game",
            params: versionDiffParamsSchema,
            querystring: gameSettingQuerySchema,
            response: answers(configDiffSchema),
          },
          config: configure,
        },
        async (request) =>
          ok(
            await primary.gameSettingDiff(
              await merchantIdOf(request.query.merchant),
              request.query.gameCode,
              request.params.from,
              request.params.to,
            ),
          ),
      );
    });
  };
}
