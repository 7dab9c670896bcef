import type { Database } from '../db/client.js';
import { resolveDueVendorTransfers } from '../flows/vendor-wallets.js';
import type { SweepOptions } from '../flows/vendor-wallets.js';
import type { VendorTransferRow } from '../modules/vendor-transfer/index.js';

/**
 * The transfer-wallet sweeper: every `intervalMs` (15 s by default) a pass resolves the pending transfers that are
 * due by the vendor's status call (see `resolveDueVendorTransfers`). Passes in this process never overlap; passes on
 * other instances claim other transfers. It keeps nothing in memory, so a restart simply carries on.
 */
export function startVendorTransferSweeper(
  input: {
    db: Database;
    onError: (error: unknown) => void;
    /** After a transfer was resolved (the member's open pages may show a new balance). */
    onResolved?: (transfer: VendorTransferRow) => Promise<void>;
    intervalMs?: number;
  } & SweepOptions,
) {
  const { db, onResolved, onError, intervalMs, ...options } = input;
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= resolveDueVendorTransfers({ db, ...(onResolved ? { onResolved } : {}) }, options)
      .then(() => undefined)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs ?? 15_000);
  timer.unref();
  tick();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
