export { createSettledBetService, memberPlayConsumer } from './settled-bets.service.js';
export type { SettledBetHandler, SettledBetService } from './settled-bets.service.js';
export type { SettledBetEvent } from './settled-bets.repository.js';
