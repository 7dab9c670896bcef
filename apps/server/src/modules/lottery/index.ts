export type { BetType, Hit, PreparedSelection, Pricing, RoundSide } from './bet-type.js';
export { SelectionError } from './bet-type.js';
export { betTypes, findBetType, listBetTypes } from './bet-types.js';
export type { Rational } from './combinatorics.js';
export type {
  CalendarSchedule,
  DrawDays,
  DrawSchedule,
  IntervalSchedule,
  ScheduledDraw,
  VietnamRegion,
  VietnamStation,
} from './draw-schedule.js';
export {
  findDrawByNumero,
  findNearDraws,
  findPreviousDraw,
  isDrawDay,
  isOnSale,
  listDrawsOfDay,
  listUpcomingDraws,
  listVietnamStationsOfDay,
  localDayOf,
  thaiGovernmentDrawDays,
  vietnamStations,
} from './draw-schedule.js';
export type {
  DrawResult,
  DrawShape,
  FamilyCode,
  LotteryFamily,
  LotteryGame,
  PrizeTier,
  ProductLine,
  ResultKind,
  ResultSource,
} from './lottery-families.js';
export {
  explainInvalidResult,
  familyCodes,
  findLotteryGame,
  formatWinNumbers,
  isInHouseFamily,
  lotteryFamilies,
  lotteryGames,
  resolvePrizeMode,
  resolveVietnamPrizeMode,
} from './lottery-families.js';
export type { FixedOddsEntry, FixedOddsTable, OddsTable, PrizeGroupTable } from './odds-tables.js';
export {
  defaultOddsTables,
  findDefaultOddsTable,
  fullSeries,
  listOddsTableProblems,
  quotePrizeGroup,
} from './odds-tables.js';
export type { ByteStream, DrawDerivationInput, DrawProof } from './provably-fair.js';
export {
  buildDrawProof,
  createDrawByteStream,
  createSeededByteStream,
  createSeedChain,
  deriveDrawResult,
  hashSeed,
  mapToResult,
  uniformInteger,
  verifyDrawProof,
  verifySeedInChain,
  verifySeedLink,
} from './provably-fair.js';
export type { DrawOutcome, SettledStatus, TicketSettlement } from './settlement.js';
export { applyPrizeCap, planResultCorrection, settleDraw, settleTicket } from './settlement.js';
export type {
  FixedOddsSnapshot,
  FixedOddsWager,
  HeldTicket,
  NumberLimits,
  OddsSnapshot,
  PriceTicketInput,
  PricedTicket,
  PricingFailureReason,
  PricingResult,
  PrizeGroupSnapshot,
  PrizeGroupWager,
  UnitModeDivisor,
  Wager,
} from './ticket-pricing.js';
export { findRoundConflict, priceTicket, selfRebateMinor } from './ticket-pricing.js';
export type { Beacon, BeaconReading } from './beacon.js';
export { beaconRoundFor, createDrandBeacon, createLocalBeacon } from './beacon.js';
export type { CatalogueGame } from './lottery-catalogue.js';
export { catalogueGames, findCatalogueGame, listCatalogueGames, pricingOf } from './lottery-catalogue.js';
export { numbersOf, refundOf, toPricedTicket, toStoredWager, whyNotCancellable } from './lottery-tickets.js';
export type { GameSetting, LotteryService } from './lottery.service.js';
export {
  beaconDeadlineSeconds,
  createLotteryService,
  defaultGameSetting,
  officialResultWindowSeconds,
} from './lottery.service.js';
export * as lotteryRepository from './lottery.repository.js';
export type { DrawStatus, StoredWager, TicketStatus } from './lottery.tables.js';
export { familyName, lotteryGameName, lotteryGameNames } from './lottery-names.js';
export { createLotteryRecordsService } from './lottery-records.service.js';
export type { LotteryBetState, LotteryRecordsService } from './lottery-records.service.js';
export { createLotteryConsoleService } from './lottery-console.service.js';
export type { LotteryConsoleService } from './lottery-console.service.js';
