// Paying and feeding a pool moves money, so flows/jackpot.ts composes this module with the wallet and the seamless
// sessions; this module keeps the pools, their wins and the contribution arithmetic.
export * from './jackpot.repository.js';
export {
  contributionOf,
  feedsJackpot,
  jackpotContributionConsumer,
  jackpotGameType,
  jackpotVendorCode,
} from './jackpot.service.js';
