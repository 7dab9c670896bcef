import type { BonusProfile, Contribution } from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import type { BonusFor } from '../../modules/promotions/index.js';

/**
 * The bonus module's part of a promotion (decision 0077), per database handle so a grant runs in its caller's
 * transaction. The bonus module is being built beside this one: until its `createBonusService` is wired here, a
 * grant is refused (PROMOTION_UNAVAILABLE, nothing is paid or recorded) and the policy is read from its table
 * (strict without a row).
 */
export function bonusPortFor(clock: Clock): BonusFor {
  void clock;
  return (db: Database) => ({
    grant: () => Promise.reject(new DomainError('PROMOTION_UNAVAILABLE')),
    incentiveGate: () => Promise.resolve(true),
    policyOf: async (merchantId: string) => {
      const [row] = await queryRows<{ profile: BonusProfile; contributions: Contribution[] }>(
        db,
        sql`select profile, contributions from bonus_policy where merchant_id = ${merchantId}::uuid`,
      );
      return row ?? { profile: 'strict' as const, contributions: [] };
    },
  });
}
