export { createAuditLogService } from './audit-log.service.js';
export type { AuditLogEntry, AuditLogService } from './audit-log.service.js';
