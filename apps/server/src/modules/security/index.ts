export { captchaLimits, createSecurityService, loginLimits } from './security.service.js';
export type {
  AttemptRefusal,
  AttemptRule,
  AttemptSlot,
  LoginAttempt,
  RateDecision,
  SecurityService,
} from './security.service.js';
