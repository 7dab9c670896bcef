export { createTwoFactorService } from './two-factor.service.js';
export type { TwoFactorService, TwoFactorState } from './two-factor.service.js';
export { configureTwoFactorKey } from './two-factor.key.js';
