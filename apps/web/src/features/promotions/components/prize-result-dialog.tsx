import { Gift, PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Money } from '@/components/ui/money';
import { isPositive } from '../promotion-display';

export type PrizeResult = { kind: 'raffle' | 'envelope'; title: string; amount: string | null };

/** What a raffle draw or an opened red envelope gave: the amount won, or "no prize this time". */
export function PrizeResultDialog({
  result,
  currency,
  onClose,
}: {
  result: PrizeResult | null;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('promotions');
  const won = result !== null && isPositive(result.amount);
  return (
    <Modal
      open={result !== null}
      onClose={onClose}
      size="sm"
      title={result?.kind === 'envelope' ? t('prize.envelopeTitle') : t('prize.raffleTitle')}
      testId="prize-result-dialog"
      footer={
        <div className="flex justify-end">
          <Button onClick={onClose} data-testid="prize-result-close">
            {t('prize.ok')}
          </Button>
        </div>
      }
    >
      <div className="flex flex-col items-center gap-3 py-2 text-center">
        <span
          className={`grid size-16 place-items-center rounded-full ring-1 ring-inset ${won ? 'bg-accent/15 text-accent ring-accent/30' : 'bg-raised text-text-3 ring-border'}`}
        >
          {won ? <PartyPopper className="size-8" aria-hidden="true" /> : <Gift className="size-8" aria-hidden="true" />}
        </span>
        <p className="text-sm text-text-2">{result?.title}</p>
        {won && result?.amount ? (
          <p className="text-lg font-semibold text-text" data-testid="prize-result-text">
            {t('prize.won')}{' '}
            <Money amount={result.amount} currency={currency} className="text-2xl font-bold text-win" />
          </p>
        ) : (
          <p className="text-lg font-semibold text-text" data-testid="prize-result-text">
            {t('prize.none')}
          </p>
        )}
        {result?.kind === 'raffle' ? <p className="text-xs text-text-3">{t('prize.fairnessNote')}</p> : null}
      </div>
    </Modal>
  );
}
