import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/toast-provider';
import { formatMoneyWithSymbol } from '@/lib/format-money';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { useErrorMessage } from '@/lib/use-error-message';
import { useClaimPromotion } from './api/claim-promotion';

/**
 * Claims a ready reward with a toast for the outcome. One key per offer: a claim whose answer never came is sent
 * again with the same key, so the server answers the first claim instead of paying twice.
 */
export function useClaimReward(currency: string) {
  const { t } = useTranslation('promotions');
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const claim = useClaimPromotion();
  const idempotency = useIdempotencyKey();
  const [claimingId, setClaimingId] = useState<string | null>(null);

  async function claimReward(id: string) {
    const idempotencyKey = idempotency.keyFor(id);
    setClaimingId(id);
    try {
      const card = await claim.mutateAsync({ id, idempotencyKey });
      idempotency.settle();
      showToast(
        card.amount ? t('claim.doneAmount', { amount: formatMoneyWithSymbol(card.amount, currency) }) : t('claim.done'),
        'success',
      );
    } catch (error) {
      idempotency.settle(error);
      showToast(errorMessage(error), 'error');
    } finally {
      setClaimingId(null);
    }
  }

  return { claimReward, claimingId };
}
