import type { PromotionCategory } from '@croupier/contracts';
import { Cherry, Coins, Fish, Gift, Spade, Sparkles, Ticket, Trophy, Tv } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';

const categoryIcons: Record<PromotionCategory, LucideIcon> = {
  deposit: Coins,
  newbie: Sparkles,
  slots: Cherry,
  live: Tv,
  fish: Fish,
  card: Spade,
  sports: Trophy,
  lotto: Ticket,
  other: Gift,
};

// One calm gradient per category (UI.md: tile gradients that sit well on --bg), so a card without a banner still
// reads as its kind of offer.
const categoryGradients: Record<PromotionCategory, string> = {
  deposit: 'from-[#3a2a05] via-[#1f1a10] to-[#121A2B]',
  newbie: 'from-[#0c3b2e] via-[#112530] to-[#121A2B]',
  slots: 'from-[#3b1230] via-[#221528] to-[#121A2B]',
  live: 'from-[#0f2d4d] via-[#142238] to-[#121A2B]',
  fish: 'from-[#053b46] via-[#0f2633] to-[#121A2B]',
  card: 'from-[#2b1f4d] via-[#1b1a36] to-[#121A2B]',
  sports: 'from-[#173d16] via-[#16281f] to-[#121A2B]',
  lotto: 'from-[#46200b] via-[#281b16] to-[#121A2B]',
  other: 'from-[#26324A] via-[#1A2438] to-[#121A2B]',
};

type PromotionBannerProps = {
  bannerUrl: string | null;
  category: PromotionCategory;
  /** The banner's text alternative: the offer's title. */
  title: string;
  className?: string;
};

/**
 * An offer's banner in a fixed 2:1 frame (nothing shifts while it loads), or, without one or when it fails to load, a
 * quiet gradient with the category's icon.
 */
export function PromotionBanner({ bannerUrl, category, title, className = '' }: PromotionBannerProps) {
  const [failed, setFailed] = useState(false);
  const Icon = categoryIcons[category];
  return (
    <div className={`relative aspect-[2/1] w-full overflow-hidden bg-raised ${className}`}>
      {bannerUrl && !failed ? (
        <img
          src={bannerUrl}
          alt={title}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      ) : (
        <div
          data-testid="promotion-banner-fallback"
          aria-hidden="true"
          className={`flex size-full items-center justify-center bg-gradient-to-br ${categoryGradients[category]}`}
        >
          <div className="absolute -end-6 -top-6 size-32 rounded-full bg-accent/10 blur-2xl" />
          <Icon className="size-14 text-accent/80" strokeWidth={1.4} />
        </div>
      )}
    </div>
  );
}
