import type { RaffleDraw, RaffleStatus } from '@croupier/contracts';
import { formatMinor } from '@croupier/contracts';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import type { MemberEvents } from '../lib/member-events.js';
import type { Member } from '../modules/member/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import type { BonusFor, PlayerPromotionRow, RaffleWindowRow, RequestOrigin } from '../modules/promotions/index.js';
import { createPromotionsService, findRaffleWindow, raffleMessage } from '../modules/promotions/index.js';
import { publishMemberBalance } from './shared/member-balance.js';
import { promotionBrandOf, promotionMemberOf } from './shared/promotion-parties.js';
import { takeOnceByKey } from './shared/promotion-takes.js';
import { raffleFairness } from './shared/raffle-fairness.js';

/**
 * The raffle's draw and status (`MCS2_claimRafflePromotion`, `MCSFE_getRafflePromotionStatus`; decision 0080). The
 * draw is the promotions claim (one take per member and window, gated, within the budgets, granted with the offer's
 * terms); this flow answers it with what a player needs to check it once the window's seed is revealed.
 */
export type RaffleDependencies = { db: Database; clock: Clock; bonus: BonusFor; events?: MemberEvents };

type RaffleInput = { merchant: Merchant; member: Member; promotionId: string };

const servicesOn = (dependencies: RaffleDependencies, db: Database) =>
  createPromotionsService({ db, clock: dependencies.clock, bonus: dependencies.bonus, fairness: raffleFairness });

/** A take as its draw: the window's commitment, the member's message, and the seed once the window has closed. */
function drawOf(row: PlayerPromotionRow, window: RaffleWindowRow | null, at: Date): RaffleDraw {
  return {
    promotionId: row.promotionId,
    windowDay: row.periodKey,
    prizeIndex: row.prizeIndex ?? 0,
    amount: formatMinor(row.amountMinor ?? 0n),
    proof: {
      commitment: window?.commitment ?? '',
      message: raffleMessage(row.promotionId, row.periodKey, row.memberId),
      revealedSeed: window && at >= window.closesAt ? window.seed : null,
    },
    at: row.createdAt.toISOString(),
  };
}

const drawOfTake = async (dependencies: RaffleDependencies, row: PlayerPromotionRow) =>
  drawOf(
    row,
    await findRaffleWindow(dependencies.db, { promotionId: row.promotionId, day: row.periodKey }),
    dependencies.clock.now(),
  );

/**
 * Draws the member's prize in the open window; a repeated or racing draw answers the first one. A retry with the
 * `Idempotency-Key` of an earlier draw answers that draw, even once its window has closed (as the claims do).
 */
export async function claimRaffle(
  dependencies: RaffleDependencies,
  input: RaffleInput & { origin: RequestOrigin; requestKey?: string | null | undefined },
): Promise<RaffleDraw> {
  const brand = promotionBrandOf(input.merchant);
  const member = promotionMemberOf(input.member);
  const { take: row } = await takeOnceByKey(
    dependencies.db,
    {
      memberId: member.id,
      promotionId: input.promotionId,
      requestKey: input.requestKey ?? null,
      // Refuses an offer that is no raffle before anything is taken, and creates the window's row outside the claim.
      prepare: async () => {
        await servicesOn(dependencies, dependencies.db).raffle(brand, member, input.promotionId);
      },
    },
    (transaction) =>
      servicesOn(dependencies, transaction).claim({ brand, member, id: input.promotionId, origin: input.origin }),
  );
  if (dependencies.events) {
    await publishMemberBalance(
      { db: dependencies.db, events: dependencies.events },
      { merchant: input.merchant, member: input.member },
    );
  }
  return drawOfTake(dependencies, row);
}

const secondsUntil = (instant: Date, at: Date) => Math.max(0, Math.ceil((instant.getTime() - at.getTime()) / 1000));

/** The window concerning now (seconds until it opens and until it closes) and the member's draw in it. */
export async function showRaffleStatus(dependencies: RaffleDependencies, input: RaffleInput): Promise<RaffleStatus> {
  const view = await servicesOn(dependencies, dependencies.db).raffle(
    promotionBrandOf(input.merchant),
    promotionMemberOf(input.member),
    input.promotionId,
  );
  return {
    isClaimed: view.row !== null,
    hasStarted: view.at >= view.times.opensAt,
    hasEnded: view.at >= view.times.closesAt,
    due: secondsUntil(view.times.opensAt, view.at),
    time: secondsUntil(view.times.closesAt, view.at),
    draw: view.row ? drawOf(view.row, view.stored, view.at) : null,
  };
}
