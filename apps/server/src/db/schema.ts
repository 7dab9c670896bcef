export * from '../modules/merchant/merchant.tables.js';
export * from '../modules/geo/geo.tables.js';
export * from '../modules/member/member.tables.js';
export * from '../modules/session/session.tables.js';
export * from '../modules/security/security.tables.js';
export * from '../modules/verification/verification.tables.js';
export * from '../modules/wallet/wallet.tables.js';
export * from '../modules/operator/operator.tables.js';
