import { isUniqueViolation } from '../../db/transaction.js';
import { DomainError } from '../../lib/domain-error.js';

/** The agent behind a contract call: the logged-in member of an agent type. */
export type ContractAgent = { id: string; merchantId: string; username: string };

/**
 * Runs an offer; a second live contract for the same receiver, kind and product that lost the race to the partial
 * unique index (decision 0074) becomes the same translated refusal as one found by the check before the insert.
 */
export async function refuseSecondLiveContract<Result>(work: () => Promise<Result>): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('CONTRACT_ALREADY_LIVE');
    throw error;
  }
}
