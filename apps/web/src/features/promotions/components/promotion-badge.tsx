import type { PromotionBadge as Badge } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';

const badgeTones: Record<Badge, string> = {
  NEWBIE: 'bg-win text-[#04210f]',
  LIMITED: 'bg-danger-strong text-white',
  SPECIAL: 'bg-accent text-on-accent',
  DAILY: 'bg-info text-[#04182a]',
  VIP: 'bg-gradient-to-r from-[#F5B301] to-[#ffd970] text-on-accent',
};

/** The offer's corner label (New player, Limited time, ...). */
export function PromotionBadge({ badge, className = '' }: { badge: Badge; className?: string }) {
  const { t } = useTranslation('promotions');
  return (
    <span
      data-testid="promotion-badge"
      className={`inline-flex items-center rounded-pill px-2.5 py-0.5 text-[11px] leading-5 font-bold shadow-sm ${badgeTones[badge]} ${className}`}
    >
      {t(`badges.${badge}`)}
    </span>
  );
}
