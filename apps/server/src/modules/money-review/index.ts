export {
  createMoneyReviewService,
  demoTwoPersonThresholds,
  describeApproval,
  seedTwoPersonThresholds,
} from './money-review.service.js';
export type {
  Actor,
  AdjustmentRow,
  ApprovalRow,
  MoneyReviewService,
  TwoPersonGate,
  TwoPersonThresholdValues,
} from './money-review.service.js';
