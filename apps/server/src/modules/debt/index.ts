export { createDebtService, describeDebt, outstandingOf } from './debt.service.js';
export type { DebtService } from './debt.service.js';
export type { DebtRow } from './debt.repository.js';
