import { zodResolver } from '@hookform/resolvers/zod';
import { adjustmentBodySchema } from '@croupier/contracts';
import type { AdjustmentResult } from '@croupier/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useConsoleSession } from '@/lib/console-session-context';
import { useErrorMessage } from '@/lib/use-error-message';
import { useCreateAdjustment } from '../api/create-adjustment';

type AdjustmentInput = z.input<typeof adjustmentBodySchema>;

/**
 * A manual credit or debit of a player's main wallet with its reason. The operator confirms what moves before it
 * is sent; one idempotency key per intended adjustment makes a retried submit the same adjustment, and above the
 * brand's threshold the answer is "waiting for a second operator" rather than a posting.
 */
export function AdjustmentForm() {
  const { t } = useTranslation(['adjustments', 'common']);
  const errorMessage = useErrorMessage();
  const { brands } = useConsoleSession();
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('merchant') ?? '';
  const merchant = brands.some((brand) => brand.code === asked) ? asked : (brands[0]?.code ?? '');
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [confirming, setConfirming] = useState<AdjustmentInput | null>(null);
  const [result, setResult] = useState<AdjustmentResult | null>(null);
  const create = useCreateAdjustment();
  const form = useForm<AdjustmentInput, unknown, z.output<typeof adjustmentBodySchema>>({
    resolver: zodResolver(adjustmentBodySchema),
    defaultValues: {
      merchant,
      username: searchParams.get('username') ?? '',
      direction: 'credit',
      amount: '',
      reason: '',
    },
  });
  const { errors } = form.formState;

  const send = () => {
    if (!confirming) return;
    create.mutate(
      { body: confirming, idempotencyKey },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setConfirming(null);
          setIdempotencyKey(crypto.randomUUID());
          form.reset({ ...confirming, amount: '', reason: '' });
        },
      },
    );
  };

  return (
    <div className="flex max-w-xl flex-col gap-4">
      <header>
        <Link to={`/adjustments?${new URLSearchParams({ merchant }).toString()}`} className="text-sm text-sky-700">
          ← {t('backToList')}
        </Link>
        <h1 className="mt-1 text-xl font-semibold text-slate-900">{t('form.title')}</h1>
        <p className="text-sm text-slate-500">{t('form.description')}</p>
      </header>
      {result && (
        <p
          role="status"
          className={`rounded-md px-3 py-2 text-sm ${result.status === 'pending' ? 'bg-amber-50 text-amber-900' : 'bg-emerald-50 text-emerald-900'}`}
        >
          {result.status === 'pending' ? t('form.pending') : t('form.posted', { balance: result.balance ?? '' })}
        </p>
      )}
      <form
        className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
        onSubmit={(event) =>
          void form.handleSubmit(() => {
            create.reset();
            setConfirming(form.getValues());
          })(event)
        }
      >
        <FormField label={t('form.brand')} htmlFor="adjustment-brand">
          <select id="adjustment-brand" className={inputClass} {...form.register('merchant')}>
            {brands.map((brand) => (
              <option key={brand.code} value={brand.code}>
                {brand.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          label={t('form.username')}
          htmlFor="adjustment-username"
          error={errors.username ? t('form.usernameInvalid') : undefined}
        >
          <input id="adjustment-username" className={inputClass} autoComplete="off" {...form.register('username')} />
        </FormField>
        <fieldset className="flex flex-col gap-1">
          <legend className="text-xs font-medium text-slate-600">{t('form.direction')}</legend>
          <div className="flex gap-4 text-sm text-slate-800">
            {(['credit', 'debit'] as const).map((direction) => (
              <label key={direction} className="flex items-center gap-2">
                <input type="radio" value={direction} {...form.register('direction')} />
                {t(`directions.${direction}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <FormField
          label={t('form.amount')}
          htmlFor="adjustment-amount"
          error={errors.amount ? t('form.amountInvalid') : undefined}
        >
          <input
            id="adjustment-amount"
            className={`${inputClass} tabular-nums`}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            {...form.register('amount')}
          />
        </FormField>
        <FormField
          label={t('form.reason')}
          htmlFor="adjustment-reason"
          error={errors.reason ? t('form.reasonInvalid') : undefined}
        >
          <textarea id="adjustment-reason" rows={3} className={inputClass} {...form.register('reason')} />
        </FormField>
        <div className="flex justify-end">
          <Button type="submit">{t('form.review')}</Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title={t('form.confirmTitle')}
        message={
          confirming
            ? t(confirming.direction === 'debit' ? 'form.confirmDebit' : 'form.confirmCredit', {
                amount: String(confirming.amount),
                username: confirming.username,
              })
            : ''
        }
        confirmLabel={t('form.confirm')}
        danger={confirming?.direction === 'debit'}
        pending={create.isPending}
        error={create.isError ? errorMessage(create.error) : null}
        onConfirm={send}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
