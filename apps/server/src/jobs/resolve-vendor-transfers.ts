import type { Database } from '../db/client.js';
import { resolveDueVendorTransfers } from '../flows/vendor-wallets.js';
import type { SweepOptions } from '../flows/vendor-wallets.js';
import type { VendorTransferRow } from '../modules/vendor-transfer/index.js';
import type { JobLeadership } from './scheduled-job.js';
import { startScheduledJob } from './scheduled-job.js';

/**
 * The transfer-wallet sweeper: every `intervalMs` (15 s by default) a pass resolves the pending transfers that are
 * due by the vendor's status call (see `resolveDueVendorTransfers`), on the instance leading the job. It keeps
 * nothing in memory, so a restart or a takeover simply carries on.
 */
export function startVendorTransferSweeper(
  input: {
    db: Database;
    onError: (error: unknown) => void;
    /** After a transfer was resolved (the member's open pages may show a new balance). */
    onResolved?: (transfer: VendorTransferRow) => Promise<void>;
    intervalMs?: number;
    leadership?: JobLeadership;
  } & SweepOptions,
) {
  const { db, onResolved, onError, intervalMs, leadership, ...options } = input;
  return startScheduledJob({
    name: 'resolve-vendor-transfers',
    intervalMs: intervalMs ?? 15_000,
    run: () => resolveDueVendorTransfers({ db, ...(onResolved ? { onResolved } : {}) }, options),
    onError,
    leadership,
    runAtStart: true,
  });
}
