import type { GameRecord } from '@croupier/contracts';
import type { StatusTone } from '@/components/ui/status-badge';

export const gameRoundStatusTones: Record<GameRecord['status'], StatusTone> = {
  open: 'info',
  settled: 'success',
  cancelled: 'neutral',
};
