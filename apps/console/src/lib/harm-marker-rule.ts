import { harmMarkerThresholds } from '@croupier/contracts';
import type { HarmMarker } from '@croupier/contracts';

const hour = (value: number) => String(value).padStart(2, '0');

/** The figures a marker's rule sentence names, from the server's thresholds (so the words never drift from them). */
export function harmMarkerRuleValues(marker: HarmMarker): Record<string, string | number> {
  const limits = harmMarkerThresholds;
  switch (marker) {
    case 'deposit_velocity':
      return { count: limits.depositCount, hours: limits.depositHours };
    case 'loss_chasing':
      return { count: limits.chaseCount, minutes: limits.chaseMinutes, percent: limits.chaseLossPercent };
    case 'night_play':
      return {
        count: limits.nightMinimumBets,
        percent: limits.nightPercent,
        from: hour(limits.nightFromHour),
        to: hour(limits.nightToHour),
      };
  }
}
