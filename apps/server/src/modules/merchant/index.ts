export { createMerchantService } from './merchant.service.js';
export type { Merchant, MerchantService, MerchantLookup } from './merchant.service.js';
export { findMerchantIdByCode, insertMerchantIfAbsent } from './merchant.repository.js';
