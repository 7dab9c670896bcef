export { createOperatorTwoFactorService, createTwoFactorService } from './two-factor.service.js';
export type { OperatorTwoFactorService, TwoFactorService, TwoFactorState } from './two-factor.service.js';
export { TwoFactorKeyError } from './two-factor.cipher.js';
export { checkTwoFactorKey, configureTwoFactorKey, TwoFactorKeyMismatchError } from './two-factor.key.js';
export { resolveTwoFactorKey } from './two-factor.key.js';
