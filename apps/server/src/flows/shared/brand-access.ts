import type { SystemStatus } from '@croupier/contracts';
import type { Merchant } from '../../modules/merchant/index.js';

/** Which brand a request is for, where it comes from, and whether the caller may use the brand. */
export type BrandAccess = {
  merchant: Merchant;
  ip: string;
  countryCode: string | null;
  status: SystemStatus;
};
