// Granting, converting and forfeiting move money, so they compose this module with the wallet in
// flows/shared/bonus-wallet.ts (`grantBonus`, `forfeitGrant`, ...); this module reads and keeps the grants.
export * from './bonus.repository.js';
export { createBonusService, describeGrant, describeTerms, sumLiveGrants, titleIn } from './bonus.service.js';
export type { BonusService } from './bonus.service.js';
export { contributionOf, convertible, defaultContributions, turnoverRequired, weightedStake } from './bonus-terms.js';
export { wageringConsumer } from './bonus.tables.js';
export type { BonusGrantStatus, StoredBonusTerms } from './bonus.tables.js';
