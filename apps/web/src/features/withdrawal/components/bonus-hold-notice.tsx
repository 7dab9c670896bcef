import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import type { BonusHold } from '../bonus-hold';

/** Why part of the member's money cannot be withdrawn: it is bonus money still being wagered (reference §3.6). */
export function BonusHoldNotice({ hold }: { hold: BonusHold }) {
  const { t } = useTranslation('withdrawal');
  return (
    <div
      data-testid="withdraw-bonus-hold"
      className="space-y-3 rounded-control border border-info/30 bg-info/10 px-3.5 py-3 text-sm"
    >
      <p className="flex items-start gap-2 font-semibold text-text">
        <Lock className="mt-0.5 size-4 shrink-0 text-info" aria-hidden="true" />
        {t('bonus.title')}
      </p>
      <dl className="grid grid-cols-2 gap-2">
        <div>
          <dt className="text-xs text-text-3">{t('bonus.balance')}</dt>
          <dd>
            <Money
              amount={hold.bonusBalance}
              currency={hold.currency}
              className="font-semibold text-text"
              testId="withdraw-bonus-balance"
            />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-text-3">{t('bonus.remaining')}</dt>
          <dd>
            <Money
              amount={hold.turnoverRemaining}
              currency={hold.currency}
              className="font-semibold text-text"
              testId="withdraw-bonus-remaining"
            />
          </dd>
        </div>
      </dl>
      <p className="text-[13px] leading-relaxed text-text-2">{t('bonus.why')}</p>
    </div>
  );
}
