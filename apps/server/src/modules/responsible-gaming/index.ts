export { describeRefusal, passMoneyGate } from './money-gate.service.js';
export type { GateMeasure, GateQuestion } from './money-gate.service.js';
export { createPlayerLimitsService, parseLimitValue } from './player-limits.service.js';
export type { PlayerLimitsService } from './player-limits.service.js';
export { createResponsibleGamingConsoleService } from './responsible-gaming-console.service.js';
export type { RegisterSearch, ResponsibleGamingConsoleService } from './responsible-gaming-console.service.js';
export {
  createPlayerProtectionService,
  describeProtection,
  mayReceiveMarketing,
  normalizeIdentity,
  protectionInForce,
  protectionRefusalValue,
} from './player-protection.service.js';
export type { PlayerProtectionService } from './player-protection.service.js';
