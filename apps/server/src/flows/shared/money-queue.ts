import type { BulkDecisionResult, BulkRowOutcome } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../lib/domain-error.js';
import type { Clock } from '../../lib/clock.js';
import { createMerchantService } from '../../modules/merchant/index.js';
import type { Merchant } from '../../modules/merchant/index.js';
import type { Operator } from '../../modules/operator/index.js';
import { mayActOnBrand } from '../../modules/operator/index.js';

/**
 * The brand ids a money queue reads (decision 0036): the one brand asked for, which the route has already checked
 * against the operator's brands, or every brand the operator may see (`brands`: merchant codes; null: all). A code
 * that names no brand matches nothing rather than failing the list.
 */
export async function queueMerchantIds(
  dependencies: { db: Database; clock: Clock },
  asked: string | undefined,
  brands: string[] | null,
): Promise<string[] | null> {
  const codes = asked === undefined ? brands : [asked];
  if (codes === null) return null;
  const merchants = createMerchantService(dependencies);
  const ids = await Promise.all(
    codes.map((code) =>
      merchants.resolveMerchant({ code }).then(
        (merchant) => merchant.id,
        () => null,
      ),
    ),
  );
  return ids.filter((id) => id !== null);
}

/** The queue filters' instants and amounts as the repositories take them. */
export function queueBounds(filter: {
  from?: string | undefined;
  to?: string | undefined;
  minAmount?: bigint | undefined;
  maxAmount?: bigint | undefined;
}) {
  return {
    from: filter.from ? new Date(filter.from) : undefined,
    to: filter.to ? new Date(filter.to) : undefined,
    minAmountMinor: filter.minAmount,
    maxAmountMinor: filter.maxAmount,
  };
}

/** Brands by id for rows read a batch at a time: each brand is read once per export. */
export function merchantLookup(dependencies: { db: Database; clock: Clock }) {
  const known = new Map<string, Merchant>();
  const merchants = createMerchantService(dependencies);
  return async (ids: string[]) => {
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length > 0)
      for (const [id, merchant] of await merchants.mapMerchantsByIds(missing)) known.set(id, merchant);
    return known;
  };
}

export type BulkDecision =
  { decision: 'approve'; ids: string[] } | { decision: 'reject'; ids: string[]; reason: string };

/** The status a row already in the decision's end state has: a retried bulk decision reports it unchanged. */
const decidedStatuses = { approve: ['paid', 'confirmed'], reject: ['rejected'] } as const;

/**
 * Decides each row on its own (decision 0036): one row per transaction through the same flow as the single
 * decision, so each is brand-checked, passes the two-person rule, is guarded by its status and audited; a failure
 * is that row's outcome and never undoes or stops another. Rows are decided one after another, in the order given.
 */
export async function decideEach(
  operator: Operator,
  decision: BulkDecision,
  decideOne: (id: string) => Promise<{ brand: string; outcome: () => Promise<BulkRowOutcome['outcome']> }>,
): Promise<BulkDecisionResult> {
  const rows: BulkRowOutcome[] = [];
  for (const id of new Set(decision.ids)) {
    try {
      const { brand, outcome } = await decideOne(id);
      if (!mayActOnBrand(operator, brand)) throw new DomainError('FORBIDDEN');
      rows.push({ id, outcome: await outcome(), code: null });
    } catch (error) {
      const status = error instanceof DomainError ? (error.value as { status?: string } | null)?.status : undefined;
      if (status && (decidedStatuses[decision.decision] as readonly string[]).includes(status)) {
        rows.push({ id, outcome: 'unchanged', code: null });
      } else {
        // A brand the operator may not see answers as an unknown row: the bulk call reveals nothing of it.
        const code = error instanceof DomainError ? (error.code === 'FORBIDDEN' ? 'NOT_FOUND' : error.code) : null;
        rows.push({ id, outcome: 'failed', code: code ?? 'INTERNAL_ERROR' });
      }
    }
  }
  return { rows };
}
