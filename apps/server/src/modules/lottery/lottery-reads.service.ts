import type {
  DrawHistory,
  DrawProofView,
  LatestDraw,
  LotteryMenus,
  NearNumeros,
  Numero,
  OpenedNumero,
  PrizeMode,
  PrizeTable,
} from '@croupier/contracts';
import { buildPage, fairnessSpecVersion, formatMinor, pageOffset } from '@croupier/contracts';
import type { Language } from '@croupier/contracts';
import { familyName, lotteryGameName } from './lottery-names.js';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../lib/domain-error.js';
import { findBetType, listBetTypes } from './bet-types.js';
import { localDayOf } from './draw-schedule.js';
import type { CatalogueGame } from './lottery-catalogue.js';
import {
  findCatalogueGame,
  requireCatalogueGame,
  groupIdOf,
  listCatalogueGames,
  pricingOf,
} from './lottery-catalogue.js';
import { lotteryFamilies } from './lottery-families.js';
import { quotePrizeGroup } from './odds-tables.js';
import { beaconKindOf, beaconRoundFor, beaconRule } from './beacon.js';
import * as repository from './lottery.repository.js';
import { createLotterySettingsService } from './lottery-settings.service.js';
import type { DrawRow } from './lottery.repository.js';

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

/** Decimal odds from thousandths: 9910 → "9.91", 98500 → "98.5". */
function formatThousandths(value: number): string {
  return (value / 1000).toFixed(3).replace(/\.?0+$/, '');
}

/** The read side of the `/lgw` calls: menus, numeros, results, draw history and proofs, prize tables. */
export function createLotteryReadsService({ db }: { db: Database }) {
  const { gameSetting, oddsTable } = createLotterySettingsService({ db });

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
    const game = requireCatalogueGame(input);
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
              drawTime: new Date(row.draw_at).toISOString(),
            },
          ]
        : [];
    });
  }

  async function drawHistory(gameCode: string, pageNo: number, pageSize: number, now: Date): Promise<DrawHistory> {
    const game = requireCatalogueGame({ gameCode });
    const { rows, total } = await repository.listDrawHistory(
      db,
      game.code,
      now,
      pageOffset({ pageNo, pageSize }),
      pageSize,
    );
    return {
      gameCode: game.code,
      gameGroupCode: game.family,
      ...buildPage(
        rows.map((draw) => ({
          numero: draw.numero,
          status: draw.status,
          winNo: draw.winNumbers,
          result: draw.result,
          resultVersion: draw.resultVersion,
          drawTime: new Date(draw.drawAt).toISOString(),
          verifiable: game.inHouse && draw.revealedSeed !== null,
          voidReason: draw.voidReason,
        })),
        { pageNo, pageSize },
        total,
      ),
    };
  }

  /**
   * A draw's proof by the published specification (docs/fairness-v1.md): the commitment, the times and the beacon
   * round always; the seed, beacon value and result once the draw has settled.
   */
  async function drawProof(gameCode: string, numero: string): Promise<DrawProofView> {
    const game = requireCatalogueGame({ gameCode });
    if (!game.inHouse) throw new DomainError('NOT_FOUND', { reason: 'OFFICIAL_DRAW' });
    const draw = await repository.findDraw(db, game.code, numero);
    if (!draw) throw new DomainError('DRAW_NOT_FOUND');
    const chain = await repository.findSeedChain(db, draw.gameCode, draw.day);
    if (!chain) throw new DomainError('DRAW_NOT_FOUND');
    const revealed = draw.revealedSeed !== null;
    const beaconSource = revealed ? draw.beaconSource : null;
    return {
      specVersion: fairnessSpecVersion,
      gameCode: draw.gameCode,
      numero: draw.numero,
      drawIndex: draw.sequence,
      chainDay: chain.day,
      chainLength: chain.length,
      terminalHash: chain.terminalHash,
      committedAt: new Date(chain.committedAt).toISOString(),
      openAt: new Date(draw.openAt).toISOString(),
      closeAt: new Date(draw.closeAt).toISOString(),
      drawAt: new Date(draw.drawAt).toISOString(),
      seed: draw.revealedSeed,
      beacon: revealed ? draw.beacon : null,
      beaconSource,
      beaconKind: beaconKindOf(beaconSource),
      beaconRound: beaconRoundFor(new Date(draw.closeAt)).round,
      beaconRule: { ...beaconRule },
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
    const game = requireCatalogueGame({ gameCode: input.gameCode });
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
    gameMenus,
    vietnamMenus,
    nearNumeros,
    openedNumeros,
    latestDraws,
    drawHistory,
    drawProof,
    prizeTable,
    recentGames,
  };
}
