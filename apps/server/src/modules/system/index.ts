export { decideSystemStatus, isInMaintenance, isRegionRestricted } from './access-policy.js';
export type { AccessInput, RegionRule } from './access-policy.js';
