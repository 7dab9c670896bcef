import type { ResultEntry } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import { runInTransaction } from '../../db/transaction.js';
import { DomainError } from '../../lib/domain-error.js';
import { requireCatalogueGame } from './lottery-catalogue.js';
import type { DrawResult } from './lottery-families.js';
import { explainInvalidResult, formatWinNumbers, lotteryFamilies } from './lottery-families.js';
import * as repository from './lottery.repository.js';
import type { DrawRow } from './lottery.repository.js';

/** Official results: one operator enters, another confirms (two-person rule); a later confirmed entry corrects. */
export function createLotteryResultsService({ db }: { db: Database }) {
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
      createdAt: new Date(entry.createdAt).toISOString(),
    };
  }

  async function enterResult(input: {
    gameCode: string;
    numero: string;
    result: DrawResult;
    operatorId: string;
  }): Promise<ResultEntry> {
    const game = requireCatalogueGame({ gameCode: input.gameCode });
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
   * A second operator confirms an entry by typing the result again without seeing it (blind double entry): a
   * different typing is RESULT_MISMATCH and the entry keeps waiting. A confirmed entry becomes the draw's result at
   * the next version. Confirming the result the draw already has changes nothing; a different one is a correction,
   * settled again by the settler.
   */
  async function confirmResult(input: {
    entryId: string;
    operatorId: string;
    result: DrawResult;
  }): Promise<ResultEntry> {
    return runInTransaction(db, async (transaction) => {
      // Locked: two checkers confirming the same entry at once are served one after the other.
      const entry = await repository.findResultEntry(transaction, input.entryId, { forUpdate: true });
      if (!entry) throw new DomainError('NOT_FOUND');
      if (entry.enteredBy === input.operatorId) throw new DomainError('RESULT_SAME_OPERATOR');
      if (entry.status !== 'PENDING') throw new DomainError('INVALID_STATE', { status: entry.status });
      // The canonical texts are equal exactly when the two typings are the same result (formatWinNumbers).
      if (formatWinNumbers(input.result) !== entry.winNumbers) throw new DomainError('RESULT_MISMATCH');
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

  return { enterResult, confirmResult };
}
