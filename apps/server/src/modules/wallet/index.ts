export { createWalletService, mainWalletKind } from './wallet.service.js';
export type { Reconciliation, TransferRequest, TransferResult, WalletService } from './wallet.service.js';
export type { LedgerAccountKind } from './wallet.tables.js';
export { walletRoutes } from './wallet.routes.js';
export type { WalletRouteDependencies } from './wallet.routes.js';
