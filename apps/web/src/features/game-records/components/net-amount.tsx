import { Money } from '@/components/ui/money';
import { amountSign } from '../amount-sign';

const signColours = { positive: 'text-win', negative: 'text-danger', zero: 'text-text-2' } as const;

/** A net result: green and signed when the player came out ahead, red when behind. */
export function NetAmount({
  amount,
  currency,
  className = '',
}: {
  amount: string;
  currency: string;
  className?: string;
}) {
  return (
    <Money
      amount={amount}
      currency={currency}
      signed
      className={`font-semibold ${signColours[amountSign(amount)]} ${className}`}
    />
  );
}
