import type { AnnouncementExecution } from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { launchGame } from '../flows/launch-game.js';
import type { GameEngineLauncher } from '../flows/launch-game.js';
import { listWinners } from '../flows/list-winners.js';
import { listGameRecords, summarizeProfitLoss } from '../flows/list-game-records.js';
import type { Clock } from '../lib/clock.js';
import type { GamesRouteDependencies, GamesService } from '../modules/games/index.js';
import { bannerIndexOf, createGamesService, drawBanner } from '../modules/games/index.js';
import { createOperatorService } from '../modules/operator/index.js';
import { auditOperatorAction } from '../flows/audit-operator-action.js';
import { requireOperator } from './operator-auth.js';
import { createMemberService } from '../modules/member/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import { brandOf } from './brand-context.js';
import { requireMember } from './member-auth.js';

export type GamesHandlerDependencies = {
  db: Database;
  clock: Clock;
  games: GamesService;
  engines: Readonly<Partial<Record<string, GameEngineLauncher>>>;
  merchantByCode: (code: string) => Promise<Merchant>;
};

/** The logged-in member if any; a member who must change their password is refused like everywhere else. */
function optionalMember(request: FastifyRequest) {
  return request.member ? requireMember(request) : null;
}

/**
 * Popup executions the caller may see (spec §4): visitors B; members A, plus F during their first login
 * (the session of the very first login: last login is the first).
 */
function executionsOf(request: FastifyRequest): AnnouncementExecution[] {
  const member = optionalMember(request);
  if (!member) return ['B'];
  const { firstLoginAt, lastLoginAt } = member.member;
  const firstLogin = firstLoginAt !== null && lastLoginAt !== null && firstLoginAt.getTime() === lastLoginAt.getTime();
  return firstLogin ? ['A', 'F'] : ['A'];
}

/** Binds the catalogue service and the game flows to HTTP requests: the brand, the member, the language. */
export function gamesHandlers(dependencies: GamesHandlerDependencies): GamesRouteDependencies {
  const { games } = dependencies;
  const context = (request: FastifyRequest, language?: FastifyRequest['language']) => ({
    merchantId: brandOf(request).merchant.id,
    memberId: optionalMember(request)?.member.id ?? null,
    language: language ?? request.language,
  });
  return {
    list: (request, query) => games.listLobbyGames(context(request, query.language), query),
    lanes: (request, query) => games.listVendorLanes(brandOf(request).merchant.id, { flush: query.flush ?? false }),
    hot: (request, query) =>
      games.listHotGames(context(request, query.language), {
        limit: query.limit,
        ...(query.gameType ? { gameType: query.gameType } : {}),
      }),
    recent: (request, query) => games.listRecent(context(request, query.language), query),
    favouriteIds: (request, query) =>
      games.listFavouriteNodeIds({
        merchantId: brandOf(request).merchant.id,
        memberId: requireMember(request).member.id,
        ...(query.gameType ? { gameType: query.gameType } : {}),
        ...(query.vassalage ? { vendorCode: query.vassalage } : {}),
      }),
    favouriteList: (request, query) => games.listFavourites(context(request, query.language), query),
    toggleFavourite: (request, body, favourite) =>
      games.toggleFavourite({
        merchantId: brandOf(request).merchant.id,
        memberId: requireMember(request).member.id,
        nodeId: body.nodeId,
        favourite,
      }),
    subGames: (request, query) => games.listSubGames(context(request, query.language), query.nodeId),
    rooms: (request, query) =>
      games.listGameRooms(context(request, query.language), {
        ...(query.nodeId ? { nodeId: query.nodeId } : {}),
        ...(query.vassalage ? { vendorCode: query.vassalage } : {}),
      }),
    winners: (request, query) =>
      listWinners(
        {
          games,
          members: createMemberService({ db: dependencies.db, clock: dependencies.clock }),
          clock: dependencies.clock,
        },
        {
          merchantId: brandOf(request).merchant.id,
          gameCategory: query.gameCategory,
          limit: query.limitNum,
          language: query.language ?? request.language,
        },
      ),
    announcements: (request, query) =>
      games.listAnnouncementGroups(context(request, query.language), {
        types: query.types,
        executions: executionsOf(request),
      }),
    records: (request, query) =>
      listGameRecords(games, {
        merchant: brandOf(request).merchant,
        memberId: requireMember(request).member.id,
        query,
        language: request.language,
        now: dependencies.clock.now(),
      }),
    profitLoss: (request, query) =>
      summarizeProfitLoss(games, {
        merchant: brandOf(request).merchant,
        memberId: requireMember(request).member.id,
        query,
        now: dependencies.clock.now(),
      }),
    launch: (request, body) =>
      launchGame(
        { games, engines: dependencies.engines },
        {
          merchant: brandOf(request).merchant,
          member: optionalMember(request),
          nodeId: body.nodeId,
          vendorCode: body.vassalage,
          gameCode: body.gameCode,
          demo: body.demo,
          language: body.language ?? request.language,
        },
      ),
    gameIcon: (nodeId, version) => games.drawIcon(nodeId, version),
    vendorIcon: (vendor, path) => games.drawVendorIcon(vendor, path),
    banner: (file) => {
      const index = bannerIndexOf(file);
      return index === null ? null : drawBanner(index);
    },
    setMaintenance: async (request, body) => {
      const merchant = await dependencies.merchantByCode(body.merchant);
      return auditOperatorAction(
        dependencies,
        {
          operator: requireOperator(request, 'games.manage'),
          action: 'games.maintenance.set',
          target: `${body.merchant}:${body.nodeId ?? body.vendor ?? ''}`,
          detail: () => ({ maintenance: body.maintenance }),
        },
        (transaction) =>
          createGamesService({ db: transaction, clock: dependencies.clock }).setMaintenance(
            merchant.id,
            { vendorCode: body.vendor, nodeId: body.nodeId },
            body.maintenance,
          ),
      );
    },
    flush: async (request, merchantCode) => {
      const merchantId = (await dependencies.merchantByCode(merchantCode)).id;
      await auditOperatorAction(
        dependencies,
        { operator: requireOperator(request, 'games.manage'), action: 'games.cache.flush', target: merchantCode },
        (transaction) => createGamesService({ db: transaction, clock: dependencies.clock }).flushCaches(merchantId),
      );
      return { flushed: true };
    },
    importCatalogue: async (request, merchantCode, catalogue) => {
      const operator = requireOperator(request, 'games.manage');
      return games.importCatalogue(
        (await dependencies.merchantByCode(merchantCode)).id,
        catalogue,
        (transaction, counts) =>
          createOperatorService({ db: transaction, clock: dependencies.clock }).audit(
            operator,
            'games.catalogue.import',
            merchantCode,
            counts,
          ),
      );
    },
  };
}
