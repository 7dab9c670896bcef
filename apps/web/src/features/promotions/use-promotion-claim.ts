import type { PromotionCard } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/toast-provider';
import { formatMoneyWithSymbol } from '@/lib/format-money';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { useErrorMessage } from '@/lib/use-error-message';
import { useClaimPromotion } from './api/claim-promotion';
import { useClaimRaffle } from './api/claim-raffle';
import type { PrizeResult } from './components/prize-result-dialog';

/**
 * Claims a ready offer the way its type is claimed: a raffle draws through `MCS2_claimRafflePromotion`, a red
 * envelope is opened with the ordinary claim, and both show what they gave in a dialog (their amount is a surprise);
 * the other types say it in a toast. One key per offer: a claim whose answer never came is sent again with the same
 * key, so the server answers the first claim instead of paying twice.
 */
export function usePromotionClaim(currency: string) {
  const { t } = useTranslation('promotions');
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const claim = useClaimPromotion();
  const raffle = useClaimRaffle();
  const idempotency = useIdempotencyKey();
  const [claimingId, setClaimingId] = useState<string | null>(null);
  const [result, setResult] = useState<PrizeResult | null>(null);

  async function claimCard(card: Pick<PromotionCard, 'id' | 'type' | 'title'>) {
    const idempotencyKey = idempotency.keyFor(`${card.type}:${card.id}`);
    setClaimingId(card.id);
    try {
      if (card.type === 'RAFFLE') {
        const draw = await raffle.mutateAsync({ promotionId: card.id, idempotencyKey });
        idempotency.settle();
        setResult({ kind: 'raffle', title: card.title, amount: draw.amount });
        return;
      }
      const claimed = await claim.mutateAsync({ id: card.id, idempotencyKey });
      idempotency.settle();
      if (card.type === 'RED_ENVELOPE') {
        setResult({ kind: 'envelope', title: card.title, amount: claimed.amount });
        return;
      }
      showToast(
        claimed.amount
          ? t('claim.doneAmount', { amount: formatMoneyWithSymbol(claimed.amount, currency) })
          : t('claim.done'),
        'success',
      );
    } catch (error) {
      idempotency.settle(error);
      showToast(errorMessage(error), 'error');
    } finally {
      setClaimingId(null);
    }
  }

  return { claimCard, claimingId, result, closeResult: () => setResult(null) };
}
