import type { AffiliateApplication, AffiliateState } from '@croupier/contracts';
import { isAgentType } from '@croupier/contracts';
import type { Database } from '../db/client.js';
import { isUniqueViolation } from '../db/transaction.js';
import { DomainError } from '../lib/domain-error.js';
import { describeOwnApplication, findLatestApplication, insertApplication } from '../modules/agent-team/index.js';
import type { Member } from '../modules/member/index.js';
import type { Merchant } from '../modules/merchant/index.js';

/** The member centre's affiliate page: whether the member is an agent already, and its latest application. */
export async function describeAffiliateState(
  dependencies: { db: Database },
  input: { member: Member },
): Promise<AffiliateState> {
  const latest = await findLatestApplication(dependencies.db, input.member.id);
  return { isAgent: isAgentType(input.member.type), latest: latest ? describeOwnApplication(latest) : null };
}

/**
 * A member applies to become an agent (spec §2's affiliate application): one pending at a time (the table's partial
 * unique index decides between two simultaneous ones), never by an agent.
 */
export async function applyForAffiliate(
  dependencies: { db: Database },
  input: { merchant: Merchant; member: Member; message: string; contact?: string | undefined },
): Promise<AffiliateApplication> {
  const { db } = dependencies;
  if (isAgentType(input.member.type)) throw new DomainError('ALREADY_AGENT');
  try {
    await insertApplication(db, {
      merchantId: input.merchant.id,
      memberId: input.member.id,
      message: input.message,
      contact: input.contact ? input.contact : null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('AFFILIATE_APPLICATION_PENDING');
    throw error;
  }
  const latest = await findLatestApplication(db, input.member.id);
  if (!latest) throw new Error('affiliate application not found after insert');
  return describeOwnApplication(latest);
}
