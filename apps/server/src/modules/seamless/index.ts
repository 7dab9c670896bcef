export { createSeamlessService } from './seamless.service.js';
export type { AnswerCodes, KnownVendor, MoneyAnswer, MoneyOperation, SeamlessService } from './seamless.service.js';
export type { WalletModel } from './seamless.tables.js';
export {
  expireMemberSessions as expireMemberVendorSessions,
  findVendorByCode,
  listVendors,
  upsertVendor as saveVendor,
} from './seamless.repository.js';
export { createTransferClient } from './transfer-client.js';
export type { TransferClient, TransferMoveOutcome, TransferStatusOutcome, TransferVendor } from './transfer-client.js';
