import { startOfLocalDay } from '../../lib/time-zone.js';
import { nextDay } from '../../modules/agent-team/index.js';
import type { Merchant } from '../../modules/merchant/index.js';

/** The instants of brand-local days, the last one included. */
export function instantsOf(days: { startDate: string; endDate: string }, merchant: Pick<Merchant, 'timeZone'>) {
  return {
    from: startOfLocalDay(days.startDate, merchant.timeZone),
    to: startOfLocalDay(nextDay(days.endDate), merchant.timeZone),
  };
}
