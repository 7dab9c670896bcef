import type { Database } from '../db/client.js';
import { runInTransaction } from '../db/transaction.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import type { BonusFor, PromotionBrand, PromotionRow } from '../modules/promotions/index.js';
import {
  cashbackMinor,
  cashbackPeriodKind,
  createPromotionsService,
  endedCashbackPeriods,
  findPromotion,
  insertPlayerPromotion,
  listActiveCashbackOffers,
  netLossesOfPeriod,
  periodKeyOf,
  termsHashOf,
  updatePlayerPromotion,
} from '../modules/promotions/index.js';
import type { CashbackPeriod } from '../modules/promotions/index.js';

/**
 * How long after a period's end it is closed: a bet's stream row carries its transaction's start time, so a round
 * settling across the boundary commits a moment later; closing after this delay counts it in the period it belongs to.
 */
export const cashbackCloseDelayMs = 10 * 60_000;

/** How many ended periods back a pass still closes (a job down over a period's end pays it late, not never). */
export const cashbackCatchUpPeriods = 3;

export type CashbackCloseResult = { issued: number; refused: number };

/**
 * Closes each active CASHBACK offer's ended periods, the last `cashbackCatchUpPeriods` (decision 0080): every member of the brand with a positive
 * net game loss in it gets the offer's cashback, `issued` on the period's row and paid through the promotions'
 * grant path (a bonus with the offer's terms, cash at a multiple of 0; the offer's total and daily budgets). The
 * row is unique per offer, member and period and created in the payment's transaction, so a second pass, a late
 * instance or a racing one pays nobody twice. A member the incentive gate refuses (blocked, protected, stopped by a
 * limit), or whom the budget or the bonus module refuses, gets a `closed` row with the reason and nothing else:
 * nothing is held for later. `closed` remembers the periods this process already closed, so a pass every few
 * seconds reads the stream once per period.
 */
export async function closeCashbackPeriods(input: {
  db: Database;
  clock: Clock;
  bonus: BonusFor;
  closed?: Set<string>;
}): Promise<CashbackCloseResult> {
  const result: CashbackCloseResult = { issued: 0, refused: 0 };
  const closingAt = new Date(input.clock.now().getTime() - cashbackCloseDelayMs);
  for (const listed of await listActiveCashbackOffers(input.db)) {
    const offer = await findPromotion(input.db, listed.merchantId, listed.offerId);
    if (!offer || offer.reward.kind !== 'percent_of_net_loss') continue;
    const brand: PromotionBrand = {
      id: listed.merchantId,
      code: listed.code,
      currency: listed.currency,
      timeZone: listed.timeZone,
    };
    const kind = cashbackPeriodKind(offer.limits.perPlayer);
    for (const whole of endedCashbackPeriods(kind, closingAt, brand.timeZone, cashbackCatchUpPeriods)) {
      // Only the part of the period the offer was open counts; a period it was closed all along owes nothing.
      const period = {
        start: offer.applyFrom > whole.start ? offer.applyFrom : whole.start,
        end: offer.applyTo !== null && offer.applyTo < whole.end ? offer.applyTo : whole.end,
      };
      if (period.start >= period.end) continue;
      const periodKey = periodKeyOf(kind, whole.start, brand.timeZone);
      const memo = `${offer.id}:${periodKey}`;
      if (input.closed?.has(memo)) continue;
      const closed = await closeOfferPeriod({ ...input, brand, offer, period, periodKey });
      result.issued += closed.issued;
      result.refused += closed.refused;
      input.closed?.add(memo);
    }
  }
  return result;
}

async function closeOfferPeriod(input: {
  db: Database;
  clock: Clock;
  bonus: BonusFor;
  brand: PromotionBrand;
  offer: PromotionRow;
  period: CashbackPeriod;
  periodKey: string;
}): Promise<CashbackCloseResult> {
  const { offer, brand, periodKey } = input;
  if (offer.reward.kind !== 'percent_of_net_loss') return { issued: 0, refused: 0 };
  const reward = offer.reward;
  const { contributions } = await input.bonus(input.db).policyOf(brand.id);
  const termsHash = termsHashOf(offer, contributions);
  const losses = await netLossesOfPeriod(input.db, { offer, currency: brand.currency, period: input.period });
  const result: CashbackCloseResult = { issued: 0, refused: 0 };
  for (const { memberId, netLossMinor } of losses) {
    const amountMinor = cashbackMinor(reward, netLossMinor);
    if (amountMinor <= 0n) continue;
    const outcome = await runInTransaction(input.db, async (transaction) => {
      const at = input.clock.now();
      const created = await insertPlayerPromotion(transaction, {
        merchantId: brand.id,
        promotionId: offer.id,
        promotionVersion: offer.version,
        memberId,
        periodKey,
        state: 'issued',
        termsHash,
        amountMinor,
        createdAt: at,
        updatedAt: at,
      });
      // Closed before, by an earlier pass or a racing one (which waited for it here): paid or refused once.
      if (!created) return 'before' as const;
      const refuse = async (reason: string) => {
        await updatePlayerPromotion(transaction, created.id, { state: 'closed', amountMinor: null, reason });
        return 'refused' as const;
      };
      if (!(await input.bonus(transaction).incentiveGate(memberId))) return refuse('PROMOTION_NOT_ELIGIBLE');
      try {
        // In a savepoint: a refused grant (budget spent, gate) rolls back what it began, the closed row stays.
        const grantId = await transaction.transaction((savepoint) =>
          createPromotionsService({ db: savepoint, clock: input.clock, bonus: input.bonus }).pay({
            brand,
            offer,
            memberId,
            amountMinor,
            sourceRef: `cashback:${offer.id}:${memberId}:${periodKey}`,
            contributions,
            playerPromotionId: created.id,
          }),
        );
        await updatePlayerPromotion(transaction, created.id, { grantId });
        return 'issued' as const;
      } catch (error) {
        if (error instanceof DomainError) return refuse(error.code);
        throw error;
      }
    });
    if (outcome === 'issued') result.issued += 1;
    if (outcome === 'refused') result.refused += 1;
  }
  return result;
}
