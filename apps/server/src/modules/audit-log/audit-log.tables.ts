/**
 * The operator module writes the audit log (each row in its action's own transaction); this module reads it for
 * the console (search, paging, export). The table stays defined once, with its writer.
 */
export { auditLog } from '../operator/operator.tables.js';
