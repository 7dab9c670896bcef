import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { runLotteryCycle } from '../jobs/run-lottery.js';
import type { Beacon } from '../modules/lottery/index.js';
import { beaconRoundFor, createSeedChain, findCatalogueGame, lotteryFamilies } from '../modules/lottery/index.js';
import type { DrawResult } from '../modules/lottery/index.js';
import { lotteryDraw, lotterySeedChain } from '../modules/lottery/lottery.tables.js';

/**
 * A beacon that answers at once (tests cannot wait for a real round): drand is an outside service, and the local
 * stand-in waits for its round's time. It picks rounds by the published rule and names them as the stand-in does,
 * so every proof it makes checks with verify-draw.mjs; the value is fixed per round so results are reproducible.
 */
export const instantBeacon: Beacon = {
  kind: 'local-stand-in',
  roundFor: beaconRoundFor,
  read: async (round) => ({
    value: createSeedChain(String(round % 10).repeat(64), 1).terminalHash,
    source: `local-stand-in:${round}`,
  }),
};

let sequence = 0;

/**
 * A draw of a game on sale now for `seconds` more (by the database's clock), on a day of its own with a one-draw
 * seed chain, so tests never meet the scheduler's draws.
 */
export async function openTestDraw(db: Database, gameCode: string, seconds = 600) {
  const game = findCatalogueGame({ gameCode });
  if (!game) throw new Error(`no game ${gameCode}`);
  sequence += 1;
  const day = new Date(Date.UTC(2001, 0, 1) + (sequence + Math.floor(Math.random() * 20_000)) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const numero = `T${day.replaceAll('-', '')}${randomBytes(3).toString('hex')}`;
  if (game.inHouse) {
    const finalSeed = randomBytes(32).toString('hex');
    await db
      .insert(lotterySeedChain)
      .values({ gameCode, day, finalSeed, terminalHash: createSeedChain(finalSeed, 1).terminalHash, length: 1 })
      .onConflictDoNothing();
  }
  const [draw] = await db
    .insert(lotteryDraw)
    .values({
      gameCode,
      numero,
      day,
      sequence: 1,
      openAt: sql`clock_timestamp() - interval '1 minute'`,
      closeAt: sql`clock_timestamp() + make_interval(secs => ${seconds})`,
      drawAt: sql`clock_timestamp() + make_interval(secs => ${seconds + 5})`,
    })
    .returning();
  if (!draw) throw new Error('draw not written');
  return draw;
}

/** Moves a draw's close and draw time to the past, as if its time had come. */
export async function passDrawTime(db: Database, drawId: number, secondsAgo = 1) {
  await db
    .update(lotteryDraw)
    .set({
      openAt: sql`clock_timestamp() - make_interval(secs => ${secondsAgo + 120})`,
      closeAt: sql`clock_timestamp() - make_interval(secs => ${secondsAgo + 5})`,
      drawAt: sql`clock_timestamp() - make_interval(secs => ${secondsAgo})`,
    })
    .where(eq(lotteryDraw.id, drawId));
}

export async function findTestDraw(db: Database, drawId: number) {
  const [draw] = await db.select().from(lotteryDraw).where(eq(lotteryDraw.id, drawId));
  if (!draw) throw new Error('no draw');
  return draw;
}

/** One pass of the lottery's clockwork without the calendar (tests bring their own draws). */
export function runCycle(db: Database) {
  return runLotteryCycle({ db, beacon: instantBeacon }, { lastScheduledAt: Number.MAX_SAFE_INTEGER });
}

/**
 * A Vietnamese result (North, or Central/South) whose prize numbers end in the given two digits, one ending per
 * number in prize order (ĐB first), the rest in `01`. Digits before the ending are `5`s.
 */
export function vietnamResult(region: 'VN_N' | 'VN_S', endings: readonly string[]): DrawResult {
  const shape = lotteryFamilies[region].shape;
  if (shape.kind !== 'prize-tiers') throw new Error(`${region} has no prize tiers`);
  let next = 0;
  return {
    kind: 'prize-tiers',
    tiers: shape.tiers.map((tier) => ({
      code: tier.code,
      numbers: Array.from({ length: tier.count }, () => `${'5'.repeat(tier.digits - 2)}${endings[next++] ?? '01'}`),
    })),
  };
}
