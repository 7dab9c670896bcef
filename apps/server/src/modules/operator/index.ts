export {
  createOperatorService,
  hasPermission,
  mayActOnBrand,
  operatorPermissions,
  operatorSessionLimits,
} from './operator.service.js';
export type {
  Operator,
  OperatorAccount,
  OperatorAccountListing,
  OperatorPermission,
  OperatorService,
} from './operator.service.js';
export { operatorRoles } from './operator.tables.js';
export type { OperatorRole } from './operator.tables.js';
/** The console's reading of the audit log (search, paging, export); the operator service writes each row. */
export { createAuditLogService } from './audit-log.service.js';
export type { AuditLogEntry, AuditLogService } from './audit-log.service.js';
