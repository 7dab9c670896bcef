import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import { createMemberService } from '../modules/member/index.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { createTwoFactorService } from '../modules/two-factor/index.js';

type Dependencies = { db: Database; clock: Clock };

async function merchantIdOf(dependencies: Dependencies, code: string) {
  const merchantId = await findMerchantIdByCode(dependencies.db, code);
  if (!merchantId) throw new DomainError('UNKNOWN_MERCHANT');
  return merchantId;
}

/**
 * The console's second-factor changes, each as the lookup before it and the work the caller runs inside its audited
 * transaction (`auditOperatorAction`), so the change and its audit row commit together or not at all.
 */
export async function prepareBrandTwoFactorRequirement(
  dependencies: Dependencies,
  input: { merchantCode: string; required: boolean },
) {
  const merchantId = await merchantIdOf(dependencies, input.merchantCode);
  return {
    target: input.merchantCode,
    work: (transaction: Database) =>
      createMemberService({ db: transaction, clock: dependencies.clock }).setTwoFactorRequired(
        merchantId,
        input.required,
      ),
  };
}

/**
 * Support's answer to a lost phone: removes the member's second factor, recovery codes and open login challenges,
 * so the next login needs only the password (and, where the brand requires it, a new enrolment). The work answers
 * whether the factor was on.
 */
export async function prepareMemberTwoFactorReset(
  dependencies: Dependencies,
  input: { merchantCode: string; username: string },
) {
  const merchantId = await merchantIdOf(dependencies, input.merchantCode);
  const member = await createMemberService(dependencies).findByUsername(merchantId, input.username);
  if (!member) throw new DomainError('NOT_FOUND');
  return {
    target: `${input.merchantCode}:${member.username}`,
    memberNumber: member.memberNumber,
    work: (transaction: Database) =>
      createTwoFactorService({ db: transaction, clock: dependencies.clock }).disable(member.id),
  };
}
