import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { cancelLotteryTicket } from '../flows/cancel-lottery-ticket.js';
import { placeLotteryOrder } from '../flows/place-lottery-order.js';
import type { MemberEvents } from '../lib/member-events.js';
import {
  createLotteryService,
  listCatalogueGames,
  lotteryGameName,
  lotteryRepository,
  resolvePrizeMode,
} from '../modules/lottery/index.js';
import type { GamesService } from '../modules/games/index.js';
import type { PrizeMode } from '@croupier/contracts';
import type { LotteryRouteDependencies } from '../modules/lottery/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import { createOperatorService } from '../modules/operator/index.js';
import { auditOperatorAction } from '../flows/audit-operator-action.js';
import { runInTransaction } from '../db/transaction.js';
import type { Clock } from '../lib/clock.js';
import { brandOf } from './brand-context.js';
import { requireMember, requireRealMember } from './member-auth.js';
import { requireOperator } from './operator-auth.js';

const groupIcon = (family: string) => `/lgw/icons/${family}.svg`;

/** Binds the lottery calls to the lottery module, the money flows and the request's brand and member. */
export function lotteryHandlers(dependencies: {
  db: Database;
  clock: Clock;
  events: MemberEvents;
  merchantByCode: (code: string) => Promise<Merchant>;
  games: GamesService;
}): LotteryRouteDependencies {
  const { db } = dependencies;
  const lottery = createLotteryService({ db });
  const now = () => lotteryRepository.databaseNow(db);
  const wallets = { db, events: dependencies.events };
  const operatorOf = (request: FastifyRequest) => requireOperator(request, 'lottery.results');
  /**
   * Spec §4: without a prize mode asked for, a brand whose e-lottery lane carries TCG_LOTTO_VN or LOTT plays the
   * electronic lottery (ELOTT), any other the lottery (LOTT).
   */
  const prizeModeOf = async (request: FastifyRequest, asked: PrizeMode | undefined): Promise<PrizeMode> => {
    if (asked) return asked;
    const { lanes } = await dependencies.games.listVendorLanes(brandOf(request).merchant.id);
    const cardsOf = (gameType: 'LOTT' | 'ELOTT') => ({
      cards: lanes.find((lane) => lane.gameCategory === gameType)?.vendors ?? [],
    });
    return resolvePrizeMode({ LOTT: cardsOf('LOTT'), ELOTT: cardsOf('ELOTT') });
  };
  return {
    menus: async (request, query) => lottery.gameMenus(await prizeModeOf(request, query.prizeMode), request.language),
    recentMenus: async (request, vietnam) =>
      lottery.recentGames(requireMember(request).member.id, vietnam, request.language),
    popular: async (request, query) =>
      listCatalogueGames(query.prizeMode)
        .filter((game) => game.tags.includes('hot') || game.inHouse)
        .slice(0, query.count)
        .map((game) => ({
          gameId: game.gameId,
          gameCode: game.code,
          remark: lotteryGameName(game, request.language),
          webIconUrl: groupIcon(game.family),
          defaultPlayType: 1,
          gameGroupCode: game.family,
        })),
    games: async (request, query) => {
      const allowCancel = await lottery.allowCancelByGame(brandOf(request).merchant.id);
      return listCatalogueGames(query.prizeMode).map((game) => ({
        gameId: game.gameId,
        gameCode: game.code,
        remark: lotteryGameName(game, request.language),
        gameGroupCode: game.family,
        prizeModes: game.prizeModes,
        defaultPlayType: 1,
        source: game.inHouse ? ('IN_HOUSE_RNG' as const) : ('OFFICIAL_FEED' as const),
        cycleSeconds: game.cycleSeconds,
        timeZone: game.schedule.timeZone,
        webIconUrl: groupIcon(game.family),
        allowCancel: allowCancel(game.code),
        tag: game.tags,
      }));
    },
    nearNumeros: async (_request, query) => lottery.nearNumeros(query, await now()),
    openedNumeros: async (request, query) =>
      lottery.openedNumeros(
        listCatalogueGames(query.prizeMode).filter((game) => game.inHouse || !query.prizeMode),
        await now(),
        request.language,
      ),
    latestDraws: async (request, query) => lottery.latestDraws(query.prizeMode, query.count, request.language),
    drawHistory: async (_request, gameCode, query) =>
      lottery.drawHistory(gameCode, query.pageNo, query.pageSize, await now()),
    drawProof: async (_request, gameCode, numero) => lottery.drawProof(gameCode, numero),
    vietnamMenus: async (request) => lottery.vietnamMenus(await now(), request.language),
    vietnamOpenedNumeros: async (request) => {
      const opened = await lottery.openedNumeros(listCatalogueGames('VN'), await now(), request.language);
      const groups: Record<string, typeof opened> = {};
      for (const entry of opened) (groups[entry.gameGroupCode] ??= []).push(entry);
      return groups;
    },
    prizeTable: async (request, query) => lottery.prizeTable(brandOf(request).merchant.id, query),
    placeOrder: async (request, body, requestKey) =>
      placeLotteryOrder(wallets, {
        merchant: brandOf(request).merchant,
        member: requireRealMember(request),
        body,
        requestKey,
        language: request.language,
      }),
    betRecords: async (request, query) =>
      lottery.listRecords(brandOf(request).merchant, requireMember(request).member.id, query, request.language),
    orderDetail: async (request, orderNo) =>
      lottery.orderDetail(brandOf(request).merchant.id, requireMember(request).member.id, orderNo, request.language),
    cancelTicket: async (request, body) =>
      cancelLotteryTicket(wallets, {
        merchant: brandOf(request).merchant,
        member: requireMember(request),
        orderDetailId: body.orderDetailId,
        language: request.language,
      }),
    enterResult: async (request, body) => {
      const operator = operatorOf(request);
      return auditOperatorAction(
        dependencies,
        {
          operator,
          action: 'lottery.result.enter',
          target: `${body.gameCode}:${body.numero}`,
          detail: (entry) => ({ entryId: entry.entryId, winNo: entry.winNo }),
        },
        (transaction) => createLotteryService({ db: transaction }).enterResult({ ...body, operatorId: operator.id }),
      );
    },
    confirmResult: async (request, body) => {
      const operator = operatorOf(request);
      // The target (the draw) is known only once the entry is read: the audit row is written by hand here.
      return runInTransaction(db, async (transaction) => {
        const entry = await createLotteryService({ db: transaction }).confirmResult({
          entryId: body.entryId,
          operatorId: operator.id,
        });
        await createOperatorService({ db: transaction, clock: dependencies.clock }).audit(
          operator,
          'lottery.result.confirm',
          `${entry.gameCode}:${entry.numero}`,
          { entryId: entry.entryId, winNo: entry.winNo, resultVersion: entry.resultVersion },
        );
        return entry;
      });
    },
    saveOddsTable: async (request, body) => {
      const operator = requireOperator(request, 'lottery.configure');
      const merchant = await dependencies.merchantByCode(body.merchant);
      return auditOperatorAction(
        dependencies,
        {
          operator,
          action: 'lottery.odds.save',
          target: `${body.merchant}:${body.table.code}`,
          detail: (saved) => saved,
        },
        (transaction) =>
          createLotteryService({ db: transaction }).saveOddsTable(merchant.id, body.table, operator.username),
      );
    },
    saveGameSetting: async (request, body) => {
      const operator = requireOperator(request, 'lottery.configure');
      const merchant = await dependencies.merchantByCode(body.merchant);
      const audit = {
        operator,
        action: 'lottery.settings.save',
        target: `${body.merchant}:${body.gameCode}`,
        detail: (saved: { gameCode: string; version: number }) => saved,
      };
      return auditOperatorAction(dependencies, audit, (transaction) =>
        createLotteryService({ db: transaction }).saveGameSetting(
          merchant.id,
          {
            gameCode: body.gameCode,
            enabled: body.enabled,
            allowCancel: body.allowCancel,
            minStakeMinor: body.minStake,
            maxStakeMinor: body.maxStake,
            maxNumberStakeMinor: body.maxNumberStake,
            maxDrawStakeMinor: body.maxDrawStake,
            payoutCapMinor: body.payoutCap,
            maxChasePeriods: body.maxChasePeriods,
            memberSeries: body.memberSeries,
            closedNumbers: body.closedNumbers,
            numberPayoutPercent: body.numberPayoutPercent,
          },
          operator.username,
        ),
      );
    },
    closeDraw: async (request, body) =>
      auditOperatorAction(
        dependencies,
        {
          operator: operatorOf(request),
          action: 'lottery.draw.close',
          target: `${body.gameCode}:${body.numero}`,
          detail: (closed) => closed,
        },
        (transaction) => createLotteryService({ db: transaction }).closeDraw(body.gameCode, body.numero),
      ),
    pendingResults: async (request) => {
      operatorOf(request);
      return lottery.listPendingResults();
    },
  };
}
