export {
  brandDay,
  checkProfile,
  createPromotionsService,
  depositRewardMinor,
  describeConsolePromotion,
  periodKeyOf,
  sanitizeTermsHtml,
  termsHashOf,
  textIn,
} from './promotions.service.js';
export type {
  BonusFor,
  BonusPort,
  GrantTerms,
  PromotionBodyInput,
  PromotionBrand,
  PromotionMember,
  PromotionsService,
  RequestOrigin,
} from './promotions.service.js';
export type { PlayerPromotionRow, PromotionRow } from './promotions.repository.js';
export { findPlayerPromotionById, findTakeByRequestKey, keepRequestKey } from './promotions.repository.js';
export type { RaffleFairness } from './raffle.js';
export { raffleMessage } from './raffle.js';
export { findRaffleWindow } from './raffle.repository.js';
export type { RaffleWindowRow } from './raffle.repository.js';
export { seedDemoPromotions } from './promotions.seed.js';
export {
  cashbackMinor,
  cashbackPeriodAt,
  cashbackPeriodKind,
  endedCashbackPeriods,
  gameTypesOf,
  lowestTierMinor,
  previousCashbackPeriod,
} from './cashback.js';
export type { CashbackPeriod } from './cashback.js';
export { listActiveCashbackOffers, memberNetLossMinor, netLossesOfPeriod } from './cashback.repository.js';
export { findPromotion, insertPlayerPromotion, updatePlayerPromotion } from './promotions.repository.js';
