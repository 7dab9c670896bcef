export { createLedgerGroupCommit, createWalletService, mainWalletKind } from './wallet.service.js';
export type { PostTransfer, Reconciliation, TransferRequest, TransferResult, WalletService } from './wallet.service.js';
export type { LedgerTransferRow } from './wallet.repository.js';
export type { LedgerAccountKind } from './wallet.tables.js';
