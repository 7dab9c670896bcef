import { hasCause } from '../../db/transaction.js';
import { DomainError } from '../../lib/domain-error.js';

/**
 * The closure's triggers (decision 0073) refuse a move into the member's own team and an upline of another brand as
 * check violations naming the rule; this turns them into the stable codes a person reads. Anything else is rethrown.
 */
export function translateTreeRefusal(error: unknown): never {
  const messageOf = (cause: unknown) => {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    return code === '23514' && typeof message === 'string' ? message : '';
  };
  if (hasCause(error, (cause) => messageOf(cause).includes('MEMBER_HIERARCHY_CYCLE'))) {
    throw new DomainError('HIERARCHY_CYCLE');
  }
  if (hasCause(error, (cause) => messageOf(cause).includes('MEMBER_UPLINE_OTHER_BRAND'))) {
    throw new DomainError('UPLINE_OTHER_BRAND');
  }
  throw error;
}
