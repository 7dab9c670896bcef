import { Money } from '@/components/ui/money';

/**
 * A profit or loss from the players' side (reference §3): positive means the team's players won, shown in the
 * danger colour as the original does, a loss of the players in the win colour.
 */
export function SignedMoney({ amount, currency, testId }: { amount: string; currency: string; testId?: string }) {
  const negative = amount.trim().startsWith('-');
  const zero = Number(amount) === 0;
  const tone = zero ? 'text-text' : negative ? 'text-win' : 'text-danger';
  return <Money amount={amount} currency={currency} signed className={tone} {...(testId ? { testId } : {})} />;
}
