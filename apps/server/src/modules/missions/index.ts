// Paying a claim or a prize moves money, so flows/missions.ts composes this module with the bonus wallet; this module
// keeps the missions, counts progress from the events and ranks the leaderboard.
export * from './missions.repository.js';
export * from './missions.service.js';
export { missionProgressConsumer } from './missions.tables.js';
export type { StoredMilestone, StoredPrize } from './missions.tables.js';
export { seedDemoMissions } from './missions.seed.js';
