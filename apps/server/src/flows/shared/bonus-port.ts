import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { createBonusService } from '../../modules/bonus/index.js';
import type { BonusFor } from '../../modules/promotions/index.js';
import { grantBonus } from './bonus-wallet.js';

/**
 * The bonus wallet's part of a promotion (decision 0077), per database handle so a grant runs in its caller's
 * transaction (a claim's, an approval's, a deposit's): the grant with its ledger transfer, the incentive gate
 * (fails closed) and the brand's policy (profile and contribution table).
 */
export function bonusPortFor(clock: Clock): BonusFor {
  return (db: Database) => {
    const bonuses = createBonusService({ db, clock });
    return {
      grant: (input) => grantBonus(db, clock, input),
      incentiveGate: (memberId) => bonuses.incentiveGate(memberId),
      policyOf: (merchantId) => bonuses.policyOf(merchantId),
    };
  };
}
