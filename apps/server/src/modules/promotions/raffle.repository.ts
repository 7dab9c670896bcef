import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { RaffleTimes } from './raffle.js';
import { raffleWindow } from './promotions.tables.js';

export type RaffleWindowRow = typeof raffleWindow.$inferSelect;

/**
 * The offer's window row of the day, created on first need with a fresh seed: racing callers insert nothing after
 * the first (the primary key) and all read the one row, so a window has one seed and one commitment, ever.
 */
export async function ensureRaffleWindow(
  db: Database,
  input: { promotionId: string; times: RaffleTimes; commit: () => { seed: string; commitment: string } },
): Promise<RaffleWindowRow> {
  // Most calls are card views of a window that exists: read first, so a page view writes nothing.
  const existing = await findRaffleWindow(db, { promotionId: input.promotionId, day: input.times.day });
  if (existing) return existing;
  const { seed, commitment } = input.commit();
  await db
    .insert(raffleWindow)
    .values({
      promotionId: input.promotionId,
      day: input.times.day,
      opensAt: input.times.opensAt,
      closesAt: input.times.closesAt,
      seed,
      commitment,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(raffleWindow)
    .where(and(eq(raffleWindow.promotionId, input.promotionId), eq(raffleWindow.day, input.times.day)));
  if (!row) throw new Error('raffle window insert answered no row');
  return row;
}

/** The offer's window row of a day, if it was ever needed. */
export async function findRaffleWindow(
  db: Database,
  input: { promotionId: string; day: string },
): Promise<RaffleWindowRow | null> {
  const [row] = await db
    .select()
    .from(raffleWindow)
    .where(and(eq(raffleWindow.promotionId, input.promotionId), eq(raffleWindow.day, input.day)));
  return row ?? null;
}
