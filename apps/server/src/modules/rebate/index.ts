// Paying a claim moves money, so flows/claim-rebate.ts composes this module with the wallet; this module keeps the
// rates, the policy, the accruals and the claims, and plans a claim.
export * from './rebate.repository.js';
export {
  accrueRebates,
  accruedAmount,
  dailyCapOf,
  defaultRebatePolicy,
  describeClaim,
  localDateOf,
  planRebateClaim,
  rateAt,
  scaledToFourDecimals,
} from './rebate.service.js';
export type { PlannedAccrual, RebateBetEvent, RebatePlan } from './rebate.service.js';
export { rebateAccrualConsumer, rebateAmountScale } from './rebate.tables.js';
export { demoRebateRates, seedDemoRebate } from './rebate.seed.js';
