export { createOperatorService, hasPermission, operatorPermissions } from './operator.service.js';
export type { Operator, OperatorPermission, OperatorService } from './operator.service.js';
export { operatorRoles } from './operator.tables.js';
export type { OperatorRole } from './operator.tables.js';
