import {
  catalogueImportResultSchema,
  catalogueSchema,
  favoriteIdsQuerySchema,
  favoriteListQuerySchema,
  favoriteToggleBodySchema,
  gameLaunchSchema,
  gameListQuerySchema,
  gameMaintenanceBodySchema,
  gamePageSchema,
  gameRecordPageSchema,
  gameRecordPaths,
  gameRecordQuerySchema,
  gameRoomSchema,
  gameTileSchema,
  hotGamesQuerySchema,
  launchGameBodySchema,
  merchantCodeBodySchema,
  profitLossQuerySchema,
  profitLossSchema,
  rankListQuerySchema,
  recentGamesQuerySchema,
  roomListQuerySchema,
  subGamesQuerySchema,
  vendorLaneQuerySchema,
  vendorLanesSchema,
  winnerEntrySchema,
} from '@croupier/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, ReadReplica } from '../db/client.js';
import { auditOperatorAction } from '../flows/audit-operator-action.js';
import { launchGame } from '../flows/launch-game.js';
import type { GameEngineLauncher } from '../flows/launch-game.js';
import { listGameRecords, summarizeProfitLoss } from '../flows/list-game-records.js';
import { createWinnersBoard } from '../flows/list-winners.js';
import { listLatestJackpotWins } from '../flows/jackpot.js';
import type { Clock } from '../lib/clock.js';
import type { GamesService } from '../modules/games/index.js';
import { bannerIndexOf, createGamesService, drawBanner } from '../modules/games/index.js';
import { createLotteryRecordsService } from '../modules/lottery/index.js';
import { createMemberService } from '../modules/member/index.js';
import { createOperatorService } from '../modules/operator/index.js';
import type { MerchantService } from '../modules/merchant/index.js';
import { brandOf } from './brand-context.js';
import { ok } from './envelope.js';
import { requireMember, requireRealMember } from './member-auth.js';
import { brandIn, requireOperator } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers, getOrPost, mergeQueryIntoBody } from './route-schemas.js';

const fileParamsSchema = z.object({ file: z.string().min(1).max(100) });
const importBodySchema = merchantCodeBodySchema.extend({ catalogue: catalogueSchema });
const favouriteSchema = z.object({ nodeId: z.string(), favourite: z.boolean() });

/** Drawn images never change at a URL (the URL carries their hash): cached for a year. */
function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('Content-Type', 'image/svg+xml; charset=utf-8')
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .send(svg);
}

/** The logged-in member if any; a member who must change their password is refused like everywhere else. */
function optionalMember(request: FastifyRequest) {
  return request.member ? requireMember(request) : null;
}

/** The spec's game calls (§7), launch, the drawn images and the operator's catalogue switches. */
export function gamesRoutes(dependencies: {
  db: Database;
  readReplica: ReadReplica;
  clock: Clock;
  games: GamesService;
  engines: Readonly<Partial<Record<string, GameEngineLauncher>>>;
  merchants: MerchantService;
  guards: RouteGuards;
}): FastifyPluginAsyncZod {
  const { games, clock } = dependencies;
  // The betting record and profit and loss read from the replica: a bet just placed may show a moment later there.
  const recordSources = {
    games: createGamesService({ db: dependencies.readReplica, clock }),
    lottery: createLotteryRecordsService({ db: dependencies.readReplica }),
  };
  // Every home page asks for the winners: they come from the replica, through each instance's short-lived board.
  const winners = createWinnersBoard({
    games: recordSources.games,
    members: createMemberService({ db: dependencies.readReplica, clock }),
    clock,
    jackpotWins: (merchantId, since, limit) =>
      listLatestJackpotWins(dependencies.readReplica, merchantId, since, limit),
  });
  const merchantIdOf = async (code: string) => (await dependencies.merchants.resolveMerchant({ code })).id;
  const context = (request: FastifyRequest, language?: FastifyRequest['language']) => ({
    merchantId: brandOf(request).merchant.id,
    memberId: optionalMember(request)?.member.id ?? null,
    language: language ?? request.language,
  });
  return async (app) => {
    await dependencies.guards.player(app, (player) => {
      player.get(
        '/wps/relay/GCSGAME_gameList',
        {
          schema: {
            summary: 'A page of the catalogue',
            querystring: gameListQuerySchema,
            response: answers(gamePageSchema),
          },
        },
        async (request) => ok(await games.listLobbyGames(context(request, request.query.language), request.query)),
      );
      player.get(
        '/wps/relay/GCSGAME_newGameVendor',
        {
          schema: {
            summary: 'The vendor lanes of the lobby',
            querystring: vendorLaneQuerySchema,
            response: answers(vendorLanesSchema),
          },
        },
        async (request) =>
          ok(await games.listVendorLanes(brandOf(request).merchant.id, { flush: request.query.flush ?? false })),
      );
      player.get(
        '/wps/relay/GCSGAME_hotGamesV2',
        {
          schema: {
            summary: 'Hot games',
            querystring: hotGamesQuerySchema,
            response: answers(z.array(gameTileSchema)),
          },
        },
        async (request) =>
          ok(
            await games.listHotGames(context(request, request.query.language), {
              limit: request.query.limit,
              ...(request.query.gameType ? { gameType: request.query.gameType } : {}),
            }),
          ),
      );
      player.get(
        '/wps/relay/GCS_recentGame',
        {
          schema: {
            summary: "The member's recent games",
            querystring: recentGamesQuerySchema,
            response: answers(gamePageSchema),
          },
          config: { member: 'any' },
        },
        async (request) => ok(await games.listRecent(context(request, request.query.language), request.query)),
      );
      player.get(
        '/wps/relay/MCSFE_getFavoriteGames',
        {
          schema: {
            summary: "The member's favourite game ids",
            querystring: favoriteIdsQuerySchema,
            response: answers(z.array(z.string())),
          },
          config: { member: 'any' },
        },
        async (request) =>
          ok(
            await games.listFavouriteNodeIds({
              merchantId: brandOf(request).merchant.id,
              memberId: requireMember(request).member.id,
              ...(request.query.gameType ? { gameType: request.query.gameType } : {}),
              ...(request.query.vassalage ? { vendorCode: request.query.vassalage } : {}),
            }),
          ),
      );
      player.get(
        '/wps/relay/MCSFE_getFavoriteGamesList',
        {
          schema: {
            summary: "The member's favourite games",
            querystring: favoriteListQuerySchema,
            response: answers(gamePageSchema),
          },
          config: { member: 'any' },
        },
        async (request) => ok(await games.listFavourites(context(request, request.query.language), request.query)),
      );
      const toggleFavourite = (request: FastifyRequest, nodeId: number, favourite: boolean) =>
        games.toggleFavourite({
          merchantId: brandOf(request).merchant.id,
          memberId: requireMember(request).member.id,
          nodeId,
          favourite,
        });
      player.post(
        '/wps/relay/MCSFE_addFavoriteGameV2',
        {
          schema: {
            summary: 'Add a favourite game',
            body: favoriteToggleBodySchema,
            response: answers(favouriteSchema),
          },
          config: { member: 'any' },
        },
        async (request) => ok(await toggleFavourite(request, request.body.nodeId, true)),
      );
      // The spec removes with DELETE (input in the query) or POST (input in the body or the query).
      player.route({
        method: ['DELETE', 'POST'],
        url: '/wps/relay/MCSFE_removeFavoriteGameV2',
        schema: {
          summary: 'Remove a favourite game',
          body: favoriteToggleBodySchema,
          response: answers(favouriteSchema),
        },
        config: { member: 'any' },
        preValidation: mergeQueryIntoBody,
        handler: async (request) => ok(await toggleFavourite(request, request.body.nodeId, false)),
      });
      player.get(
        '/wps/relay/GCSGAME_getVassGameType',
        {
          schema: {
            summary: "A vendor's sub-games",
            querystring: subGamesQuerySchema,
            response: answers(z.array(gameTileSchema)),
          },
        },
        async (request) => ok(await games.listSubGames(context(request, request.query.language), request.query.nodeId)),
      );
      player.get(
        '/wps/relay/GLS2_roomList',
        {
          schema: {
            summary: 'Game rooms',
            querystring: roomListQuerySchema,
            response: answers(z.array(gameRoomSchema)),
          },
        },
        async (request) =>
          ok(
            await games.listGameRooms(context(request, request.query.language), {
              ...(request.query.nodeId ? { nodeId: request.query.nodeId } : {}),
              ...(request.query.vassalage ? { vendorCode: request.query.vassalage } : {}),
            }),
          ),
      );
      player.get(
        '/wps/relay/GCSGAME_getRankList',
        {
          schema: {
            summary: 'Latest big wins (masked names), newest first',
            querystring: rankListQuerySchema,
            response: answers(z.object({ list: z.array(winnerEntrySchema) })),
          },
        },
        async (request) =>
          ok(
            await winners.list({
              merchantId: brandOf(request).merchant.id,
              gameCategory: request.query.gameCategory,
              limit: request.query.limitNum,
              language: request.query.language ?? request.language,
            }),
          ),
      );
      getOrPost(
        player,
        gameRecordPaths.records,
        {
          summary: "The member's game rounds with totals",
          input: gameRecordQuerySchema,
          answer: gameRecordPageSchema,
          config: { member: 'real' },
        },
        async (request, query) =>
          ok(
            await listGameRecords(recordSources, {
              merchant: brandOf(request).merchant,
              memberId: requireRealMember(request).member.id,
              query,
              language: request.language,
              now: clock.now(),
            }),
          ),
      );
      getOrPost(
        player,
        gameRecordPaths.profitLoss,
        {
          summary: "The member's profit and loss per category",
          input: profitLossQuerySchema,
          answer: profitLossSchema,
          config: { member: 'real' },
        },
        async (request, query) =>
          ok(
            await summarizeProfitLoss(recordSources, {
              merchant: brandOf(request).merchant,
              memberId: requireRealMember(request).member.id,
              query,
              now: clock.now(),
            }),
          ),
      );
      player.post(
        '/wps/game/launchGame',
        {
          schema: {
            summary: 'Launch a game (real or demo play)',
            body: launchGameBodySchema,
            response: answers(gameLaunchSchema),
          },
          // A launch without a body asks for the defaults.
          preValidation: async (request: FastifyRequest) => {
            request.body ??= {};
          },
        },
        async (request) =>
          ok(
            await launchGame(
              { games, engines: dependencies.engines },
              {
                merchant: brandOf(request).merchant,
                member: optionalMember(request),
                nodeId: request.body.nodeId,
                vendorCode: request.body.vassalage,
                gameCode: request.body.gameCode,
                demo: request.body.demo,
                language: request.body.language ?? request.language,
              },
            ),
          ),
      );
    });

    app.get(
      '/static/game-icons/:file',
      { schema: { summary: 'A drawn game icon', params: fileParamsSchema, produces: ['image/svg+xml'] } },
      async (request, reply) => {
        const match = /^(\d{1,15})-([0-9a-f]{10})\.svg$/.exec(request.params.file);
        const svg = match ? await games.drawIcon(Number(match[1]), match[2] ?? '') : null;
        return svg ? sendSvg(reply, svg) : reply.callNotFound();
      },
    );
    app.get(
      '/static/vendor-icons/:file',
      { schema: { summary: 'A drawn vendor icon', params: fileParamsSchema, produces: ['image/svg+xml'] } },
      async (request, reply) => {
        const { file } = request.params;
        const vendor = /^([A-Za-z0-9_]+)-[0-9a-f]{10}\.svg$/.exec(file)?.[1];
        const svg = vendor ? games.drawVendorIcon(vendor, `/static/vendor-icons/${file}`) : null;
        return svg ? sendSvg(reply, svg) : reply.callNotFound();
      },
    );
    app.get(
      '/static/banners/:file',
      { schema: { summary: 'A drawn banner', params: fileParamsSchema, produces: ['image/svg+xml'] } },
      async (request, reply) => {
        const index = bannerIndexOf(request.params.file);
        return index === null ? reply.callNotFound() : sendSvg(reply, drawBanner(index));
      },
    );

    await dependencies.guards.operator(app, (operator) => {
      operator.post(
        '/bo/games/maintenance',
        {
          schema: {
            summary: 'Put a vendor or a game in or out of maintenance',
            body: gameMaintenanceBodySchema,
            response: answers(z.object({ maintenance: z.boolean() })),
          },
          config: { permission: 'games.manage', brand: brandIn('body', 'merchant') },
        },
        async (request) => {
          const { merchant, vendor, nodeId, maintenance } = request.body;
          const merchantId = await merchantIdOf(merchant);
          return ok(
            await auditOperatorAction(
              dependencies,
              {
                operator: requireOperator(request, 'games.manage'),
                action: 'games.maintenance.set',
                target: `${merchant}:${nodeId ?? vendor ?? ''}`,
                detail: () => ({ maintenance }),
              },
              (transaction) =>
                createGamesService({ db: transaction, clock }).setMaintenance(
                  merchantId,
                  { vendorCode: vendor, nodeId },
                  maintenance,
                ),
            ),
          );
        },
      );
      operator.post(
        '/bo/games/cache/flush',
        {
          schema: {
            summary: "Flush a brand's catalogue cache",
            body: merchantCodeBodySchema,
            response: answers(z.object({ flushed: z.literal(true) })),
          },
          config: { permission: 'games.manage', brand: brandIn('body', 'merchant') },
        },
        async (request) => {
          const merchantId = await merchantIdOf(request.body.merchant);
          await auditOperatorAction(
            dependencies,
            {
              operator: requireOperator(request, 'games.manage'),
              action: 'games.cache.flush',
              target: request.body.merchant,
            },
            (transaction) => createGamesService({ db: transaction, clock }).flushCaches(merchantId),
          );
          return ok({ flushed: true as const });
        },
      );
      operator.post(
        '/bo/games/import',
        {
          schema: {
            summary: "Import a brand's catalogue",
            body: importBodySchema,
            response: answers(catalogueImportResultSchema),
          },
          config: { permission: 'games.manage', brand: brandIn('body', 'merchant') },
        },
        async (request) => {
          const operator = requireOperator(request, 'games.manage');
          const { merchant, catalogue } = request.body;
          return ok(
            await games.importCatalogue(await merchantIdOf(merchant), catalogue, (transaction, counts) =>
              createOperatorService({ db: transaction, clock }).audit(
                operator,
                'games.catalogue.import',
                merchant,
                counts,
              ),
            ),
          );
        },
      );
    });
  };
}
