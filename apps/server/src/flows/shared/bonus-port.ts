import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { createBonusService } from '../../modules/bonus/index.js';
import type { BonusFor } from '../../modules/promotions/index.js';
import { grantBonus } from './bonus-wallet.js';
import { tellRewardIssued } from './promotion-messages.js';

/**
 * The bonus wallet's part of a promotion (decision 0077), per database handle so a grant runs in its caller's
 * transaction (a claim's, an approval's, a deposit's): the grant with its ledger transfer, the incentive gate
 * (fails closed) and the brand's policy (profile and contribution table). A grant for an `issued` take (a deposit
 * match, a cashback) writes its inbox message in the same transaction.
 */
export function bonusPortFor(clock: Clock): BonusFor {
  return (db: Database) => {
    const bonuses = createBonusService({ db, clock });
    return {
      grant: async (input) => {
        const granted = await grantBonus(db, clock, input);
        // A reward the system issued tells the member's inbox in the grant's transaction.
        if (!granted.replayed && input.playerPromotionId !== undefined) {
          await tellRewardIssued(db, {
            merchantId: input.merchantId,
            playerPromotionId: input.playerPromotionId,
            amountMinor: input.amountMinor,
            currency: input.currency,
            title: input.title,
            at: clock.now(),
          });
        }
        return granted;
      },
      incentiveGate: (memberId) => bonuses.incentiveGate(memberId),
      policyOf: (merchantId) => bonuses.policyOf(merchantId),
    };
  };
}
