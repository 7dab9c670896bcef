// Paying a redemption or a conversion moves money, so flows/points.ts composes this module with the wallet and the
// bonus engine; this module keeps the points book, the lots, the rules, the mall and the redemptions.
export * from './points.repository.js';
export { conversionAmount, earnPoints, expireDueLots, pointsFor } from './points.service.js';
export type { PointsBetEvent } from './points.service.js';
export { pointsEarningConsumer } from './points.tables.js';
export type { MallItemType, PointsTransferType, RedemptionStatus } from './points.tables.js';
export { seedDemoPoints } from './points.seed.js';
