import type { DepositChannel } from '@croupier/contracts';
import { CreditCard, QrCode } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '@/components/ui/amount-input';
import { Button } from '@/components/ui/button';
import { describedBy, FormField } from '@/components/ui/form-field';
import { Money } from '@/components/ui/money';
import { readAmount } from '@/lib/amount';
import { currencySymbolOf, formatMoney } from '@/lib/format-money';
import { problemsResolver } from '@/lib/problems-resolver';
import { useAmountProblem } from '@/lib/use-amount-problem';
import { quickAmountsWithin } from '../quick-amounts';

export type DepositFormValues = { channelCode: string; amount: string };

type DepositFormProps = {
  channels: DepositChannel[];
  currency: string;
  defaultValues: DepositFormValues;
  busy: boolean;
  /** A problem the server found with the amount (e.g. out of the channel's range), already a sentence. */
  amountError: string | null;
  formError: string | null;
  onSubmit: (values: DepositFormValues, channel: DepositChannel) => void;
};

const channelIcons = { promptpay: QrCode, sandbox: CreditCard } as const;

/** Step one of a deposit: the channel, then the amount within that channel's limits. */
export function DepositForm({
  channels,
  currency,
  defaultValues,
  busy,
  amountError,
  formError,
  onSubmit,
}: DepositFormProps) {
  const { t } = useTranslation('deposit');
  const amountProblem = useAmountProblem();
  const form = useForm<DepositFormValues>({
    defaultValues,
    resolver: problemsResolver((values: DepositFormValues) => {
      const channel = channels.find((candidate) => candidate.code === values.channelCode);
      if (!channel) return { channelCode: 'REQUIRED' };
      const reading = readAmount(values.amount, { min: channel.minAmount, max: channel.maxAmount });
      return reading.ok ? {} : { amount: reading.problem };
    }),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const channelCode = useWatch({ control: form.control, name: 'channelCode' });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const channel = channels.find((candidate) => candidate.code === channelCode) ?? null;
  const limits = channel ? { min: channel.minAmount, max: channel.maxAmount } : {};
  const fieldError = form.formState.errors.amount?.message;
  const shownAmountError = fieldError ? amountProblem(fieldError, limits, currency) : (amountError ?? undefined);
  const chips = channel ? quickAmountsWithin(channel) : [];

  return (
    <form
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit((values) => {
          if (channel) onSubmit(values, channel);
        })(event)
      }
      className="space-y-5"
    >
      <fieldset>
        <legend className="mb-2 text-[13.5px] font-medium text-text-2">{t('form.channel')}</legend>
        <div role="radiogroup" aria-label={t('form.channel')} className="grid gap-2 sm:grid-cols-2">
          {channels.map((item) => {
            const Icon = channelIcons[item.kind];
            const selected = item.code === channelCode;
            return (
              <button
                key={item.code}
                type="button"
                role="radio"
                aria-checked={selected}
                data-testid={`deposit-channel-${item.code}`}
                onClick={() => {
                  form.setValue('channelCode', item.code);
                  if (form.formState.isSubmitted) void form.trigger('amount');
                }}
                className={`flex min-h-16 items-center gap-3 rounded-control border px-3.5 py-2.5 text-start transition-colors duration-150 ${selected ? 'border-accent bg-accent/8 shadow-[0_0_0_1px_var(--color-accent)]' : 'border-border bg-bg/40 hover:border-text-3'}`}
              >
                <span
                  className={`grid size-10 shrink-0 place-items-center rounded-full ${selected ? 'bg-accent/15 text-accent' : 'bg-raised text-text-2'}`}
                >
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-text">{item.name}</span>
                  <span className="block text-xs text-text-3">{t(`kinds.${item.kind}`)}</span>
                </span>
              </button>
            );
          })}
        </div>
      </fieldset>

      <FormField
        id="deposit-amount"
        label={t('form.amount')}
        error={shownAmountError}
        hint={
          channel ? (
            <>
              {t('form.limits')} <Money amount={channel.minAmount} currency={currency} /> –{' '}
              <Money amount={channel.maxAmount} currency={currency} />
            </>
          ) : undefined
        }
      >
        <Controller
          control={form.control}
          name="amount"
          render={({ field }) => (
            <AmountInput
              id="deposit-amount"
              ref={field.ref}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              symbol={currencySymbolOf(currency)}
              placeholder={channel ? formatMoney(channel.minAmount) : '0.00'}
              invalid={Boolean(shownAmountError)}
              aria-describedby={describedBy('deposit-amount', shownAmountError, Boolean(channel))}
              data-testid="deposit-amount"
            />
          )}
        />
      </FormField>
      {chips.length > 0 ? (
        <div role="group" aria-label={t('form.quickAmounts')} className="-mt-2 grid grid-cols-5 gap-2">
          {chips.map((chip) => {
            const typed = readAmount(amount);
            const chosen = typed.ok && formatMoney(typed.minor) === formatMoney(chip);
            return (
              <button
                key={chip}
                type="button"
                aria-pressed={chosen}
                data-testid={`deposit-quick-${chip}`}
                onClick={() => form.setValue('amount', chip, { shouldValidate: form.formState.isSubmitted })}
                className={`min-h-10 rounded-control border text-sm font-semibold tabular-nums transition-colors duration-150 ${chosen ? 'border-accent bg-accent/10 text-accent' : 'border-border bg-bg/40 text-text-2 hover:border-text-3 hover:text-text'}`}
              >
                {formatMoney(chip).replace(/\.00$/, '')}
              </button>
            );
          })}
        </div>
      ) : null}

      {formError ? (
        <p
          role="alert"
          data-testid="deposit-error"
          className="rounded-control border border-danger/30 bg-danger/10 px-3.5 py-2.5 text-sm"
        >
          {formError}
        </p>
      ) : null}
      <Button type="submit" className="w-full" busy={busy} data-testid="deposit-submit">
        {channel?.kind === 'promptpay' ? t('form.showQr') : t('form.continue')}
      </Button>
      {channel?.kind === 'sandbox' ? <p className="text-center text-xs text-text-3">{t('form.sandboxNote')}</p> : null}
    </form>
  );
}
