// Paying a reward moves money and registering a referee makes an account, so flows/ compose this module with the
// bonus wallet and the members; this module keeps the codes, the relations, the rules and the reward decisions.
export * from './referral.repository.js';
export {
  achievementPeriodOf,
  applyCaps,
  formatRate,
  fraudVerdict,
  generateReferralCode,
  localDay,
  looksLikeReferralCode,
  maskUsername,
  previousDay,
  reachedTiers,
  referralCodeLength,
  shareOf,
} from './referral.service.js';
export type { FraudReason } from './referral.service.js';
export { referralBettingConsumer } from './referral.tables.js';
export type { AchievementTier, ReferralRewardKind, ReferralStatus } from './referral.tables.js';
export { demoReferralRule, seedDemoReferral } from './referral.seed.js';
