import type { MallItem, Redemption } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { describedBy, FormField, InputBox } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { PasswordInput } from '@/components/ui/password-input';
import { useToast } from '@/components/ui/toast-provider';
import { formatMoneyWithSymbol } from '@/lib/format-money';
import { useErrorMessage } from '@/lib/use-error-message';
import { useRedeemPointReward } from '../api/redeem-point-reward';
import { formatPoints } from '../points-display';

/**
 * Redeeming one item: the quantity, the points it costs and the payment password (the spec's `passwordCheck/`
 * call). One Idempotency-Key per opened dialog, so a retried confirm redeems once.
 */
export function RedeemDialog({
  item,
  balance,
  currency,
  onClose,
  onRedeemed,
}: {
  item: MallItem;
  balance: string;
  currency: string;
  onClose: () => void;
  onRedeemed: (redemption: Redemption) => void;
}) {
  const { t } = useTranslation('points');
  const errorMessage = useErrorMessage();
  const { showToast } = useToast();
  const redeem = useRedeemPointReward();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [quantity, setQuantity] = useState(1);
  const [password, setPassword] = useState('');
  const most = Math.max(1, Math.min(item.stockLeft, item.perMemberLimit ?? 100, 100));
  const total = BigInt(item.pointsCost) * BigInt(quantity);
  const affordable = total <= BigInt(balance);
  const error = redeem.isError ? errorMessage(redeem.error) : undefined;

  const submit = () => {
    if (!password || !affordable) return;
    redeem.mutate(
      { itemId: item.id, quantity, paymentPassword: password, idempotencyKey },
      {
        onSuccess: (redemption) => {
          showToast(
            t(redemption.status === 'approved' ? 'redeemedApproved' : 'redeemedInProcess', { name: redemption.name }),
            'success',
          );
          onRedeemed(redemption);
        },
      },
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('redeemTitle', { name: item.name })}
      size="sm"
      testId="points-redeem-dialog"
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            onClick={submit}
            disabled={!password || !affordable || redeem.isPending}
            data-testid="points-redeem-confirm"
          >
            {t('confirm')}
          </Button>
        </div>
      }
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {item.creditAmount ? (
          <p className="text-[13px] text-text-2">
            {t('credit', { amount: formatMoneyWithSymbol(item.creditAmount, currency) })}
          </p>
        ) : null}
        <FormField id="points-redeem-quantity" label={t('quantity')}>
          <InputBox
            id="points-redeem-quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={most}
            value={quantity}
            onChange={(event) => setQuantity(Math.min(most, Math.max(1, Math.trunc(Number(event.target.value)) || 1)))}
            data-testid="points-redeem-quantity"
          />
        </FormField>
        <p className="flex justify-between text-[13px]">
          <span className="text-text-3">{t('total')}</span>
          <span className={`font-semibold tabular-nums ${affordable ? 'text-text' : 'text-danger'}`}>
            {formatPoints(total.toString())} / {formatPoints(balance)}
          </span>
        </p>
        <FormField
          id="points-redeem-password"
          label={t('paymentPassword')}
          error={error}
          errorTestId="points-redeem-error"
        >
          <PasswordInput
            id="points-redeem-password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={64}
            value={password}
            invalid={Boolean(error)}
            aria-describedby={describedBy('points-redeem-password', error, undefined)}
            onChange={(event) => setPassword(event.target.value)}
            data-testid="points-redeem-password"
          />
        </FormField>
      </form>
    </Modal>
  );
}
