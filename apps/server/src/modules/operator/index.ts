export {
  createOperatorService,
  hasPermission,
  mayActOnBrand,
  operatorPermissions,
  operatorSessionLimits,
} from './operator.service.js';
export type { Operator, OperatorAccount, OperatorPermission, OperatorService } from './operator.service.js';
export { operatorRoles } from './operator.tables.js';
export type { OperatorRole } from './operator.tables.js';
