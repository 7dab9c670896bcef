import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../lib/domain-error.js';
import type { Beacon } from './beacon.js';
import {
  catalogueGames,
  countDrawsBetween,
  drawsInDay,
  findCatalogueGame,
  requireCatalogueGame,
  listDrawsToSchedule,
} from './lottery-catalogue.js';
import { formatWinNumbers, lotteryFamilies } from './lottery-families.js';
import { createSeedChain, deriveDrawResult } from './provably-fair.js';
import * as repository from './lottery.repository.js';
import type { DrawRow } from './lottery.repository.js';

/** How long an official draw waits for a confirmed result before it is voided and refunded (published). */
export const officialResultWindowSeconds = 3600;
/** How long after its draw time an in-house draw waits for its beacon round before it is voided (published). */
export const beaconDeadlineSeconds = 600;
/** Draws kept scheduled ahead: enough for the longest chase. */
const fastDrawsAhead = 130;
const calendarDrawsAhead = 10;

/**
 * The draw calendar and in-house draws: scheduling with committed seed chains, drawing from the beacon, voiding
 * overdue official draws, and an operator's "stop sales now".
 */
export function createLotteryDrawsService({ db }: { db: Database }) {
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
      const game = requireCatalogueGame({ gameCode: draw.gameCode });
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

  /** Stops sales of a draw now; the next cycle closes it, and its result can then be entered. */
  async function closeDraw(gameCode: string, numero: string) {
    const game = requireCatalogueGame({ gameCode });
    const closed = await repository.closeDrawNow(db, game.code, numero);
    if (!closed) throw new DomainError('DRAW_CLOSED', { numero });
    await repository.closeDueDraws(db);
    return { gameCode: game.code, numero, closeTime: new Date(closed.closeAt).toISOString() };
  }

  return { scheduleDraws, drawDue, voidOverdue, revealableSeed, closeDraw };
}
