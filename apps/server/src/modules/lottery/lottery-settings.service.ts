import type { SaveOddsTableBody } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import { runInTransaction } from '../../db/transaction.js';
import { DomainError } from '../../lib/domain-error.js';
import type { CatalogueGame } from './lottery-catalogue.js';
import { findCatalogueGame, requireCatalogueGame } from './lottery-catalogue.js';
import type { OddsTable } from './odds-tables.js';
import { defaultOddsTables, findDefaultOddsTable, listOddsTableProblems } from './odds-tables.js';
import * as repository from './lottery.repository.js';
import type { GameSettingRow } from './lottery.repository.js';

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

/** A brand's configuration of its games: every save is a new version; tickets already sold keep their prices. */
export function createLotterySettingsService({ db }: { db: Database }) {
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
    const game = requireCatalogueGame({ gameCode: input.gameCode });
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

  return { gameSetting, allowCancelByGame, oddsTable, saveOddsTable, saveGameSetting };
}
