export { createSecurityService, loginLimits } from './security.service.js';
export type { AttemptRule, AttemptSlot, LoginAttempt, RateDecision, SecurityService } from './security.service.js';
