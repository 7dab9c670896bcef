import type { Database } from '../../db/client.js';
import { createLotteryDrawsService } from './lottery-draws.service.js';
import { createLotteryOrdersService } from './lottery-orders.service.js';
import { createLotteryReadsService } from './lottery-reads.service.js';
import { createLotteryResultsService } from './lottery-results.service.js';
import { createLotterySettingsService } from './lottery-settings.service.js';

export type { GameSetting } from './lottery-settings.service.js';
export { defaultGameSetting } from './lottery-settings.service.js';
export { beaconDeadlineSeconds, officialResultWindowSeconds } from './lottery-draws.service.js';

/**
 * The lottery module: the catalogue, brand settings and odds tables, the draw calendar, in-house draws, results
 * entered by operators, and the read side of the `/lgw` calls. Money (placing, settling, cancelling) is in flows.
 * Each concern has its own file; this is their one public face.
 */
export function createLotteryService({ db }: { db: Database }) {
  return {
    ...createLotterySettingsService({ db }),
    ...createLotteryDrawsService({ db }),
    ...createLotteryResultsService({ db }),
    ...createLotteryReadsService({ db }),
    ...createLotteryOrdersService({ db }),
  };
}

export type LotteryService = ReturnType<typeof createLotteryService>;
