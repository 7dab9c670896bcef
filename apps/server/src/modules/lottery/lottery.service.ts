import { randomBytes } from 'node:crypto';
import type {
  BetRecordFilter,
  BetRecordPage,
  OrderDetail,
  Ticket,
  DrawHistory,
  DrawProofView,
  LatestDraw,
  LotteryMenus,
  NearNumeros,
  Numero,
  OpenedNumero,
  PrizeMode,
  PrizeTable,
  ResultEntry,
  SaveOddsTableBody,
} from '@croupier/contracts';
import { formatMinor, parseMinor } from '@croupier/contracts';
import type { Language } from '@croupier/contracts';
import { familyName, lotteryGameName } from './lottery-names.js';
import { startOfLocalDay } from '../../lib/time-zone.js';
import { toTicket } from './lottery-tickets.js';
import type { Database } from '../../db/client.js';
import { runInTransaction } from '../../db/transaction.js';
import { DomainError } from '../../lib/domain-error.js';
import type { Beacon } from './beacon.js';
import { findBetType, listBetTypes } from './bet-types.js';
import { localDayOf } from './draw-schedule.js';
import type { CatalogueGame } from './lottery-catalogue.js';
import {
  catalogueGames,
  countDrawsBetween,
  drawsInDay,
  findCatalogueGame,
  groupIdOf,
  listCatalogueGames,
  listDrawsToSchedule,
  pricingOf,
} from './lottery-catalogue.js';
import type { DrawResult } from './lottery-families.js';
import { explainInvalidResult, formatWinNumbers, lotteryFamilies } from './lottery-families.js';
import type { OddsTable } from './odds-tables.js';
import { defaultOddsTables, findDefaultOddsTable, listOddsTableProblems, quotePrizeGroup } from './odds-tables.js';
import { createSeedChain, deriveDrawResult } from './provably-fair.js';
import * as repository from './lottery.repository.js';
import type { DrawRow, GameSettingRow, TicketView } from './lottery.repository.js';

export type GameSetting = Omit<GameSettingRow, 'merchantId' | 'createdBy' | 'createdAt'>;

/** Defaults a brand gets until it saves its own settings for a game (amounts at scale 2). */
export function defaultGameSetting(game: CatalogueGame): GameSetting {
  return {
    gameCode: game.code,
    version: 0,
    enabled: true,
    allowCancel: true,
    minStakeMinor: 100n,
    maxStakeMinor: 5_000_000n,
    maxNumberStakeMinor: 10_000_000n,
    maxDrawStakeMinor: 50_000_000n,
    payoutCapMinor: null,
    maxChasePeriods: 120,
    memberSeries: 1960,
    closedNumbers: [],
    numberPayoutPercent: {},
  };
}

/** How long an official draw waits for a confirmed result before it is voided and refunded (published). */
export const officialResultWindowSeconds = 3600;
/** How long after its draw time an in-house draw waits for its beacon round before it is voided (published). */
export const beaconDeadlineSeconds = 600;
/** Draws kept scheduled ahead: enough for the longest chase. */
const fastDrawsAhead = 130;
const calendarDrawsAhead = 10;

const iso = (value: Date | string) => new Date(value).toISOString();

function toNumero(draw: Pick<DrawRow, 'numero' | 'openAt' | 'closeAt' | 'drawAt' | 'status'>, now: Date): Numero {
  const openAt = new Date(draw.openAt);
  const closeAt = new Date(draw.closeAt);
  const drawAt = new Date(draw.drawAt);
  return {
    numero: draw.numero,
    isSale: draw.status === 'SCHEDULED' && openAt <= now && now < closeAt,
    remainTime: Math.max(0, drawAt.getTime() - now.getTime()),
    lockTime: Math.round((drawAt.getTime() - closeAt.getTime()) / 1000),
    openTime: openAt.toISOString(),
    closeTime: closeAt.toISOString(),
    drawTime: drawAt.toISOString(),
  };
}

function requireGame(input: { gameCode?: string | undefined; gameId?: number | undefined }): CatalogueGame {
  const game = findCatalogueGame(input);
  if (!game) throw new DomainError('NOT_FOUND', { game: input.gameCode ?? input.gameId ?? null });
  return game;
}

/** Decimal odds from thousandths: 9910 → "9.91", 98500 → "98.5". */
function formatThousandths(value: number): string {
  return (value / 1000).toFixed(3).replace(/\.?0+$/, '');
}

/**
 * The lottery module: the catalogue, brand settings and odds tables, the draw calendar, in-house draws, results
 * entered by operators, and the read side of the `/lgw` calls. Money (placing, settling, cancelling) is in flows.
 */
export function createLotteryService({ db }: { db: Database }) {
  async function gameSetting(merchantId: string, game: CatalogueGame): Promise<GameSetting> {
    return (await repository.findLatestGameSetting(db, merchantId, game.code)) ?? defaultGameSetting(game);
  }

  /** Whether each game may be cancelled at a brand, read in one query (lists show it for many games at once). */
  async function allowCancelByGame(merchantId: string): Promise<(gameCode: string) => boolean> {
    const saved = new Map(
      (await repository.listLatestGameSettings(db, merchantId)).map((row) => [row.gameCode, row.allowCancel]),
    );
    return (gameCode) => {
      const game = findCatalogueGame({ gameCode });
      return game ? (saved.get(gameCode) ?? defaultGameSetting(game).allowCancel) : false;
    };
  }

  /** The brand's table in force for a family and pricing: its latest version, or the built-in default. */
  async function oddsTable(merchantId: string, game: CatalogueGame, pricing: OddsTable['pricing']) {
    const fallback = findDefaultOddsTable(game.family, pricing);
    if (!fallback) return null;
    const saved = await repository.findLatestOddsTable(db, merchantId, fallback.code);
    return saved?.body ?? fallback;
  }

  /**
   * Keeps the calendar filled: the next draws of every game, and for each in-house day a committed seed chain
   * written before any of its draws (the terminal hash is public from then on).
   */
  async function scheduleDraws(now: Date): Promise<number> {
    let created = 0;
    for (const game of catalogueGames) {
      const last = await repository.findLatestDrawTime(db, game.code);
      const calendar = game.cycleSeconds === null;
      const target = calendar ? calendarDrawsAhead : fastDrawsAhead;
      const ahead = last && last > now ? countDrawsBetween(game, now, last, target) : 0;
      // Fast games refill in batches rather than one draw a tick.
      if (target - ahead < (calendar ? 1 : target / 2)) continue;
      const draws = listDrawsToSchedule(game, {
        after: last && last > now ? last : now,
        notBefore: now,
        count: target - ahead,
      });
      if (draws.length === 0) continue;
      if (game.inHouse) {
        for (const day of new Set(draws.map((draw) => draw.day))) {
          const length = drawsInDay(game, day);
          const finalSeed = randomBytes(32).toString('hex');
          await repository.insertSeedChain(db, {
            gameCode: game.code,
            day,
            finalSeed,
            terminalHash: createSeedChain(finalSeed, length).terminalHash,
            length,
          });
        }
      }
      created += await repository.insertDraws(
        db,
        draws.map((draw) => ({ gameCode: game.code, ...draw })),
      );
    }
    return created;
  }

  async function seedOf(draw: DrawRow): Promise<{ seed: string; terminalHash: string; committedAt: Date } | null> {
    const chain = await repository.findSeedChain(db, draw.gameCode, draw.day);
    if (!chain) return null;
    const seed = createSeedChain(chain.finalSeed, chain.length).seeds[draw.sequence - 1];
    return seed ? { seed, terminalHash: chain.terminalHash, committedAt: chain.committedAt } : null;
  }

  /**
   * Draws every closed in-house draw whose time has come: the beacon round after its close, then the one result
   * of (seed, game, numero, beacon). Nothing here reads a ticket. A crash before the write derives the same
   * result again (the seed and the kept beacon value do not change); only a beacon outage past the published
   * deadline voids a draw.
   */
  async function drawDue(beacon: Beacon, now: Date): Promise<number> {
    const inHouse = catalogueGames.filter((game) => game.inHouse).map((game) => game.code);
    const due = await repository.listDueDraws(db, inHouse, 200);
    let drawn = 0;
    for (const draw of due) {
      const game = requireGame({ gameCode: draw.gameCode });
      const { round } = beacon.roundFor(new Date(draw.closeAt));
      const reading = await beacon.read(round, now);
      if (!reading) {
        if (now.getTime() - new Date(draw.drawAt).getTime() > beaconDeadlineSeconds * 1000) {
          await repository.recordDrawOutcome(db, {
            drawId: draw.id,
            fromStatuses: ['CLOSED'],
            expectedVersion: draw.resultVersion,
            outcome: { status: 'VOID', reason: 'BEACON_OUTAGE' },
          });
        }
        continue;
      }
      const chain = await seedOf(draw);
      if (!chain) {
        await repository.recordDrawOutcome(db, {
          drawId: draw.id,
          fromStatuses: ['CLOSED'],
          expectedVersion: draw.resultVersion,
          outcome: { status: 'VOID', reason: 'NO_SEED_COMMITTED' },
        });
        continue;
      }
      const result = deriveDrawResult({
        seed: chain.seed,
        gameCode: draw.gameCode,
        numero: draw.numero,
        beacon: reading.value,
        shape: lotteryFamilies[game.family].shape,
      });
      const written = await repository.recordDrawOutcome(db, {
        drawId: draw.id,
        fromStatuses: ['CLOSED'],
        expectedVersion: draw.resultVersion,
        outcome: {
          status: 'RESULTED',
          result,
          winNumbers: formatWinNumbers(result),
          beacon: reading.value,
          beaconSource: reading.source,
        },
      });
      if (written) drawn += 1;
    }
    return drawn;
  }

  /** Official draws with no confirmed result within the window are voided (every stake refunded). */
  async function voidOverdue(): Promise<number> {
    let voided = 0;
    for (const game of catalogueGames.filter((candidate) => !candidate.inHouse)) {
      const overdue = await repository.listOverdueDraws(db, game.code, officialResultWindowSeconds, 100);
      for (const draw of overdue) {
        const written = await repository.recordDrawOutcome(db, {
          drawId: draw.id,
          fromStatuses: ['CLOSED'],
          expectedVersion: draw.resultVersion,
          outcome: { status: 'VOID', reason: 'NO_RESULT' },
        });
        if (written) voided += 1;
      }
    }
    return voided;
  }

  /** The seed of a settled in-house draw, revealed on the draw row. */
  async function revealableSeed(draw: DrawRow): Promise<string | null> {
    if (!findCatalogueGame({ gameCode: draw.gameCode })?.inHouse || draw.status === 'VOID') return null;
    return (await seedOf(draw))?.seed ?? null;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Official results: one operator enters, another confirms (two-person rule); a later confirmed entry corrects.

  function toResultEntry(entry: repository.ResultEntryRow, draw: Pick<DrawRow, 'gameCode' | 'numero'>): ResultEntry {
    return {
      entryId: entry.id,
      gameCode: draw.gameCode,
      numero: draw.numero,
      winNo: entry.winNumbers,
      status: entry.status,
      enteredBy: entry.enteredBy,
      confirmedBy: entry.confirmedBy,
      resultVersion: entry.resultVersion,
      createdAt: iso(entry.createdAt),
    };
  }

  async function enterResult(input: {
    gameCode: string;
    numero: string;
    result: DrawResult;
    operatorId: string;
  }): Promise<ResultEntry> {
    const game = requireGame({ gameCode: input.gameCode });
    if (game.inHouse) throw new DomainError('INVALID_STATE', { reason: 'IN_HOUSE_DRAW' });
    const problem = explainInvalidResult(lotteryFamilies[game.family].shape, input.result);
    if (problem) throw new DomainError('RESULT_INVALID', { reason: problem });
    const draw = await repository.findDraw(db, game.code, input.numero);
    if (!draw) throw new DomainError('DRAW_NOT_FOUND');
    if (draw.status === 'SCHEDULED' || draw.status === 'VOID') {
      throw new DomainError('INVALID_STATE', { status: draw.status });
    }
    const entry = await repository.insertResultEntry(db, {
      drawId: draw.id,
      result: input.result,
      winNumbers: formatWinNumbers(input.result),
      enteredBy: input.operatorId,
    });
    return toResultEntry(entry, draw);
  }

  /**
   * A second operator confirms an entry: it becomes the draw's result at the next version. Confirming the result
   * the draw already has changes nothing; a different one is a correction, settled again by the settler.
   */
  async function confirmResult(input: { entryId: string; operatorId: string }): Promise<ResultEntry> {
    return runInTransaction(db, async (transaction) => {
      const entry = await repository.findResultEntry(transaction, input.entryId);
      if (!entry) throw new DomainError('NOT_FOUND');
      if (entry.enteredBy === input.operatorId) throw new DomainError('RESULT_SAME_OPERATOR');
      if (entry.status !== 'PENDING') throw new DomainError('INVALID_STATE', { status: entry.status });
      const draw = await repository.findDrawById(transaction, entry.drawId);
      if (!draw) throw new DomainError('DRAW_NOT_FOUND');
      let version = draw.resultVersion;
      if (draw.winNumbers !== entry.winNumbers || !['RESULTED', 'SETTLED'].includes(draw.status)) {
        const written = await repository.recordDrawOutcome(transaction, {
          drawId: draw.id,
          fromStatuses: ['CLOSED', 'RESULTED', 'SETTLED'],
          expectedVersion: draw.resultVersion,
          outcome: { status: 'RESULTED', result: entry.result, winNumbers: entry.winNumbers },
        });
        if (!written) throw new DomainError('INVALID_STATE', { status: draw.status });
        version = written.resultVersion;
      }
      await repository.confirmResultEntry(transaction, {
        entryId: entry.id,
        confirmedBy: input.operatorId,
        resultVersion: version,
      });
      await repository.supersedeResultEntries(transaction, draw.id, entry.id);
      return toResultEntry(
        { ...entry, status: 'CONFIRMED', confirmedBy: input.operatorId, resultVersion: version },
        draw,
      );
    });
  }

  /** Stops sales of a draw now; the next cycle closes it, and its result can then be entered. */
  async function closeDraw(gameCode: string, numero: string) {
    const game = requireGame({ gameCode });
    const closed = await repository.closeDrawNow(db, game.code, numero);
    if (!closed) throw new DomainError('DRAW_CLOSED', { numero });
    await repository.closeDueDraws(db);
    return { gameCode: game.code, numero, closeTime: iso(closed.closeAt) };
  }

  // -------------------------------------------------------------------------------------------------------------
  // A brand's configuration: every save is a new version; tickets already sold keep the prices they were sold at.

  /** Saves a brand's copy of a built-in odds table as its next version, once every level it offers is priced. */
  async function saveOddsTable(merchantId: string, table: SaveOddsTableBody['table'], savedBy: string) {
    const builtIn = defaultOddsTables.find((candidate) => candidate.code === table.code);
    if (!builtIn || builtIn.family !== table.family || builtIn.pricing !== table.pricing) {
      throw new DomainError('VALIDATION_FAILED', { fields: [{ path: 'table.code', message: 'UNKNOWN_TABLE' }] });
    }
    const problems = listOddsTableProblems({ ...table, version: builtIn.version });
    if (problems.length > 0) {
      throw new DomainError('VALIDATION_FAILED', {
        fields: problems.map((problem) => ({ path: 'table', message: problem })),
      });
    }
    return runInTransaction(db, async (transaction) => {
      await repository.lockVersionedSave(transaction, `lottery_odds_table:${merchantId}:${table.code}`);
      const latest = await repository.findLatestOddsTable(transaction, merchantId, table.code);
      const version = (latest?.version ?? builtIn.version) + 1;
      const body: OddsTable = { ...table, version };
      await repository.insertOddsTable(transaction, {
        merchantId,
        code: table.code,
        version,
        body,
        createdBy: savedBy,
      });
      return { code: table.code, version };
    });
  }

  /** Saves a brand's settings of a game as the next version. */
  async function saveGameSetting(
    merchantId: string,
    input: Omit<GameSetting, 'version'> & { gameCode: string },
    savedBy: string,
  ) {
    const game = requireGame({ gameCode: input.gameCode });
    if (input.minStakeMinor > input.maxStakeMinor) {
      throw new DomainError('VALIDATION_FAILED', { fields: [{ path: 'minStake', message: 'ABOVE_MAXIMUM' }] });
    }
    return runInTransaction(db, async (transaction) => {
      await repository.lockVersionedSave(transaction, `lottery_game_setting:${merchantId}:${game.code}`);
      const latest = await repository.findLatestGameSetting(transaction, merchantId, game.code);
      const version = (latest?.version ?? 0) + 1;
      await repository.insertGameSetting(transaction, {
        ...input,
        gameCode: game.code,
        merchantId,
        version,
        createdBy: savedBy,
      });
      return { gameCode: game.code, version };
    });
  }

  async function listPendingResults(): Promise<ResultEntry[]> {
    const rows = await repository.listPendingResultEntries(db, 100);
    return rows.map((row) => toResultEntry(row.entry, row.draw));
  }

  // -------------------------------------------------------------------------------------------------------------
  // Read side of the /lgw calls

  function menuGame(game: CatalogueGame, language: Language, today?: boolean) {
    return {
      gameId: game.gameId,
      code: game.code,
      remark: lotteryGameName(game, language),
      gameGroupCode: game.family,
      defaultPlayType: 1,
      tag: game.tags,
      ...(today === undefined ? {} : { today }),
    };
  }

  function menus(games: readonly CatalogueGame[], language: Language, todayCodes?: ReadonlySet<string>): LotteryMenus {
    const groups: LotteryMenus = {};
    for (const game of games) {
      const group = (groups[game.family] ??= {
        labelName: familyName(game.family, language),
        gameGroupCode: game.family,
        gameGroupId: groupIdOf(game.family),
        gameMenus: [],
      });
      group.gameMenus.push(menuGame(game, language, todayCodes ? todayCodes.has(game.code) : undefined));
    }
    return groups;
  }

  function gameMenus(prizeMode: PrizeMode | undefined, language: Language): LotteryMenus {
    return menus(
      listCatalogueGames(prizeMode ?? 'ELOTT').filter((game) => !game.family.startsWith('VN_') || game.inHouse),
      language,
    );
  }

  /** The Vietnamese menu: North, Central, South; provinces drawing today (local time) come first, marked. */
  async function vietnamMenus(now: Date, language: Language): Promise<LotteryMenus> {
    const games = listCatalogueGames('VN');
    const near = await repository.listNearDraws(
      db,
      games.map((game) => game.code),
      now,
    );
    // A province "draws today" when its next draw falls on today's date in Vietnam (none do after the evening's draws).
    const today = new Set(
      near
        .filter(
          (row) =>
            row.position === '1' &&
            localDayOf(new Date(row.draw_at), 'Asia/Ho_Chi_Minh') === localDayOf(now, 'Asia/Ho_Chi_Minh'),
        )
        .map((row) => row.game_code),
    );
    const ordered = [...games].sort((left, right) => Number(today.has(right.code)) - Number(today.has(left.code)));
    return menus(ordered, language, today);
  }

  async function nearNumeros(input: { gameId?: number | undefined; gameCode?: string | undefined }, now: Date) {
    const game = requireGame(input);
    const rows = await repository.listNearDraws(db, [game.code], now);
    const at = (position: string) => {
      const row = rows.find((candidate) => candidate.position === position);
      return row
        ? toNumero(
            {
              numero: row.numero,
              openAt: row.open_at as Date,
              closeAt: row.close_at as Date,
              drawAt: row.draw_at as Date,
              status: row.status,
            },
            now,
          )
        : null;
    };
    const answer: NearNumeros = {
      gameId: game.gameId,
      gameCode: game.code,
      serverTime: now.toISOString(),
      currentNumero: at('1'),
      nextNumero: at('2'),
      previousNumero: at('0'),
    };
    return answer;
  }

  /** Each game's current numero: the one on sale, else the next to draw. */
  async function openedNumeros(
    games: readonly CatalogueGame[],
    now: Date,
    language: Language,
  ): Promise<OpenedNumero[]> {
    const rows = await repository.listNearDraws(
      db,
      games.map((game) => game.code),
      now,
    );
    return games.flatMap((game) => {
      const candidates = rows
        .filter((row) => row.game_code === game.code && row.position !== '0')
        .sort((left, right) => Number(left.position) - Number(right.position));
      const onSale = candidates.find((row) => new Date(row.open_at) <= now && now < new Date(row.close_at));
      const row = onSale ?? candidates[0];
      if (!row) return [];
      const numero = toNumero(
        {
          numero: row.numero,
          openAt: row.open_at as Date,
          closeAt: row.close_at as Date,
          drawAt: row.draw_at as Date,
          status: row.status,
        },
        now,
      );
      return [
        {
          gameId: game.gameId,
          gameCode: game.code,
          remark: lotteryGameName(game, language),
          gameGroupCode: game.family,
          numero: numero.numero,
          remainTime: numero.remainTime,
          lockTime: numero.lockTime,
          isSale: numero.isSale,
          defaultPlayType: 1,
          liveVideoSwitch: false,
        },
      ];
    });
  }

  async function latestDraws(
    prizeMode: PrizeMode | undefined,
    count: number,
    language: Language,
  ): Promise<LatestDraw[]> {
    const games = listCatalogueGames(prizeMode);
    const rows = await repository.listLatestResults(
      db,
      games.map((game) => game.code),
    );
    return rows.slice(0, count).flatMap((row) => {
      const game = findCatalogueGame({ gameCode: row.game_code });
      return game
        ? [
            {
              gameId: game.gameId,
              gameCode: game.code,
              remark: lotteryGameName(game, language),
              gameGroupCode: game.family,
              numero: row.numero,
              winNo: row.win_numbers,
              drawTime: iso(row.draw_at),
            },
          ]
        : [];
    });
  }

  async function drawHistory(gameCode: string, pageNo: number, pageSize: number, now: Date): Promise<DrawHistory> {
    const game = requireGame({ gameCode });
    const { rows, total } = await repository.listDrawHistory(db, game.code, now, (pageNo - 1) * pageSize, pageSize);
    return {
      gameCode: game.code,
      gameGroupCode: game.family,
      content: rows.map((draw) => ({
        numero: draw.numero,
        status: draw.status,
        winNo: draw.winNumbers,
        result: draw.result,
        resultVersion: draw.resultVersion,
        drawTime: iso(draw.drawAt),
        verifiable: game.inHouse && draw.revealedSeed !== null,
        voidReason: draw.voidReason,
      })),
      pageNum: pageNo,
      totalPages: Math.max(1, Math.ceil(total / pageSize)),
      total,
    };
  }

  /** A draw's proof: the commitment always; the seed, beacon and result once the draw has settled. */
  async function drawProof(gameCode: string, numero: string): Promise<DrawProofView> {
    const game = requireGame({ gameCode });
    if (!game.inHouse) throw new DomainError('NOT_FOUND', { reason: 'OFFICIAL_DRAW' });
    const draw = await repository.findDraw(db, game.code, numero);
    if (!draw) throw new DomainError('DRAW_NOT_FOUND');
    const chain = await repository.findSeedChain(db, draw.gameCode, draw.day);
    if (!chain) throw new DomainError('DRAW_NOT_FOUND');
    const revealed = draw.revealedSeed !== null;
    return {
      gameCode: draw.gameCode,
      numero: draw.numero,
      drawIndex: draw.sequence,
      terminalHash: chain.terminalHash,
      committedAt: iso(chain.committedAt),
      seed: draw.revealedSeed,
      beacon: revealed ? draw.beacon : null,
      beaconSource: revealed ? draw.beaconSource : null,
      shape: { ...lotteryFamilies[game.family].shape },
      winNumbers: revealed ? draw.winNumbers : null,
      status: draw.status,
    };
  }

  /** The prize table of a game under a prize mode (`lottoGameBonus`), with the brand's limits. */
  async function prizeTable(
    merchantId: string,
    input: { gameCode: string; prizeMode?: PrizeMode | undefined; series?: number | undefined },
  ): Promise<PrizeTable> {
    const game = requireGame({ gameCode: input.gameCode });
    const pricing = pricingOf(game, input.prizeMode);
    const table = await oddsTable(merchantId, game, pricing);
    if (!table) throw new DomainError('NOT_FOUND', { pricing });
    const setting = await gameSetting(merchantId, game);
    const prizeMode: PrizeMode =
      pricing === 'prize-group' ? 'LOTT' : (game.prizeModes.find((mode) => mode !== 'LOTT') ?? 'ELOTT');
    let series: PrizeTable['series'] = null;
    let plays: PrizeTable['plays'];
    if (table.pricing === 'prize-group') {
      const member = Math.min(setting.memberSeries, table.maxSeries);
      const quoted = Math.min(Math.max(input.series ?? member, table.minSeries), member);
      series = { min: table.minSeries, max: table.maxSeries, step: table.seriesStep, member, quoted };
      plays = table.betTypes.flatMap((code) => {
        const betType = findBetType(code);
        if (!betType) return [];
        const prizes = quotePrizeGroup(betType, quoted, 200n);
        return [
          {
            code,
            name: betType.name,
            localName: betType.localName,
            pricing: 'prize-group' as const,
            prizes: Object.entries(prizes).map(([level, prize]) => ({ level, prize: formatMinor(prize) })),
            costUnits: 1,
            sampleSelections: [...betType.sampleSelections],
          },
        ];
      });
    } else {
      plays = listBetTypes(game.family, 'fixed-odds').flatMap((betType) => {
        const entry = table.betTypes[betType.code];
        if (!entry) return [];
        return [
          {
            code: betType.code,
            name: betType.name,
            localName: betType.localName,
            pricing: 'fixed-odds' as const,
            prizes: Object.entries(entry.payoutThousandths).map(([level, value]) => ({
              level,
              prize: formatThousandths(value),
            })),
            costUnits: entry.costUnits,
            sampleSelections: [...betType.sampleSelections],
          },
        ];
      });
    }
    return {
      gameCode: game.code,
      gameGroupCode: game.family,
      prizeMode,
      tableCode: table.code,
      tableVersion: table.version,
      series,
      stakeFeePercent: table.pricing === 'fixed-odds' ? (table.stakeFeeBasisPoints / 100).toFixed(2) : '0.00',
      limits: {
        minStake: formatMinor(setting.minStakeMinor),
        maxStake: formatMinor(setting.maxStakeMinor),
        maxNumberStake: formatMinor(setting.maxNumberStakeMinor),
        maxDrawStake: formatMinor(setting.maxDrawStakeMinor),
        maxChasePeriods: setting.maxChasePeriods,
      },
      allowCancel: setting.allowCancel,
      plays,
    };
  }

  // -------------------------------------------------------------------------------------------------------------
  // The member's tickets

  async function toTickets(
    merchantId: string,
    views: readonly TicketView[],
    now: Date,
    language: Language,
  ): Promise<Ticket[]> {
    const allowCancel = await allowCancelByGame(merchantId);
    return views.map((view) => toTicket(view, { now, language, allowCancel: allowCancel(view.draw.gameCode) }));
  }

  /** An order's tickets as placed (the answer to placing it, and to its replay). */
  async function orderTickets(merchantId: string, orderId: string, language: Language) {
    const views = await repository.listOrderTickets(db, orderId);
    const now = await repository.databaseNow(db);
    return {
      totalMinor: views.reduce((sum, view) => sum + view.ticket.amountMinor, 0n),
      tickets: await toTickets(merchantId, views, now, language),
    };
  }

  /** Bet records: the member's tickets newest first, with the totals of every ticket the filter matches. */
  async function listRecords(
    merchant: { id: string; timeZone: string },
    memberId: string,
    filter: BetRecordFilter,
    language: Language,
  ): Promise<BetRecordPage> {
    const dayMs = 86_400_000;
    const { rows, total, betMinor, returnedMinor } = await repository.listTickets(
      db,
      {
        merchantId: merchant.id,
        memberId,
        from: filter.startDate ? startOfLocalDay(filter.startDate, merchant.timeZone) : undefined,
        to: filter.endDate ? new Date(startOfLocalDay(filter.endDate, merchant.timeZone).getTime() + dayMs) : undefined,
        gameCode: filter.gameCode,
        statuses: filter.open ? ['PENDING'] : filter.status ? [filter.status] : undefined,
        numero: filter.numero,
        orderNo: filter.orderNo,
      },
      (filter.pageNo - 1) * filter.pageSize,
      filter.pageSize,
    );
    const now = await repository.databaseNow(db);
    return {
      content: await toTickets(merchant.id, rows, now, language),
      pageNum: filter.pageNo,
      totalPages: Math.max(1, Math.ceil(total / filter.pageSize)),
      total,
      totals: { betAmount: formatMinor(betMinor), winAmount: formatMinor(returnedMinor) },
    };
  }

  /** An order with every chase period and bet; another member's order is not found. */
  async function orderDetail(
    merchantId: string,
    memberId: string,
    orderNo: string,
    language: Language,
  ): Promise<OrderDetail> {
    const order = await repository.findOrderByNumber(db, merchantId, orderNo);
    if (!order || order.memberId !== memberId) throw new DomainError('NOT_FOUND');
    const game = requireGame({ gameCode: order.gameCode });
    const { tickets } = await orderTickets(merchantId, order.id, language);
    const sum = (pick: (ticket: Ticket) => string) =>
      formatMinor(tickets.reduce((total, ticket) => total + parseMinor(pick(ticket)), 0n));
    return {
      orderNo: order.orderNo,
      gameCode: game.code,
      gameName: lotteryGameName(game, language),
      gameGroupCode: game.family,
      chase: order.periods > 1,
      winningStop: order.stopOnWin,
      totalChasePhases: order.periods,
      completed: new Set(tickets.filter((ticket) => ticket.status !== 'PENDING').map((ticket) => ticket.chasePeriod))
        .size,
      totalBetAmount: sum((ticket) => ticket.betAmount),
      totalWinAmount: sum((ticket) => ticket.winAmount),
      createdAt: iso(order.createdAt),
      tickets,
    };
  }

  /** The games a member bet on lately, as menu entries. */
  async function recentGames(memberId: string, vietnam: boolean, language: Language) {
    const codes = await repository.listRecentGameCodes(db, memberId, 20);
    return codes
      .map((code) => findCatalogueGame({ gameCode: code }))
      .filter(
        (game): game is CatalogueGame =>
          game !== null && game.family.startsWith('VN_') === vietnam && !game.inHouse === vietnam,
      )
      .map((game) => menuGame(game, language));
  }

  return {
    allowCancelByGame,
    orderTickets,
    listRecords,
    orderDetail,
    recentGames,
    gameSetting,
    oddsTable,
    scheduleDraws,
    drawDue,
    voidOverdue,
    revealableSeed,
    enterResult,
    confirmResult,
    closeDraw,
    saveOddsTable,
    saveGameSetting,
    listPendingResults,
    gameMenus,
    vietnamMenus,
    nearNumeros,
    openedNumeros,
    latestDraws,
    drawHistory,
    drawProof,
    prizeTable,
  };
}

export type LotteryService = ReturnType<typeof createLotteryService>;
