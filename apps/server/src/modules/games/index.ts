export { createGamesService, laneCategoryOf, nameIn, iconUrlOf, toGameTile } from './games.service.js';
export type { GamesService, GameWithVendor, ListContext } from './games.service.js';
export { seedDemoGames } from './games.seed.js';
export { demoCatalogue, houseStudio, houseTransferStudio } from './demo-catalogue.js';
export { demoLotteryVendors } from './demo-lottery.js';
export type { DemoLotteryGame } from './demo-lottery.js';
export {
  bannerIndexOf,
  bannerPath,
  drawBanner,
  drawGameIcon,
  gameIconPath,
  initialsOf,
  tileGradients,
} from './game-icon.js';
export { parseCatalogueFile, parseCatalogueCsv } from './catalogue-file.js';
export type { GameRoundStatus } from './games.tables.js';
export { findGameNamesByCode, findWalletVendorNames, recordReportedRound } from './games.repository.js';
export type { ReportedRound } from './games.repository.js';
export { createCatalogueConsoleService, importStaleAfterMs, maxImportResumes } from './catalogue-console.service.js';
export type { CatalogueConsoleService, PreparedImport } from './catalogue-console.service.js';
