import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Member } from '../../modules/member/index.js';
import type { Merchant } from '../../modules/merchant/index.js';
import type { BonusFor, PlayerPromotionRow } from '../../modules/promotions/index.js';
import { createPromotionsService } from '../../modules/promotions/index.js';
import { promotionBrandOf, promotionMemberOf } from './promotion-parties.js';

/**
 * The deposit match, composed into the deposit's confirmation: `transaction` is the one that credits the deposit,
 * so the bonus commits with it (or not at all); a refused bonus never refuses the deposit.
 */
export async function matchDepositPromotion(
  dependencies: { clock: Clock; bonus: BonusFor },
  transaction: Database,
  input: { merchant: Merchant; member: Member; depositId: string; amountMinor: bigint },
): Promise<PlayerPromotionRow | null> {
  const { merchant, member } = input;
  return createPromotionsService({
    db: transaction,
    clock: dependencies.clock,
    bonus: dependencies.bonus,
  }).matchDeposit({
    brand: promotionBrandOf(merchant),
    member: promotionMemberOf(member),
    depositId: input.depositId,
    amountMinor: input.amountMinor,
  });
}
