// Paying a gift moves money and a level-up writes to the inbox, so flows/vip-ladder.ts composes this module with
// the bonus engine and the messages; this module keeps the ladder, the members' figures, the changes and the gifts.
export * from './vip.repository.js';
export * from './vip.service.js';
export {
  vipLadderConsumer,
  vipMetrics,
  vipWindows,
  vipGiftKinds,
  vipGiftStates,
  vipChangeKinds,
} from './vip.tables.js';
export type {
  VipBenefits,
  VipChangeKind,
  VipCondition,
  VipGiftKind,
  VipGiftState,
  VipMetric,
  VipRule,
  VipWindow,
} from './vip.tables.js';
export { demoVipLadder, seedDemoVip } from './vip.seed.js';
