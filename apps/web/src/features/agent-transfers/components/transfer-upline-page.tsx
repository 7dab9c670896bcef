import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AmountInput } from '@/components/ui/amount-input';
import { Button } from '@/components/ui/button';
import { describedBy, FormField } from '@/components/ui/form-field';
import { Money } from '@/components/ui/money';
import { PasswordInput } from '@/components/ui/password-input';
import { useToast } from '@/components/ui/toast-provider';
import { readAmount } from '@/lib/amount';
import { currencySymbolOf, formatMoneyWithSymbol } from '@/lib/format-money';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { useAmountProblem } from '@/lib/use-amount-problem';
import { useErrorMessage } from '@/lib/use-error-message';
import { useTransferUpline } from '../api/get-transfer-upline';
import { useTransferToUpline } from '../api/transfer-to-upline';

/**
 * The member centre's transferUpline page: money from the member's main wallet to its direct upline, within the
 * platform's limits, with the payment password. Account type 2 and a member without an upline are told why not.
 */
export function TransferUplinePage({ currency }: { currency: string }) {
  const { t } = useTranslation('member');
  const errorMessage = useErrorMessage();
  const info = useTransferUpline();
  if (info.isPending) return <p className="text-sm text-text-3">{t('transferUpline.loading')}</p>;
  if (info.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {errorMessage(info.error)}
      </p>
    );
  if (info.data.refusal) {
    return (
      <p data-testid="transfer-upline-refusal" className="rounded-control border border-border bg-bg/40 p-4 text-sm">
        {info.data.refusal === 'NO_UPLINE' ? t('transferUpline.noUpline') : t('transferUpline.notAllowed')}
      </p>
    );
  }
  if (!info.data.paymentPasswordSet) {
    return (
      <p
        data-testid="transfer-upline-no-password"
        className="rounded-control border border-border bg-bg/40 p-4 text-sm"
      >
        {t('transferUpline.setPasswordFirst')}{' '}
        <Link className="font-semibold text-accent underline" to="/member?page=withdraw">
          {t('transferUpline.setPasswordLink')}
        </Link>
      </p>
    );
  }
  return (
    <TransferForm
      currency={currency}
      uplineUsername={info.data.uplineUsername ?? ''}
      balance={info.data.balance}
      minAmount={info.data.minAmount}
      maxAmount={info.data.maxAmount}
    />
  );
}

function TransferForm({
  currency,
  uplineUsername,
  balance,
  minAmount,
  maxAmount,
}: {
  currency: string;
  uplineUsername: string;
  balance: string;
  minAmount: string;
  maxAmount: string;
}) {
  const { t } = useTranslation('member');
  const id = useId();
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const amountProblem = useAmountProblem();
  const send = useTransferToUpline();
  const idempotency = useIdempotencyKey();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const limits = { min: minAmount, max: maxAmount };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const reading = readAmount(amount, limits);
    setAmountError(reading.ok ? undefined : amountProblem(reading.problem, limits, currency));
    const passwordProblem = /^\d{6}$/.test(password) ? undefined : t('transferUpline.passwordFormat');
    setPasswordError(passwordProblem);
    if (!reading.ok || passwordProblem) return;
    const body = { amount: amount.trim(), paymentPassword: password };
    const idempotencyKey = idempotency.keyFor(JSON.stringify({ amount: body.amount }));
    try {
      const sent = await send.mutateAsync({ body, idempotencyKey });
      idempotency.settle();
      showToast(
        t('transferUpline.done', {
          amount: formatMoneyWithSymbol(sent.amount, currency),
          upline: sent.uplineUsername,
        }),
        'success',
      );
      setAmount('');
      setPassword('');
    } catch (error) {
      idempotency.settle(error);
      setPassword('');
      setFormError(errorMessage(error));
    }
  }

  return (
    <form className="max-w-md space-y-4" onSubmit={(event) => void submit(event)} noValidate>
      <dl className="grid grid-cols-2 gap-3 rounded-control border border-border bg-bg/40 p-4 text-sm">
        <dt className="text-text-3">{t('transferUpline.upline')}</dt>
        <dd className="text-right font-semibold" data-testid="transfer-upline-name">
          {uplineUsername}
        </dd>
        <dt className="text-text-3">{t('transferUpline.balance')}</dt>
        <dd className="text-right">
          <Money amount={balance} currency={currency} />
        </dd>
      </dl>
      <FormField
        id={`${id}-amount`}
        label={t('transferUpline.amount')}
        error={amountError}
        hint={t('transferUpline.limits', {
          min: formatMoneyWithSymbol(minAmount, currency),
          max: formatMoneyWithSymbol(maxAmount, currency),
        })}
      >
        <AmountInput
          id={`${id}-amount`}
          symbol={currencySymbolOf(currency)}
          value={amount}
          onValueChange={setAmount}
          invalid={Boolean(amountError)}
          aria-describedby={describedBy(`${id}-amount`, amountError, true)}
          data-testid="transfer-upline-amount"
        />
      </FormField>
      <FormField id={`${id}-password`} label={t('transferUpline.paymentPassword')} error={passwordError}>
        <PasswordInput
          id={`${id}-password`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          placeholder="••••••"
          invalid={Boolean(passwordError)}
          value={password}
          onChange={(event) => setPassword(event.target.value.replace(/\D/g, '').slice(0, 6))}
          data-testid="transfer-upline-password"
        />
      </FormField>
      {formError && (
        <p role="alert" className="text-sm text-danger" data-testid="transfer-upline-error">
          {formError}
        </p>
      )}
      <Button type="submit" busy={send.isPending} data-testid="transfer-upline-submit">
        {t('transferUpline.submit')}
      </Button>
    </form>
  );
}
