import type { Database } from '../db/client.js';
import { readRoundFeeds } from '../flows/shared/vendor-round-feed.js';

/**
 * Every `intervalMs` (15 s by default) a pass reads the round feed of each transfer-model vendor into the platform's
 * rounds (see `readVendorRoundFeed`). Passes in this process never overlap; on other instances a vendor's feed
 * being read is left alone. The feed's position is in the database, so a restart carries on where it was.
 */
export function startVendorRoundReader(input: {
  db: Database;
  onError: (error: unknown) => void;
  intervalMs?: number;
}) {
  const { db, onError } = input;
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= readRoundFeeds(db, onError)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, input.intervalMs ?? 15_000);
  timer.unref();
  tick();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
