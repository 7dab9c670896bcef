export { attemptMinutes, createSocialLoginService, ticketMinutes } from './social-login.service.js';
export type { SocialLoginService } from './social-login.service.js';
export { ClientSecretKeyError, deriveClientSecretKey } from './social-login.cipher.js';
export type { SocialLinkMethod } from './social-login.tables.js';
