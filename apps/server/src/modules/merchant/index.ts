export { createMerchantService } from './merchant.service.js';
export type { Merchant, MerchantService, MerchantLookup } from './merchant.service.js';
export {
  findMerchantByCode,
  findMerchantIdByCode,
  insertMerchantIfAbsent,
  listHostsOfOtherBrands,
  listMerchantDomains,
  lockMerchantByCode,
  replaceMerchantDomains,
  updateMerchantSettings,
} from './merchant.repository.js';
