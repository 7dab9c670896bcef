export { createSessionService } from './session.service.js';
export type { AuthenticatedSession, SessionLifetimes, SessionService } from './session.service.js';
