import type { Language } from '@croupier/contracts';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import { createBonusService, describeGrant, findGrant } from '../modules/bonus/index.js';
import type { Member } from '../modules/member/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import { forfeitGrant } from './shared/bonus-wallet.js';

type Dependencies = { db: Database; clock: Clock };

export function showMemberBonuses(
  dependencies: Dependencies,
  input: { merchant: Merchant; member: Member; language: Language },
) {
  return createBonusService(dependencies).memberBonuses({
    memberId: input.member.id,
    currency: input.merchant.currency,
    language: input.language,
  });
}

/**
 * The player's opt-out of one grant: its money goes, the cash (and so the balance the site shows) stays; the next
 * waiting grant becomes active.
 */
export async function forfeitMemberBonus(
  dependencies: Dependencies,
  input: { merchant: Merchant; member: Member; grantId: string; language: Language },
) {
  await forfeitGrant(dependencies.db, dependencies.clock, {
    grantId: input.grantId,
    memberId: input.member.id,
    reason: 'player_opt_out',
  });
  const after = await findGrant(dependencies.db, input.grantId);
  if (!after) throw new DomainError('NOT_FOUND');
  return describeGrant(after, input.language);
}
