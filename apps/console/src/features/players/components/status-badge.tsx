import type { PlayerStatus } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';

export function StatusBadge({ status }: { status: PlayerStatus }) {
  const { t } = useTranslation('players');
  const look = status === 'blocked' ? 'bg-red-100 text-red-800' : 'bg-emerald-100 text-emerald-800';
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${look}`}>
      {t(`statuses.${status}`)}
    </span>
  );
}
