import { readFileSync } from 'node:fs';
import {
  betRecordQuerySchema,
  cancelTicketBodySchema,
  closeDrawBodySchema,
  confirmResultBodySchema,
  drawHistoryQuerySchema,
  enterResultBodySchema,
  latestDrawsQuerySchema,
  lotteryMenuQuerySchema,
  lotteryPaths,
  lotteryPopularQuerySchema,
  nearNumerosQuerySchema,
  placeOrderBodySchema,
  prizeTableQuerySchema,
  saveGameSettingBodySchema,
  saveOddsTableBodySchema,
} from '@croupier/contracts';
import type {
  BetRecordPage,
  DrawHistory,
  DrawProofView,
  LatestDraw,
  LotteryGame,
  LotteryMenuGame,
  LotteryMenus,
  LotteryPopularGame,
  NearNumeros,
  OpenedNumero,
  OrderDetail,
  PlacedOrder,
  PrizeTable,
  ResultEntry,
  Ticket,
  VietnamOpenedNumeros,
} from '@croupier/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { requireMember } from '../../http/member-auth.js';
import { parseInput } from '../../http/parse-input.js';
import { requestKeyOf } from '../../http/request-key.js';

type Input<Schema extends z.ZodType> = z.output<Schema>;

/** The lottery calls, bound by app.ts to the lottery module and the money flows. */
export type LotteryRouteDependencies = {
  menus: (request: FastifyRequest, query: Input<typeof lotteryMenuQuerySchema>) => Promise<LotteryMenus>;
  recentMenus: (request: FastifyRequest, vietnam: boolean) => Promise<LotteryMenuGame[]>;
  popular: (request: FastifyRequest, query: Input<typeof lotteryPopularQuerySchema>) => Promise<LotteryPopularGame[]>;
  games: (request: FastifyRequest, query: Input<typeof lotteryMenuQuerySchema>) => Promise<LotteryGame[]>;
  nearNumeros: (request: FastifyRequest, query: Input<typeof nearNumerosQuerySchema>) => Promise<NearNumeros>;
  openedNumeros: (request: FastifyRequest, query: Input<typeof lotteryMenuQuerySchema>) => Promise<OpenedNumero[]>;
  latestDraws: (request: FastifyRequest, query: Input<typeof latestDrawsQuerySchema>) => Promise<LatestDraw[]>;
  drawHistory: (
    request: FastifyRequest,
    gameCode: string,
    query: Input<typeof drawHistoryQuerySchema>,
  ) => Promise<DrawHistory>;
  drawProof: (request: FastifyRequest, gameCode: string, numero: string) => Promise<DrawProofView>;
  vietnamMenus: (request: FastifyRequest) => Promise<LotteryMenus>;
  vietnamOpenedNumeros: (request: FastifyRequest) => Promise<VietnamOpenedNumeros>;
  prizeTable: (request: FastifyRequest, query: Input<typeof prizeTableQuerySchema>) => Promise<PrizeTable>;
  placeOrder: (
    request: FastifyRequest,
    body: Input<typeof placeOrderBodySchema>,
    requestKey: string,
  ) => Promise<PlacedOrder>;
  betRecords: (request: FastifyRequest, query: Input<typeof betRecordQuerySchema>) => Promise<BetRecordPage>;
  orderDetail: (request: FastifyRequest, orderNo: string) => Promise<OrderDetail>;
  cancelTicket: (request: FastifyRequest, body: Input<typeof cancelTicketBodySchema>) => Promise<Ticket>;
  enterResult: (request: FastifyRequest, body: Input<typeof enterResultBodySchema>) => Promise<ResultEntry>;
  confirmResult: (request: FastifyRequest, body: Input<typeof confirmResultBodySchema>) => Promise<ResultEntry>;
  pendingResults: (request: FastifyRequest) => Promise<ResultEntry[]>;
  saveOddsTable: (
    request: FastifyRequest,
    body: Input<typeof saveOddsTableBodySchema>,
  ) => Promise<{ code: string; version: number }>;
  saveGameSetting: (
    request: FastifyRequest,
    body: Input<typeof saveGameSettingBodySchema>,
  ) => Promise<{ gameCode: string; version: number }>;
  closeDraw: (
    request: FastifyRequest,
    body: Input<typeof closeDrawBodySchema>,
  ) => Promise<{ gameCode: string; numero: string; closeTime: string }>;
};

const gameCodeParamsSchema = z.object({ gameCode: z.string().trim().min(1).max(40) });
const proofParamsSchema = gameCodeParamsSchema.extend({ numero: z.string().trim().min(1).max(40) });
const orderParamsSchema = z.object({ orderNo: z.string().trim().min(1).max(40) });
/** The spec's calls accept their input as a query string or as a JSON or form body. */
const inputOf = (request: FastifyRequest) => ({ ...(request.query as object), ...((request.body as object) ?? {}) });

const verifierScript = readFileSync(new URL('./verifier/verify-draw.mjs', import.meta.url), 'utf8');

/** The `/lgw` and `/lotto/lgw` calls, the member's orders and the operator's result entry. */
export function lotteryRoutes(dependencies: LotteryRouteDependencies) {
  return async function register(app: FastifyInstance) {
    const both = (url: string, handler: (request: FastifyRequest) => Promise<unknown>) => {
      for (const method of ['GET', 'POST'] as const) app.route({ method, url, handler });
    };
    both(lotteryPaths.menus, async (request) =>
      ok(await dependencies.menus(request, parseInput(lotteryMenuQuerySchema, inputOf(request)))),
    );
    both(lotteryPaths.recentMenus, async (request) => {
      requireMember(request);
      return ok(await dependencies.recentMenus(request, false));
    });
    both(lotteryPaths.popular, async (request) =>
      ok(await dependencies.popular(request, parseInput(lotteryPopularQuerySchema, inputOf(request)))),
    );
    both(lotteryPaths.games, async (request) =>
      ok(await dependencies.games(request, parseInput(lotteryMenuQuerySchema, inputOf(request)))),
    );
    both(lotteryPaths.nearNumeros, async (request) =>
      ok(await dependencies.nearNumeros(request, parseInput(nearNumerosQuerySchema, inputOf(request)))),
    );
    for (const path of [lotteryPaths.openedNumeros, lotteryPaths.lottoOpenedNumeros]) {
      both(path, async (request) => {
        requireMember(request);
        return ok(await dependencies.openedNumeros(request, parseInput(lotteryMenuQuerySchema, inputOf(request))));
      });
    }
    both(lotteryPaths.latestDraws, async (request) =>
      ok(await dependencies.latestDraws(request, parseInput(latestDrawsQuerySchema, inputOf(request)))),
    );
    both(lotteryPaths.drawHistory, async (request) =>
      ok(
        await dependencies.drawHistory(
          request,
          parseInput(gameCodeParamsSchema, request.params).gameCode,
          parseInput(drawHistoryQuerySchema, inputOf(request)),
        ),
      ),
    );
    app.get(lotteryPaths.drawProof, async (request) => {
      const { gameCode, numero } = parseInput(proofParamsSchema, request.params);
      return ok(await dependencies.drawProof(request, gameCode, numero));
    });
    app.get(lotteryPaths.verifierScript, async (_request, reply) =>
      reply
        .header('Content-Type', 'text/javascript; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="verify-draw.mjs"')
        .send(verifierScript),
    );
    both(lotteryPaths.vietnamMenus, async (request) => ok(await dependencies.vietnamMenus(request)));
    both(lotteryPaths.vietnamRecentMenus, async (request) => {
      requireMember(request);
      return ok(await dependencies.recentMenus(request, true));
    });
    both(lotteryPaths.vietnamOpenedNumeros, async (request) => ok(await dependencies.vietnamOpenedNumeros(request)));
    both(lotteryPaths.prizeTable, async (request) =>
      ok(await dependencies.prizeTable(request, parseInput(prizeTableQuerySchema, inputOf(request)))),
    );
    app.post(lotteryPaths.placeOrder, async (request) => {
      requireMember(request);
      return ok(
        await dependencies.placeOrder(request, parseInput(placeOrderBodySchema, request.body), requestKeyOf(request)),
      );
    });
    both(lotteryPaths.betRecords, async (request) => {
      requireMember(request);
      return ok(await dependencies.betRecords(request, parseInput(betRecordQuerySchema, inputOf(request))));
    });
    app.get(lotteryPaths.orderDetail, async (request) => {
      requireMember(request);
      return ok(await dependencies.orderDetail(request, parseInput(orderParamsSchema, request.params).orderNo));
    });
    app.post(lotteryPaths.cancelTicket, async (request) => {
      requireMember(request);
      return ok(await dependencies.cancelTicket(request, parseInput(cancelTicketBodySchema, inputOf(request))));
    });
    app.post(lotteryPaths.enterResult, async (request) =>
      ok(await dependencies.enterResult(request, parseInput(enterResultBodySchema, request.body))),
    );
    app.post(lotteryPaths.confirmResult, async (request) =>
      ok(await dependencies.confirmResult(request, parseInput(confirmResultBodySchema, request.body))),
    );
    app.get(lotteryPaths.pendingResults, async (request) => ok(await dependencies.pendingResults(request)));
    app.put(lotteryPaths.saveOddsTable, async (request) =>
      ok(await dependencies.saveOddsTable(request, parseInput(saveOddsTableBodySchema, request.body))),
    );
    app.put(lotteryPaths.saveGameSetting, async (request) =>
      ok(await dependencies.saveGameSetting(request, parseInput(saveGameSettingBodySchema, request.body))),
    );
    app.post(lotteryPaths.closeDraw, async (request) =>
      ok(await dependencies.closeDraw(request, parseInput(closeDrawBodySchema, request.body))),
    );
  };
}
