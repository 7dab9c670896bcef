import {
  pageQueryShape,
  playerActionBodySchema,
  playerDepositPageSchema,
  playerFilterSchema,
  playerLedgerPageSchema,
  playerNoteBodySchema,
  playerNotePageSchema,
  playerNoteSchema,
  playerPageSchema,
  playerParamsSchema,
  playerPasswordResetSchema,
  playerProfileSchema,
  playerQuerySchema,
  playerRecordQuerySchema,
  playerRoundPageSchema,
  playerRoundQuerySchema,
  playerWithdrawalPageSchema,
} from '@croupier/contracts';
import type { PlayerRow } from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PlayerAdministration } from '../flows/administer-players.js';
import {
  addPlayerNote,
  blockPlayer,
  describeLedgerPage,
  describePlayer,
  describeRoundPage,
  exportPlayers,
  findConsolePlayer,
  listPlayerDeposits,
  listPlayerNotes,
  listPlayerWithdrawals,
  resetPlayerPassword,
  searchPlayers,
  unblockPlayer,
  unlockPlayerLogin,
} from '../flows/administer-players.js';
import { listGameRecords } from '../flows/list-game-records.js';
import { listMemberTransactions } from '../flows/member-wallet.js';
import { createGamesService } from '../modules/games/index.js';
import { createLotteryRecordsService } from '../modules/lottery/index.js';
import type { CsvColumn } from './csv-download.js';
import { csvFileName, sendCsv } from './csv-download.js';
import { ok } from './envelope.js';
import { brandIn, requireOperator } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

const playerColumns: readonly CsvColumn<PlayerRow>[] = [
  { header: 'member_number', value: (row) => String(row.memberNumber) },
  { header: 'username', value: (row) => row.username },
  { header: 'nickname', value: (row) => row.nickname },
  { header: 'payee_name', value: (row) => row.payeeName ?? '' },
  { header: 'mobile', value: (row) => row.mobile ?? '' },
  { header: 'type', value: (row) => String(row.type) },
  { header: 'status', value: (row) => row.status },
  { header: 'registered_at', value: (row) => row.registeredAt },
  { header: 'last_login_at', value: (row) => row.lastLoginAt ?? '' },
  { header: 'main_balance', value: (row) => row.mainBalance },
];

const pageQuerySchema = z.object(pageQueryShape({ defaultSize: 20, maxSize: 100 }));

/** The console's players: search, profile, records, notes and support actions (decision 0029). */
export function playersRoutes(dependencies: PlayerAdministration & { guards: RouteGuards }): FastifyPluginAsyncZod {
  const read = { permission: 'players.read', brand: brandIn('query', 'merchant') } as const;
  const readOne = { permission: 'players.read', brand: brandIn('params', 'merchant') } as const;
  const manage = { permission: 'players.manage', brand: brandIn('params', 'merchant') } as const;
  const actionAnswer = answers(
    z.object({
      changed: z.boolean(),
      sessionsEnded: z.number().optional(),
      lockedForSeconds: z.number().optional(),
    }),
  );

  // The player's records read the replica, as their own listings do (decision 0021).
  const recordSources = {
    games: createGamesService({ db: dependencies.readReplica, clock: dependencies.clock }),
    lottery: createLotteryRecordsService({ db: dependencies.readReplica }),
  };

  return async (app) => {
    await dependencies.guards.operator(app, (operator) => {
      operator.get(
        '/bo/players',
        {
          schema: {
            summary: "Search one brand's players by name, mobile, member number, bank account or IP; paged",
            querystring: playerQuerySchema,
            response: answers(playerPageSchema),
          },
          config: read,
        },
        async (request) => {
          const { pageNo, pageSize, ...filter } = request.query;
          return ok(await searchPlayers(dependencies, filter, { pageNo, pageSize }));
        },
      );

      operator.get(
        '/bo/players.csv',
        {
          schema: {
            summary: 'Every player the search matches, as CSV (streamed)',
            querystring: playerFilterSchema,
            produces: ['text/csv'],
          },
          config: read,
        },
        async (request, reply) =>
          sendCsv(
            reply,
            csvFileName(`players-${request.query.merchant}`, dependencies.clock.now()),
            playerColumns,
            exportPlayers(dependencies, request.query),
          ),
      );

      operator.get(
        '/bo/players/:merchant/:username',
        {
          schema: {
            summary: "A player's profile: account, registration, wallets, latest logins, devices, login lock",
            params: playerParamsSchema,
            response: answers(playerProfileSchema),
          },
          config: readOne,
        },
        async (request) => ok(await describePlayer(dependencies, request.params)),
      );

      operator.get(
        '/bo/players/:merchant/:username/ledger',
        {
          schema: {
            summary: "The player's ledger moves, newest first; paged",
            params: playerParamsSchema,
            querystring: playerRecordQuerySchema,
            response: answers(playerLedgerPageSchema),
          },
          config: readOne,
        },
        async (request) => {
          const { merchant, member } = await findConsolePlayer(dependencies, request.params);
          const { startDate, endDate, pageNo, pageSize } = request.query;
          const page = await listMemberTransactions(dependencies, {
            merchant,
            member,
            types: [],
            startDate,
            endDate,
            pageNo,
            pageSize,
            language: request.language,
          });
          return ok(describeLedgerPage(page));
        },
      );

      operator.get(
        '/bo/players/:merchant/:username/rounds',
        {
          schema: {
            summary: "The player's game rounds and lottery tickets (one category with gameType); paged",
            params: playerParamsSchema,
            querystring: playerRoundQuerySchema,
            response: answers(playerRoundPageSchema),
          },
          config: readOne,
        },
        async (request) => {
          const { merchant, player } = await findConsolePlayer(dependencies, request.params);
          const page = await listGameRecords(recordSources, {
            merchant,
            memberId: player.id,
            query: { ...request.query, gameType: request.query.gameType, vassalage: undefined },
            language: request.language,
            now: dependencies.clock.now(),
          });
          return ok(describeRoundPage(page));
        },
      );

      operator.get(
        '/bo/players/:merchant/:username/deposits',
        {
          schema: {
            summary: "The player's deposits, newest first; paged",
            params: playerParamsSchema,
            querystring: pageQuerySchema,
            response: answers(playerDepositPageSchema),
          },
          config: readOne,
        },
        async (request) => ok(await listPlayerDeposits(dependencies, request.params, request.query)),
      );

      operator.get(
        '/bo/players/:merchant/:username/withdrawals',
        {
          schema: {
            summary: "The player's withdrawals, newest first; paged",
            params: playerParamsSchema,
            querystring: pageQuerySchema,
            response: answers(playerWithdrawalPageSchema),
          },
          config: readOne,
        },
        async (request) => ok(await listPlayerWithdrawals(dependencies, request.params, request.query)),
      );

      operator.get(
        '/bo/players/:merchant/:username/notes',
        {
          schema: {
            summary: "Operators' notes on the player, newest first; paged",
            params: playerParamsSchema,
            querystring: pageQuerySchema,
            response: answers(playerNotePageSchema),
          },
          config: readOne,
        },
        async (request) => ok(await listPlayerNotes(dependencies, request.params, request.query)),
      );

      operator.post(
        '/bo/players/:merchant/:username/notes',
        {
          schema: {
            summary: 'Add a note on the player; audited',
            params: playerParamsSchema,
            body: playerNoteBodySchema,
            response: answers(playerNoteSchema),
          },
          config: manage,
        },
        async (request) =>
          ok(
            await addPlayerNote(
              dependencies,
              requireOperator(request, 'players.manage'),
              request.params,
              request.body.body,
            ),
          ),
      );

      const action = (
        path: string,
        summary: string,
        run: typeof blockPlayer | typeof unblockPlayer | typeof unlockPlayerLogin,
      ) =>
        operator.post(
          `/bo/players/:merchant/:username/${path}`,
          {
            schema: { summary, params: playerParamsSchema, body: playerActionBodySchema, response: actionAnswer },
            config: manage,
          },
          async (request) =>
            ok(
              await run(dependencies, {
                operator: requireOperator(request, 'players.manage'),
                key: request.params,
                reason: request.body.reason,
              }),
            ),
        );
      action('block', 'Block the player: their sessions end at once and their login is refused; audited', blockPlayer);
      action('unblock', 'Unblock the player; audited', unblockPlayer);
      action('login-unlock', 'Lift the lock wrong passwords put on the login; audited', unlockPlayerLogin);

      operator.post(
        '/bo/players/:merchant/:username/password-reset',
        {
          schema: {
            summary: 'Give the player a temporary password they must change at their next login; audited',
            params: playerParamsSchema,
            body: playerActionBodySchema,
            response: answers(playerPasswordResetSchema),
          },
          config: manage,
        },
        async (request) => {
          const { temporaryPassword } = await resetPlayerPassword(dependencies, {
            operator: requireOperator(request, 'players.manage'),
            key: request.params,
            reason: request.body.reason,
          });
          return ok({ temporaryPassword });
        },
      );
    });
  };
}
