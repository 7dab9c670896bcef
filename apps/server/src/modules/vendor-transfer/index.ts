export {
  claimDueTransfers,
  findPendingTransfer,
  findTransferById,
  findTransferByKey,
  flagTransfer,
  insertPendingTransfer,
  isOlderThan,
  listTransferWallets,
  readRoundFeedPosition,
  resolveTransfer,
  saveRoundFeedPosition,
} from './vendor-transfer.repository.js';
export type { VendorWallet } from './vendor-transfer.repository.js';
export type {
  VendorTransferDirection,
  VendorTransferResolver,
  VendorTransferRow,
  VendorTransferStatus,
} from './vendor-transfer.tables.js';
