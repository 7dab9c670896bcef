import type { PromotionCard } from '@croupier/contracts';
import { Ban, Check, CheckCheck, Clock, Gift, Hourglass, LogIn, Send, XCircle } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { promotionActionOf } from '../promotion-display';

type PromotionStateButtonProps = {
  card: Pick<PromotionCard, 'id' | 'state' | 'type'>;
  /** A visitor's Join: the login dialog. */
  onLogIn: () => void;
  /** Join and Apply open the offer's page, where its terms are read and accepted first. */
  onOpen: () => void;
  onClaim: () => void;
  claiming?: boolean;
  className?: string;
};

const statusIcons: Record<
  'signed' | 'process' | 'applying' | 'rejected' | 'issued' | 'claimed' | 'closed',
  LucideIcon
> = {
  signed: Check,
  process: Hourglass,
  applying: Clock,
  rejected: XCircle,
  issued: CheckCheck,
  claimed: CheckCheck,
  closed: Ban,
};

const statusTones = {
  signed: 'text-win ring-win/30 bg-win/10',
  process: 'text-info ring-info/30 bg-info/10',
  applying: 'text-info ring-info/30 bg-info/10',
  rejected: 'text-danger ring-danger/30 bg-danger/10',
  issued: 'text-win ring-win/30 bg-win/10',
  claimed: 'text-win ring-win/30 bg-win/10',
  closed: 'text-text-3 ring-border bg-white/5',
} as const;

/**
 * The spec's promotion state as the card's one button (spec §4): Join, Apply and Claim act; Joined, In progress,
 * Under review, Rejected, Issued, Claimed and Closed say where the offer stands and cannot be pressed.
 */
export function PromotionStateButton({
  card,
  onLogIn,
  onOpen,
  onClaim,
  claiming = false,
  className = '',
}: PromotionStateButtonProps) {
  const { t } = useTranslation('promotions');
  const action = promotionActionOf(card);
  const testId = 'promotion-state-button';
  switch (action.kind) {
    case 'login':
      return (
        <Button size="sm" className={className} onClick={onLogIn} data-testid={testId} data-state="visitor">
          <LogIn className="size-4" aria-hidden="true" />
          {t('states.join')}
        </Button>
      );
    case 'join':
      return (
        <Button size="sm" className={className} onClick={onOpen} data-testid={testId} data-state="join">
          {t('states.join')}
        </Button>
      );
    case 'apply':
      return (
        <Button size="sm" className={className} onClick={onOpen} data-testid={testId} data-state="join">
          <Send className="size-4" aria-hidden="true" />
          {t('states.apply')}
        </Button>
      );
    case 'claim':
      return (
        <Button
          size="sm"
          className={className}
          onClick={onClaim}
          busy={claiming}
          data-testid={testId}
          data-state="claim"
        >
          <Gift className="size-4" aria-hidden="true" />
          {t('states.claim')}
        </Button>
      );
    case 'status': {
      const Icon = statusIcons[action.state];
      return (
        <span
          data-testid={testId}
          data-state={action.state}
          className={`inline-flex min-h-11 items-center justify-center gap-1.5 rounded-control px-3.5 text-sm font-semibold whitespace-nowrap ring-1 ring-inset ${statusTones[action.state]} ${className}`}
        >
          <Icon className="size-4" aria-hidden="true" />
          {t(`states.${action.state}`)}
        </span>
      );
    }
  }
}
