export {
  createWithdrawalService,
  defaultWithdrawalPolicy,
  demoWithdrawalPolicy,
  describeForReview,
  paymentPasswordLimits,
  seedWithdrawalPolicy,
} from './withdrawal.service.js';
export type {
  ConfirmationAnswer,
  Payer,
  WithdrawalPolicy,
  WithdrawalQueueFilter,
  WithdrawalRow,
  WithdrawalService,
} from './withdrawal.service.js';
export { createProofStore } from './proof-store.js';
export type { ProofStore } from './proof-store.js';
