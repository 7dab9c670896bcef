export { createPlayerDirectoryService } from './player-directory.service.js';
export type { PlayerDirectoryService, PlayerListRow, PlayerRecord, PlayerSearch } from './player-directory.service.js';
export { summarizeUserAgent } from './device-summary.js';
