import { auditActions } from '@croupier/contracts';
import type { AuditAction } from '@croupier/contracts';

const known = new Set<string>(auditActions);

/** Whether an audit row's action has a label; rows written before an action was renamed keep their bare code. */
export function isAuditAction(action: string): action is AuditAction {
  return known.has(action);
}

/** The key of an action's label: the codes are dotted, so the bundles keep them as flat keys under `actions`. */
export function auditActionLabelKey(action: AuditAction) {
  return `actions.${action}` as const;
}
