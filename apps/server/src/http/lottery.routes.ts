import { readFileSync } from 'node:fs';
import {
  betRecordPageSchema,
  betRecordQuerySchema,
  cancelTicketBodySchema,
  closeDrawBodySchema,
  consoleResultEntrySchema,
  confirmResultBodySchema,
  drawHistoryQuerySchema,
  drawHistorySchema,
  drawProofSchema,
  enterResultBodySchema,
  latestDrawSchema,
  latestDrawsQuerySchema,
  lotteryGameSchema,
  lotteryMenuGameSchema,
  lotteryMenuQuerySchema,
  lotteryMenusSchema,
  lotteryPaths,
  lotteryPopularGameSchema,
  lotteryPopularQuerySchema,
  nearNumerosQuerySchema,
  nearNumerosSchema,
  openedNumeroSchema,
  orderDetailSchema,
  placedOrderSchema,
  placeOrderBodySchema,
  prizeTableQuerySchema,
  prizeTableSchema,
  resultEntrySchema,
  saveGameSettingBodySchema,
  saveOddsTableBodySchema,
  ticketSchema,
  vietnamOpenedNumerosSchema,
} from '@croupier/contracts';
import type { PrizeMode } from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, ReadReplica } from '../db/client.js';
import { runInTransaction } from '../db/transaction.js';
import { auditOperatorAction } from '../flows/audit-operator-action.js';
import { cancelLotteryTicket } from '../flows/cancel-lottery-ticket.js';
import { placeLotteryOrder } from '../flows/place-lottery-order.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import type { MemberEvents } from '../lib/member-events.js';
import type { GamesService } from '../modules/games/index.js';
import {
  createLotteryConsoleService,
  createLotteryService,
  listCatalogueGames,
  lotteryGameName,
  lotteryRepository,
  resolvePrizeMode,
} from '../modules/lottery/index.js';
import type { MerchantService } from '../modules/merchant/index.js';
import { createOperatorService } from '../modules/operator/index.js';
import { brandOf } from './brand-context.js';
import { ok } from './envelope.js';
import { requireMember, requireRealMember } from './member-auth.js';
import { brandIn, requireOperator } from './operator-auth.js';
import { idempotencyHeadersSchema, requestKeyOf } from './request-key.js';
import type { RouteGuards } from './route-guards.js';
import { answers, getOrPost, mergeQueryIntoBody } from './route-schemas.js';

const gameCodeParamsSchema = z.object({ gameCode: z.string().trim().min(1).max(40) });
const proofParamsSchema = gameCodeParamsSchema.extend({ numero: z.string().trim().min(1).max(40) });
const orderParamsSchema = z.object({ orderNo: z.string().trim().min(1).max(40) });
const noInput = z.object({});

const verifierScript = readFileSync(new URL('../modules/lottery/verifier/verify-draw.mjs', import.meta.url), 'utf8');
const groupIcon = (family: string) => `/lgw/icons/${family}.svg`;

/** The `/lgw` and `/lotto/lgw` calls, the member's orders, and the operators' results, odds and settings. */
export function lotteryRoutes(dependencies: {
  db: Database;
  readReplica: ReadReplica;
  clock: Clock;
  events: MemberEvents;
  merchants: MerchantService;
  games: GamesService;
  guards: RouteGuards;
}): FastifyPluginAsyncZod {
  const { db, clock } = dependencies;
  const lottery = createLotteryService({ db });
  /** The member's ticket list reads from the replica; an order's own page (opened right after buying) does not. */
  const ticketRecords = createLotteryService({ db: dependencies.readReplica });
  const now = () => lotteryRepository.databaseNow(db);
  const wallets = { db, events: dependencies.events };
  const merchantByCode = (code: string) => dependencies.merchants.resolveMerchant({ code });
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

  return async (app) => {
    await dependencies.guards.player(app, (player) => {
      getOrPost(
        player,
        lotteryPaths.menus,
        { summary: 'Lottery menus, grouped by game group', input: lotteryMenuQuerySchema, answer: lotteryMenusSchema },
        async (request, query) => ok(lottery.gameMenus(await prizeModeOf(request, query.prizeMode), request.language)),
      );
      getOrPost(
        player,
        lotteryPaths.recentMenus,
        {
          summary: "The member's recently played lottery games",
          input: noInput,
          answer: z.array(lotteryMenuGameSchema),
          config: { member: 'any' },
        },
        async (request) => ok(await lottery.recentGames(requireMember(request).member.id, false, request.language)),
      );
      getOrPost(
        player,
        lotteryPaths.popular,
        {
          summary: 'Popular lottery games',
          input: lotteryPopularQuerySchema,
          answer: z.array(lotteryPopularGameSchema),
        },
        async (request, query) =>
          ok(
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
          ),
      );
      getOrPost(
        player,
        lotteryPaths.games,
        {
          summary: 'Every lottery game of a prize mode',
          input: lotteryMenuQuerySchema,
          answer: z.array(lotteryGameSchema),
        },
        async (request, query) => {
          const allowCancel = await lottery.allowCancelByGame(brandOf(request).merchant.id);
          return ok(
            listCatalogueGames(query.prizeMode).map((game) => ({
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
            })),
          );
        },
      );
      getOrPost(
        player,
        lotteryPaths.nearNumeros,
        {
          summary: "A game's current, next and previous draws (countdown)",
          input: nearNumerosQuerySchema,
          answer: nearNumerosSchema,
        },
        async (_request, query) => ok(await lottery.nearNumeros(query, await now())),
      );
      for (const url of [lotteryPaths.openedNumeros, lotteryPaths.lottoOpenedNumeros]) {
        getOrPost(
          player,
          url,
          {
            summary: "Each game's draw on sale",
            input: lotteryMenuQuerySchema,
            answer: z.array(openedNumeroSchema),
            config: { member: 'any' },
          },
          async (request, query) =>
            ok(
              await lottery.openedNumeros(
                listCatalogueGames(query.prizeMode).filter((game) => game.inHouse || !query.prizeMode),
                await now(),
                request.language,
              ),
            ),
        );
      }
      getOrPost(
        player,
        lotteryPaths.latestDraws,
        { summary: 'The latest result of each game', input: latestDrawsQuerySchema, answer: z.array(latestDrawSchema) },
        async (request, query) => ok(await lottery.latestDraws(query.prizeMode, query.count, request.language)),
      );
      getOrPost(
        player,
        lotteryPaths.drawHistory,
        {
          summary: "A game's past draws, newest first",
          params: gameCodeParamsSchema,
          input: drawHistoryQuerySchema,
          answer: drawHistorySchema,
        },
        async (request, query) => {
          const { gameCode } = request.params as z.output<typeof gameCodeParamsSchema>;
          return ok(await lottery.drawHistory(gameCode, query.pageNo, query.pageSize, await now()));
        },
      );
      player.get(
        lotteryPaths.drawProof,
        {
          schema: {
            summary: 'What anyone needs to recompute an in-house draw',
            params: proofParamsSchema,
            response: answers(drawProofSchema),
          },
        },
        async (request) => ok(await lottery.drawProof(request.params.gameCode, request.params.numero)),
      );
      player.get(
        lotteryPaths.verifierScript,
        { schema: { summary: 'The stand-alone draw verifier (Node script)', produces: ['text/javascript'] } },
        async (_request, reply) =>
          reply
            .header('Content-Type', 'text/javascript; charset=utf-8')
            .header('Content-Disposition', 'attachment; filename="verify-draw.mjs"')
            .send(verifierScript),
      );
      getOrPost(
        player,
        lotteryPaths.vietnamMenus,
        { summary: 'Vietnamese lottery menus', input: noInput, answer: lotteryMenusSchema },
        async (request) => ok(await lottery.vietnamMenus(await now(), request.language)),
      );
      getOrPost(
        player,
        lotteryPaths.vietnamRecentMenus,
        {
          summary: "The member's recently played Vietnamese lottery games",
          input: noInput,
          answer: z.array(lotteryMenuGameSchema),
          config: { member: 'any' },
        },
        async (request) => ok(await lottery.recentGames(requireMember(request).member.id, true, request.language)),
      );
      getOrPost(
        player,
        lotteryPaths.vietnamOpenedNumeros,
        { summary: 'The Vietnamese draws on sale, by region', input: noInput, answer: vietnamOpenedNumerosSchema },
        async (request) => {
          const opened = await lottery.openedNumeros(listCatalogueGames('VN'), await now(), request.language);
          const groups: Record<string, typeof opened> = {};
          for (const entry of opened) (groups[entry.gameGroupCode] ??= []).push(entry);
          return ok(groups);
        },
      );
      getOrPost(
        player,
        lotteryPaths.prizeTable,
        {
          summary: "A game's prize table with the brand's limits",
          input: prizeTableQuerySchema,
          answer: prizeTableSchema,
        },
        async (request, query) => ok(await lottery.prizeTable(brandOf(request).merchant.id, query)),
      );
      player.post(
        lotteryPaths.placeOrder,
        {
          schema: {
            summary: 'Place a lottery order (optionally a chase); send an Idempotency-Key to retry safely',
            headers: idempotencyHeadersSchema,
            body: placeOrderBodySchema,
            response: answers(placedOrderSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await placeLotteryOrder(wallets, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request),
              body: request.body,
              requestKey: requestKeyOf(request.headers),
              language: request.language,
            }),
          ),
      );
      getOrPost(
        player,
        lotteryPaths.betRecords,
        {
          summary: "The member's lottery tickets, newest first",
          input: betRecordQuerySchema,
          answer: betRecordPageSchema,
          config: { member: 'any' },
        },
        async (request, query) =>
          ok(
            await ticketRecords.listRecords(
              brandOf(request).merchant,
              requireMember(request).member.id,
              query,
              request.language,
            ),
          ),
      );
      player.get(
        lotteryPaths.orderDetail,
        {
          schema: {
            summary: 'An order with every ticket',
            params: orderParamsSchema,
            response: answers(orderDetailSchema),
          },
          config: { member: 'any' },
        },
        async (request) =>
          ok(
            await lottery.orderDetail(
              brandOf(request).merchant.id,
              requireMember(request).member.id,
              request.params.orderNo,
              request.language,
            ),
          ),
      );
      player.post(
        lotteryPaths.cancelTicket,
        {
          schema: { summary: 'Cancel a pending ticket', body: cancelTicketBodySchema, response: answers(ticketSchema) },
          config: { member: 'any' },
          preValidation: mergeQueryIntoBody,
        },
        async (request) =>
          ok(
            await cancelLotteryTicket(wallets, {
              merchant: brandOf(request).merchant,
              member: requireMember(request),
              orderDetailId: request.body.orderDetailId,
              language: request.language,
            }),
          ),
      );
    });

    await dependencies.guards.operator(app, (operator) => {
      operator.post(
        lotteryPaths.enterResult,
        {
          schema: {
            summary: 'Enter an official draw result (a second operator confirms it)',
            body: enterResultBodySchema,
            response: answers(resultEntrySchema),
          },
          config: { permission: 'lottery.results', brand: 'platform' },
        },
        async (request) => {
          const operator = requireOperator(request, 'lottery.results');
          const { body } = request;
          return ok(
            await auditOperatorAction(
              dependencies,
              {
                operator,
                action: 'lottery.result.enter',
                target: `${body.gameCode}:${body.numero}`,
                detail: (entry) => ({ entryId: entry.entryId, winNo: entry.winNo }),
              },
              (transaction) =>
                createLotteryService({ db: transaction }).enterResult({ ...body, operatorId: operator.id }),
            ),
          );
        },
      );
      operator.post(
        lotteryPaths.confirmResult,
        {
          schema: {
            summary: 'Confirm a result another operator entered',
            body: confirmResultBodySchema,
            response: answers(resultEntrySchema),
          },
          config: { permission: 'lottery.results', brand: 'platform' },
        },
        async (request) => {
          const operator = requireOperator(request, 'lottery.results');
          // The target (the draw) is known only once the entry is read: the audit row is written by hand here.
          try {
            const entry = await runInTransaction(db, async (transaction) => {
              const confirmed = await createLotteryService({ db: transaction }).confirmResult({
                entryId: request.body.entryId,
                operatorId: operator.id,
                result: request.body.result,
              });
              await createOperatorService({ db: transaction, clock }).audit(
                operator,
                'lottery.result.confirm',
                `${confirmed.gameCode}:${confirmed.numero}`,
                { entryId: confirmed.entryId, winNo: confirmed.winNo, resultVersion: confirmed.resultVersion },
              );
              return confirmed;
            });
            return ok(entry);
          } catch (error) {
            // A typing that differs from the maker's is kept on record (who tried, on which entry), not its numbers.
            if (error instanceof DomainError && error.code === 'RESULT_MISMATCH') {
              await createOperatorService({ db, clock }).audit(
                operator,
                'lottery.result.mismatch',
                request.body.entryId,
                {
                  entryId: request.body.entryId,
                },
              );
            }
            throw error;
          }
        },
      );
      operator.get(
        lotteryPaths.pendingResults,
        {
          schema: {
            summary: 'Result entries waiting for confirmation (numbers shown to their maker only: blind entry)',
            response: answers(z.array(consoleResultEntrySchema)),
          },
          config: { permission: 'lottery.results', brand: 'platform' },
        },
        async (request) =>
          ok(
            await createLotteryConsoleService({ db }).listPendingEntries(
              requireOperator(request, 'lottery.results').id,
            ),
          ),
      );
      operator.put(
        lotteryPaths.saveOddsTable,
        {
          schema: {
            summary: "Save a brand's odds table (a new version)",
            body: saveOddsTableBodySchema,
            response: answers(z.object({ code: z.string(), version: z.number() })),
          },
          config: { permission: 'lottery.configure', brand: brandIn('body', 'merchant') },
        },
        async (request) => {
          const operator = requireOperator(request, 'lottery.configure');
          const { body } = request;
          const merchant = await merchantByCode(body.merchant);
          return ok(
            await auditOperatorAction(
              dependencies,
              {
                operator,
                action: 'lottery.odds.save',
                target: `${body.merchant}:${body.table.code}`,
                detail: (saved) => saved,
              },
              (transaction) =>
                createLotteryService({ db: transaction }).saveOddsTable(merchant.id, body.table, operator.username),
            ),
          );
        },
      );
      operator.put(
        lotteryPaths.saveGameSetting,
        {
          schema: {
            summary: "Save a brand's settings of one game (a new version)",
            body: saveGameSettingBodySchema,
            response: answers(z.object({ gameCode: z.string(), version: z.number() })),
          },
          config: { permission: 'lottery.configure', brand: brandIn('body', 'merchant') },
        },
        async (request) => {
          const operator = requireOperator(request, 'lottery.configure');
          const { body } = request;
          const merchant = await merchantByCode(body.merchant);
          const setting = {
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
          };
          return ok(
            await auditOperatorAction(
              dependencies,
              {
                operator,
                action: 'lottery.settings.save',
                target: `${body.merchant}:${body.gameCode}`,
                detail: (saved) => saved,
              },
              (transaction) =>
                createLotteryService({ db: transaction }).saveGameSetting(merchant.id, setting, operator.username),
            ),
          );
        },
      );
      operator.post(
        lotteryPaths.closeDraw,
        {
          schema: {
            summary: 'Stop sales of a draw now',
            body: closeDrawBodySchema,
            response: answers(z.object({ gameCode: z.string(), numero: z.string(), closeTime: z.string() })),
          },
          config: { permission: 'lottery.results', brand: 'platform' },
        },
        async (request) => {
          const { gameCode, numero } = request.body;
          return ok(
            await auditOperatorAction(
              dependencies,
              {
                operator: requireOperator(request, 'lottery.results'),
                action: 'lottery.draw.close',
                target: `${gameCode}:${numero}`,
                detail: (closed) => closed,
              },
              (transaction) => createLotteryService({ db: transaction }).closeDraw(gameCode, numero),
            ),
          );
        },
      );
    });
  };
}
