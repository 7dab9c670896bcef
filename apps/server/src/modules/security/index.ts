export { createSecurityService, loginLimits } from './security.service.js';
export type { LoginGate, RateDecision, SecurityService } from './security.service.js';
