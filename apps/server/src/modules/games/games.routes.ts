import {
  announcementQuerySchema,
  catalogueSchema,
  favoriteIdsQuerySchema,
  favoriteListQuerySchema,
  favoriteToggleBodySchema,
  gameListQuerySchema,
  gameMaintenanceBodySchema,
  gameRecordPaths,
  gameRecordQuerySchema,
  profitLossQuerySchema,
  hotGamesQuerySchema,
  launchGameBodySchema,
  merchantCodeBodySchema,
  rankListQuerySchema,
  recentGamesQuerySchema,
  roomListQuerySchema,
  subGamesQuerySchema,
  vendorLaneQuerySchema,
} from '@croupier/contracts';
import type {
  AnnouncementGroups,
  GameLaunch,
  GamePage,
  GameRoom,
  GameTile,
  VendorLanes,
  WinnerEntry,
  GameRecordPage,
  ProfitLoss,
} from '@croupier/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { requireMember, requireRealMember } from '../../http/member-auth.js';
import { requireOperator } from '../../http/operator-auth.js';
import { parseInput } from '../../http/parse-input.js';

type Input<Schema extends z.ZodType> = z.output<Schema>;

/** The catalogue calls, bound by app.ts to the games module and the flows. */
export type GamesRouteDependencies = {
  list: (request: FastifyRequest, query: Input<typeof gameListQuerySchema>) => Promise<GamePage>;
  lanes: (request: FastifyRequest, query: Input<typeof vendorLaneQuerySchema>) => Promise<VendorLanes>;
  hot: (request: FastifyRequest, query: Input<typeof hotGamesQuerySchema>) => Promise<GameTile[]>;
  recent: (request: FastifyRequest, query: Input<typeof recentGamesQuerySchema>) => Promise<GamePage>;
  favouriteIds: (request: FastifyRequest, query: Input<typeof favoriteIdsQuerySchema>) => Promise<string[]>;
  favouriteList: (request: FastifyRequest, query: Input<typeof favoriteListQuerySchema>) => Promise<GamePage>;
  toggleFavourite: (
    request: FastifyRequest,
    body: Input<typeof favoriteToggleBodySchema>,
    favourite: boolean,
  ) => Promise<{ nodeId: string; favourite: boolean }>;
  subGames: (request: FastifyRequest, query: Input<typeof subGamesQuerySchema>) => Promise<GameTile[]>;
  rooms: (request: FastifyRequest, query: Input<typeof roomListQuerySchema>) => Promise<GameRoom[]>;
  winners: (request: FastifyRequest, query: Input<typeof rankListQuerySchema>) => Promise<{ list: WinnerEntry[] }>;
  announcements: (request: FastifyRequest, query: Input<typeof announcementQuerySchema>) => Promise<AnnouncementGroups>;
  launch: (request: FastifyRequest, body: Input<typeof launchGameBodySchema>) => Promise<GameLaunch>;
  records: (request: FastifyRequest, query: Input<typeof gameRecordQuerySchema>) => Promise<GameRecordPage>;
  profitLoss: (request: FastifyRequest, query: Input<typeof profitLossQuerySchema>) => Promise<ProfitLoss>;
  gameIcon: (nodeId: number, version: string) => Promise<string | null>;
  vendorIcon: (vendor: string, path: string) => string | null;
  banner: (file: string) => string | null;
  setMaintenance: (
    request: FastifyRequest,
    body: Input<typeof gameMaintenanceBodySchema>,
  ) => Promise<{ maintenance: boolean }>;
  flush: (request: FastifyRequest, merchantCode: string) => Promise<{ flushed: true }>;
  importCatalogue: (
    request: FastifyRequest,
    merchantCode: string,
    catalogue: Input<typeof catalogueSchema>,
  ) => Promise<{ vendors: number; games: number }>;
};

const fileParamsSchema = z.object({ file: z.string().min(1).max(100) });
const importBodySchema = merchantCodeBodySchema.extend({ catalogue: catalogueSchema });

/** Drawn images never change at a URL (the URL carries their hash): cached for a year. */
function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('Content-Type', 'image/svg+xml; charset=utf-8')
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .send(svg);
}

/** The spec's game calls (§7), launch, the drawn images and the operator's catalogue switches. */
export function gamesRoutes(dependencies: GamesRouteDependencies) {
  return async function register(app: FastifyInstance) {
    app.get('/wps/relay/GCSGAME_gameList', async (request) =>
      ok(await dependencies.list(request, parseInput(gameListQuerySchema, request.query))),
    );
    app.get('/wps/relay/GCSGAME_newGameVendor', async (request) =>
      ok(await dependencies.lanes(request, parseInput(vendorLaneQuerySchema, request.query))),
    );
    app.get('/wps/relay/GCSGAME_hotGamesV2', async (request) =>
      ok(await dependencies.hot(request, parseInput(hotGamesQuerySchema, request.query))),
    );
    app.get('/wps/relay/GCS_recentGame', async (request) => {
      requireMember(request);
      return ok(await dependencies.recent(request, parseInput(recentGamesQuerySchema, request.query)));
    });
    app.get('/wps/relay/MCSFE_getFavoriteGames', async (request) => {
      requireMember(request);
      return ok(await dependencies.favouriteIds(request, parseInput(favoriteIdsQuerySchema, request.query)));
    });
    app.get('/wps/relay/MCSFE_getFavoriteGamesList', async (request) => {
      requireMember(request);
      return ok(await dependencies.favouriteList(request, parseInput(favoriteListQuerySchema, request.query)));
    });
    app.post('/wps/relay/MCSFE_addFavoriteGameV2', async (request) => {
      requireMember(request);
      return ok(await dependencies.toggleFavourite(request, parseInput(favoriteToggleBodySchema, request.body), true));
    });
    const remove = async (request: FastifyRequest) => {
      requireMember(request);
      const input = { ...(request.query as object), ...(request.body ?? {}) };
      return ok(await dependencies.toggleFavourite(request, parseInput(favoriteToggleBodySchema, input), false));
    };
    app.delete('/wps/relay/MCSFE_removeFavoriteGameV2', remove);
    app.post('/wps/relay/MCSFE_removeFavoriteGameV2', remove);
    app.get('/wps/relay/GCSGAME_getVassGameType', async (request) =>
      ok(await dependencies.subGames(request, parseInput(subGamesQuerySchema, request.query))),
    );
    app.get('/wps/relay/GLS2_roomList', async (request) =>
      ok(await dependencies.rooms(request, parseInput(roomListQuerySchema, request.query))),
    );
    app.get('/wps/relay/GCSGAME_getRankList', async (request) =>
      ok(await dependencies.winners(request, parseInput(rankListQuerySchema, request.query))),
    );
    app.get('/wps/relay/MCSFE_getListAnnouncements', async (request) =>
      ok(await dependencies.announcements(request, parseInput(announcementQuerySchema, request.query))),
    );
    // The member's rounds and their profit and loss; the query comes as a query string or a JSON body.
    const queryOf = (request: FastifyRequest) => ({ ...(request.query as object), ...(request.body ?? {}) });
    for (const method of ['GET', 'POST'] as const) {
      app.route({
        method,
        url: gameRecordPaths.records,
        handler: async (request) => {
          requireRealMember(request);
          return ok(await dependencies.records(request, parseInput(gameRecordQuerySchema, queryOf(request))));
        },
      });
      app.route({
        method,
        url: gameRecordPaths.profitLoss,
        handler: async (request) => {
          requireRealMember(request);
          return ok(await dependencies.profitLoss(request, parseInput(profitLossQuerySchema, queryOf(request))));
        },
      });
    }
    app.post('/wps/game/launchGame', async (request) =>
      ok(await dependencies.launch(request, parseInput(launchGameBodySchema, request.body ?? {}))),
    );

    app.get('/static/game-icons/:file', async (request, reply) => {
      const match = /^(\d{1,15})-([0-9a-f]{10})\.svg$/.exec(parseInput(fileParamsSchema, request.params).file);
      const svg = match ? await dependencies.gameIcon(Number(match[1]), match[2] ?? '') : null;
      return svg ? sendSvg(reply, svg) : reply.callNotFound();
    });
    app.get('/static/vendor-icons/:file', async (request, reply) => {
      const { file } = parseInput(fileParamsSchema, request.params);
      const vendor = /^([A-Za-z0-9_]+)-[0-9a-f]{10}\.svg$/.exec(file)?.[1];
      const svg = vendor ? dependencies.vendorIcon(vendor, `/static/vendor-icons/${file}`) : null;
      return svg ? sendSvg(reply, svg) : reply.callNotFound();
    });
    app.get('/static/banners/:file', async (request, reply) => {
      const svg = dependencies.banner(parseInput(fileParamsSchema, request.params).file);
      return svg ? sendSvg(reply, svg) : reply.callNotFound();
    });

    app.post('/bo/games/maintenance', async (request) => {
      requireOperator(request, 'games.manage');
      return ok(await dependencies.setMaintenance(request, parseInput(gameMaintenanceBodySchema, request.body)));
    });
    app.post('/bo/games/cache/flush', async (request) => {
      requireOperator(request, 'games.manage');
      return ok(await dependencies.flush(request, parseInput(merchantCodeBodySchema, request.body).merchant));
    });
    app.post('/bo/games/import', async (request) => {
      requireOperator(request, 'games.manage');
      const body = parseInput(importBodySchema, request.body);
      return ok(await dependencies.importCatalogue(request, body.merchant, body.catalogue));
    });
  };
}
