import { buildPage, formatMinor, pageOffset } from '@croupier/contracts';
import type {
  ConfigDiff,
  ConfigVersion,
  ConsoleDraw,
  ConsoleDrawDetail,
  ConsoleLotteryGame,
  ConsoleResultEntry,
  GameSettingSummary,
  GameSettingVersion,
  Language,
  LotteryDrawFilter,
  LotteryDrawQuery,
  OddsTableSummary,
  OddsTableVersion,
  Page,
} from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../lib/domain-error.js';
import type { CatalogueGame } from './lottery-catalogue.js';
import { catalogueGames, requireCatalogueGame } from './lottery-catalogue.js';
import * as consoleRepository from './lottery-console.repository.js';
import { lotteryFamilies } from './lottery-families.js';
import { lotteryGameName } from './lottery-names.js';
import { defaultGameSetting } from './lottery-settings.service.js';
import type { GameSetting } from './lottery-settings.service.js';
import * as repository from './lottery.repository.js';
import type { DrawRow, ResultEntryRow } from './lottery.repository.js';
import { defaultOddsTables } from './odds-tables.js';
import { diffVersions } from './version-diff.js';

const exportBatchSize = 1_000;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** What the console sees of a game (the result form is built from its shape). */
function consoleGame(game: CatalogueGame, language: Language): ConsoleLotteryGame {
  return {
    code: game.code,
    name: lotteryGameName(game, language),
    family: game.family,
    inHouse: game.inHouse,
    timeZone: game.schedule.timeZone,
    shape: structuredClone(lotteryFamilies[game.family].shape) as ConsoleLotteryGame['shape'],
  };
}

function consoleDraw(draw: DrawRow, language: Language): ConsoleDraw {
  const game = requireCatalogueGame({ gameCode: draw.gameCode });
  return {
    gameCode: draw.gameCode,
    gameName: lotteryGameName(game, language),
    numero: draw.numero,
    day: draw.day,
    openAt: new Date(draw.openAt).toISOString(),
    closeAt: new Date(draw.closeAt).toISOString(),
    drawAt: new Date(draw.drawAt).toISOString(),
    status: draw.status,
    winNo: draw.winNumbers,
    resultVersion: draw.resultVersion,
    settledVersion: draw.settledVersion,
    voidReason: draw.voidReason,
  };
}

/**
 * An entry as one operator may see it: while it waits, its numbers are shown to its maker alone, so the checker
 * types the result blind (decision 0034).
 */
function consoleEntry(
  entry: ResultEntryRow,
  draw: Pick<DrawRow, 'gameCode' | 'numero'>,
  names: { enteredBy: string; confirmedBy: string | null },
  viewerId: string,
): ConsoleResultEntry {
  const mine = entry.enteredBy === viewerId;
  return {
    entryId: entry.id,
    gameCode: draw.gameCode,
    numero: draw.numero,
    winNo: entry.status === 'PENDING' && !mine ? null : entry.winNumbers,
    status: entry.status,
    enteredBy: names.enteredBy,
    confirmedBy: names.confirmedBy,
    mine,
    resultVersion: entry.resultVersion,
    createdAt: new Date(entry.createdAt).toISOString(),
    confirmedAt: iso(entry.confirmedAt),
  };
}

function settingBody(setting: GameSetting): GameSettingVersion['setting'] {
  return {
    gameCode: setting.gameCode,
    enabled: setting.enabled,
    allowCancel: setting.allowCancel,
    minStake: formatMinor(setting.minStakeMinor),
    maxStake: formatMinor(setting.maxStakeMinor),
    maxNumberStake: formatMinor(setting.maxNumberStakeMinor),
    maxDrawStake: formatMinor(setting.maxDrawStakeMinor),
    payoutCap: setting.payoutCapMinor === null ? null : formatMinor(setting.payoutCapMinor),
    maxChasePeriods: setting.maxChasePeriods,
    memberSeries: setting.memberSeries,
    closedNumbers: [...setting.closedNumbers],
    numberPayoutPercent: { ...setting.numberPayoutPercent },
  };
}

/** The console's lottery reads: the catalogue, draws by game and day, a draw's detail, versions and their diffs. */
export function createLotteryConsoleService({ db }: { db: Database }) {
  function listGames(language: Language): ConsoleLotteryGame[] {
    return catalogueGames.map((game) => consoleGame(game, language));
  }

  async function listDraws(query: LotteryDrawQuery, language: Language): Promise<Page<ConsoleDraw>> {
    const { rows, total } = await consoleRepository.listConsoleDraws(db, query, pageOffset(query), query.pageSize);
    return buildPage(
      rows.map((row) => consoleDraw(row, language)),
      query,
      total,
    );
  }

  /** Every draw the filter matches, in batches after the last one sent, so memory stays flat. */
  async function* exportDraws(filter: LotteryDrawFilter, language: Language): AsyncGenerator<ConsoleDraw> {
    let after: DrawRow | null = null;
    for (;;) {
      const rows = await consoleRepository.listConsoleDrawsAfter(db, filter, after, exportBatchSize);
      for (const row of rows) yield consoleDraw(row, language);
      after = rows.at(-1) ?? null;
      if (!after || rows.length < exportBatchSize) return;
    }
  }

  async function drawDetail(
    gameCode: string,
    numero: string,
    viewerId: string,
    language: Language,
  ): Promise<ConsoleDrawDetail> {
    const game = requireCatalogueGame({ gameCode });
    const draw = await repository.findDraw(db, game.code, numero);
    if (!draw) throw new DomainError('DRAW_NOT_FOUND');
    const [totals, entries] = await Promise.all([
      consoleRepository.sumDrawTickets(db, draw.id),
      consoleRepository.listDrawResultEntries(db, draw.id),
    ]);
    return {
      ...consoleDraw(draw, language),
      inHouse: game.inHouse,
      shape: consoleGame(game, language).shape,
      result: draw.result,
      resultedAt: iso(draw.resultedAt),
      settledAt: iso(draw.settledAt),
      totals: totals.map((row) => ({
        currency: row.currency,
        tickets: row.tickets,
        members: row.members,
        stakes: formatMinor(BigInt(row.stakes_minor)),
        payouts: formatMinor(BigInt(row.returned_minor)),
        pendingTickets: row.pending_tickets,
      })),
      entries: entries.map((row) =>
        consoleEntry(row.entry, draw, { enteredBy: row.enteredByName, confirmedBy: row.confirmedByName }, viewerId),
      ),
    };
  }

  async function listPendingEntries(viewerId: string): Promise<ConsoleResultEntry[]> {
    const rows = await consoleRepository.listPendingEntriesWithNames(db, 200);
    return rows.map((row) =>
      consoleEntry(row.entry, row.draw, { enteredBy: row.enteredByName, confirmedBy: null }, viewerId),
    );
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Odds tables: the built-in table is the first version of every brand's copy.

  function builtInTable(code: string) {
    const builtIn = defaultOddsTables.find((table) => table.code === code);
    if (!builtIn) throw new DomainError('NOT_FOUND', { table: code });
    return builtIn;
  }

  async function listOddsTables(merchantId: string): Promise<OddsTableSummary[]> {
    const saved = new Map(
      (
        await consoleRepository.listLatestOddsTableVersions(
          db,
          merchantId,
          defaultOddsTables.map((table) => table.code),
        )
      ).map((row) => [row.code, row.version]),
    );
    return defaultOddsTables.map((table) => ({
      code: table.code,
      family: table.family,
      pricing: table.pricing,
      version: saved.get(table.code) ?? table.version,
    }));
  }

  async function oddsTableVersions(merchantId: string, code: string): Promise<ConfigVersion[]> {
    const builtIn = builtInTable(code);
    const saved = await consoleRepository.listOddsTableVersions(db, merchantId, code);
    return [
      ...saved.map((row) => ({ version: row.version, createdBy: row.createdBy, createdAt: iso(row.createdAt) })),
      { version: builtIn.version, createdBy: null, createdAt: null },
    ];
  }

  async function oddsTableVersion(merchantId: string, code: string, version: number): Promise<OddsTableVersion> {
    const builtIn = builtInTable(code);
    if (version === builtIn.version) {
      const { version: _builtInVersion, ...table } = builtIn;
      return { version, createdBy: null, createdAt: null, table };
    }
    const row = await consoleRepository.findOddsTableVersion(db, merchantId, code, version);
    if (!row) throw new DomainError('NOT_FOUND', { version });
    const { version: _savedVersion, ...table } = row.body;
    return { version, createdBy: row.createdBy, createdAt: iso(row.createdAt), table };
  }

  async function oddsTableDiff(merchantId: string, code: string, from: number, to: number): Promise<ConfigDiff> {
    const [before, after] = await Promise.all([
      oddsTableVersion(merchantId, code, from),
      oddsTableVersion(merchantId, code, to),
    ]);
    return {
      from: { version: before.version, createdBy: before.createdBy, createdAt: before.createdAt },
      to: { version: after.version, createdBy: after.createdBy, createdAt: after.createdAt },
      changes: diffVersions(before.table as never, after.table as never),
    };
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Game settings: version 0 is the defaults a brand plays with until it saves its own.

  async function listGameSettings(merchantId: string, language: Language): Promise<GameSettingSummary[]> {
    const saved = new Map((await repository.listLatestGameSettings(db, merchantId)).map((row) => [row.gameCode, row]));
    return catalogueGames.map((game) => {
      const row = saved.get(game.code);
      return {
        gameCode: game.code,
        gameName: lotteryGameName(game, language),
        version: row?.version ?? 0,
        enabled: row?.enabled ?? defaultGameSetting(game).enabled,
      };
    });
  }

  async function gameSettingVersions(merchantId: string, gameCode: string): Promise<ConfigVersion[]> {
    const game = requireCatalogueGame({ gameCode });
    const saved = await consoleRepository.listGameSettingVersions(db, merchantId, game.code);
    return [
      ...saved.map((row) => ({ version: row.version, createdBy: row.createdBy, createdAt: iso(row.createdAt) })),
      { version: 0, createdBy: null, createdAt: null },
    ];
  }

  async function gameSettingVersion(
    merchantId: string,
    gameCode: string,
    version: number,
  ): Promise<GameSettingVersion> {
    const game = requireCatalogueGame({ gameCode });
    if (version === 0)
      return { version, createdBy: null, createdAt: null, setting: settingBody(defaultGameSetting(game)) };
    const row = await consoleRepository.findGameSettingVersion(db, merchantId, game.code, version);
    if (!row) throw new DomainError('NOT_FOUND', { version });
    return { version, createdBy: row.createdBy, createdAt: iso(row.createdAt), setting: settingBody(row) };
  }

  async function gameSettingDiff(merchantId: string, gameCode: string, from: number, to: number): Promise<ConfigDiff> {
    const [before, after] = await Promise.all([
      gameSettingVersion(merchantId, gameCode, from),
      gameSettingVersion(merchantId, gameCode, to),
    ]);
    return {
      from: { version: before.version, createdBy: before.createdBy, createdAt: before.createdAt },
      to: { version: after.version, createdBy: after.createdBy, createdAt: after.createdAt },
      changes: diffVersions(before.setting, after.setting),
    };
  }

  return {
    listGames,
    listDraws,
    exportDraws,
    drawDetail,
    listPendingEntries,
    listOddsTables,
    oddsTableVersions,
    oddsTableVersion,
    oddsTableDiff,
    listGameSettings,
    gameSettingVersions,
    gameSettingVersion,
    gameSettingDiff,
  };
}

export type LotteryConsoleService = ReturnType<typeof createLotteryConsoleService>;
