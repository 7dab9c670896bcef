import { parseMinor } from '@croupier/contracts';
import type { MerchantWallet } from '@croupier/contracts';
import { ArrowLeftRight, Gamepad2, Landmark, RefreshCw, Undo2, WalletCards } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AmountInput } from '@/components/ui/amount-input';
import { Button } from '@/components/ui/button';
import { describedBy, FormField } from '@/components/ui/form-field';
import { Money } from '@/components/ui/money';
import { NoDataPanel } from '@/components/ui/no-data-panel';
import { Panel } from '@/components/ui/panel';
import { useToast } from '@/components/ui/toast-provider';
import { readAmount } from '@/lib/amount';
import { ApiError, validationFieldsOf } from '@/lib/api-error';
import { currencySymbolOf, formatMoneyWithSymbol } from '@/lib/format-money';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { problemsResolver } from '@/lib/problems-resolver';
import { useAmountProblem } from '@/lib/use-amount-problem';
import { useErrorMessage } from '@/lib/use-error-message';
import { useConsolidatedFunds } from '../api/get-consolidated-funds';
import { useMerchantWallet } from '../api/get-merchant-wallet';
import { useTransferVendorWallet } from '../api/transfer-vendor-wallet';
import type { VendorWalletTransfer } from '../api/transfer-vendor-wallet';

type TransferValues = { amount: string };

const balanceMinorSchema = z.object({ balanceMinor: z.string().regex(/^\d+$/) });
type Direction = 'in' | 'out';

/** What a wallet holds in minor units; an unreadable figure counts as nothing rather than breaking the page. */
function minorOf(amount: string): bigint {
  try {
    return parseMinor(amount);
  } catch {
    return 0n;
  }
}

/**
 * The wallet page (member centre transferFund): what the player holds in the main wallet and in each game wallet, and
 * transfers between them, one game wallet at a time or all back at once.
 */
export function WalletPage() {
  const { t } = useTranslation('wallet');
  const wallet = useMerchantWallet();
  const funds = useConsolidatedFunds();
  const errorMessage = useErrorMessage();

  function refresh() {
    void wallet.refetch();
    void funds.refetch();
  }

  const refreshing = wallet.isFetching || funds.isFetching;
  return (
    <div data-testid="wallet-page" className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <SummaryCard
          icon={WalletCards}
          label={t('wallet.total')}
          highlight
          value={funds.data ? <Money amount={funds.data.total} currency={funds.data.currency} /> : null}
          testId="wallet-total"
        />
        <SummaryCard
          icon={Landmark}
          label={t('wallet.main')}
          value={
            wallet.data ? (
              <Money amount={wallet.data.main} currency={wallet.data.currency} testId="wallet-main-balance" />
            ) : null
          }
        />
        <SummaryCard
          icon={Gamepad2}
          label={t('wallet.inGames')}
          value={funds.data ? <Money amount={funds.data.vendors} currency={funds.data.currency} /> : null}
        />
      </div>
      {wallet.isError ? (
        <Panel>
          <div className="flex flex-col items-center gap-3 py-6 text-center">
            <p className="text-text-2">{errorMessage(wallet.error)}</p>
            <Button variant="secondary" onClick={refresh}>
              {t('wallet.retry')}
            </Button>
          </div>
        </Panel>
      ) : wallet.data ? (
        <WalletTransfers wallet={wallet.data} refreshing={refreshing} onRefresh={refresh} />
      ) : (
        <div role="status" aria-label={t('wallet.loading')} className="h-64 animate-pulse rounded-card bg-surface" />
      )}
    </div>
  );
}

function SummaryCard({
  icon: Icon,
  label,
  value,
  highlight = false,
  testId,
}: {
  icon: typeof Landmark;
  label: string;
  value: ReactNode;
  highlight?: boolean;
  testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      className={`flex items-center gap-3 rounded-card border p-4 ${highlight ? 'border-accent/30 bg-[linear-gradient(135deg,rgb(245_179_1/0.14),rgb(245_179_1/0.02))]' : 'border-border bg-surface'}`}
    >
      <span
        className={`grid size-10 shrink-0 place-items-center rounded-full ${highlight ? 'bg-accent/15 text-accent' : 'bg-raised text-text-2'}`}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-[13px] text-text-3">{label}</p>
        <p className="text-lg font-bold text-text">
          {value ?? <span className="inline-block h-6 w-24 animate-pulse rounded bg-raised align-middle" />}
        </p>
      </div>
    </div>
  );
}

function WalletTransfers({
  wallet,
  refreshing,
  onRefresh,
}: {
  wallet: MerchantWallet;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('wallet');
  const [chosen, setChosen] = useState<string | null>(null);
  const vendorCode = chosen ?? wallet.vendors[0]?.vendorCode ?? null;
  const vendor = wallet.vendors.find((candidate) => candidate.vendorCode === vendorCode) ?? null;
  // The games' provider names the wallet; its code is for the server only.
  const nameOf = (item: { name?: string | undefined }) => item.name || t('vendors.unnamed');

  return (
    <div className="grid grid-cols-1 items-start gap-4 2xl:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <Panel
        title={t('vendors.title')}
        description={t('vendors.description')}
        actions={
          <Button
            variant="ghost"
            size="icon"
            onClick={onRefresh}
            aria-label={t('wallet.refresh')}
            data-testid="wallet-refresh"
          >
            <RefreshCw className={`size-[18px] ${refreshing ? 'animate-spin' : ''}`} aria-hidden="true" />
          </Button>
        }
      >
        {wallet.vendors.length === 0 ? (
          <NoDataPanel message={t('vendors.none')} />
        ) : (
          <ul role="radiogroup" aria-label={t('vendors.title')} className="space-y-2">
            {wallet.vendors.map((item) => {
              const selected = item.vendorCode === vendorCode;
              return (
                <li key={item.vendorCode}>
                  <button
                    type="button"
                    role="radio"
                    aria-checked={selected}
                    onClick={() => setChosen(item.vendorCode)}
                    data-testid={`wallet-vendor-${item.vendorCode}`}
                    className={`flex min-h-14 w-full items-center gap-3 rounded-control border px-3.5 text-start transition-colors duration-150 ${selected ? 'border-accent bg-accent/8' : 'border-border bg-bg/40 hover:border-text-3'}`}
                  >
                    <span className="grid size-9 shrink-0 place-items-center rounded-full bg-raised text-xs font-bold text-text-2">
                      {nameOf(item).slice(0, 2).toUpperCase()}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-semibold">{nameOf(item)}</span>
                      <span className="block text-xs text-text-3">{t('vendors.wallet')}</span>
                    </span>
                    <Money amount={item.balance} currency={wallet.currency} className="font-semibold" />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </Panel>
      <Panel title={t('transfer.title')} description={t('transfer.description')}>
        {vendor ? (
          <TransferForm
            key={vendor.vendorCode}
            vendorCode={vendor.vendorCode}
            vendorName={nameOf(vendor)}
            mainBalance={wallet.main}
            vendorBalance={vendor.balance}
            currency={wallet.currency}
          />
        ) : (
          <p className="text-sm text-text-3">{t('vendors.none')}</p>
        )}
      </Panel>
    </div>
  );
}

function TransferForm({
  vendorCode,
  vendorName,
  mainBalance,
  vendorBalance,
  currency,
}: {
  vendorCode: string;
  vendorName: string;
  mainBalance: string;
  vendorBalance: string;
  currency: string;
}) {
  const { t } = useTranslation('wallet');
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const amountProblem = useAmountProblem();
  const transfer = useTransferVendorWallet();
  const idempotency = useIdempotencyKey();
  const [direction, setDirection] = useState<Direction | 'recover' | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TransferValues>({
    defaultValues: { amount: '' },
    resolver: problemsResolver((values: TransferValues) => {
      const reading = readAmount(values.amount);
      return reading.ok ? {} : { amount: reading.problem };
    }),
  });
  const amountError = form.formState.errors.amount?.message;

  async function move(request: VendorWalletTransfer, done: string) {
    setFormError(null);
    const idempotencyKey = idempotency.keyFor(JSON.stringify(request));
    try {
      await transfer.mutateAsync({ transfer: request, idempotencyKey });
      idempotency.settle();
      form.reset({ amount: '' });
      showToast(done, 'success');
    } catch (error) {
      idempotency.settle(error);
      showTransferError(error);
    } finally {
      setDirection(null);
    }
  }

  function showTransferError(error: unknown) {
    const amountField = validationFieldsOf(error).find((field) => field.path === 'amount');
    if (amountField) {
      form.setError('amount', { type: 'server', message: amountField.message }, { shouldFocus: true });
      return;
    }
    if (error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS') {
      // The server says what the leaving wallet holds now, which may differ from the figure on screen.
      const held = balanceMinorSchema.safeParse(error.value);
      const message = held.success
        ? t('transfer.insufficient', { amount: formatMoneyWithSymbol(BigInt(held.data.balanceMinor), currency) })
        : errorMessage(error);
      form.setError('amount', { type: 'server', message }, { shouldFocus: true });
      return;
    }
    setFormError(errorMessage(error));
  }

  function submitDirection(chosen: Direction) {
    return form.handleSubmit(async ({ amount }) => {
      const reading = readAmount(amount);
      if (!reading.ok) return;
      // The wallet it leaves is known, so a transfer it cannot cover is caught before it is sent.
      const available = minorOf(chosen === 'in' ? mainBalance : vendorBalance);
      if (reading.minor > available) {
        form.setError('amount', {
          type: 'validate',
          message: t('transfer.insufficient', { amount: formatMoneyWithSymbol(available, currency) }),
        });
        return;
      }
      setDirection(chosen);
      const shown = formatMoneyWithSymbol(reading.minor, currency);
      await move(
        { vendorCode, direction: chosen, amount: amount.trim() },
        chosen === 'in'
          ? t('transfer.doneIn', { amount: shown, vendor: vendorName })
          : t('transfer.doneOut', { amount: shown, vendor: vendorName }),
      );
    });
  }

  function fillAll(from: Direction) {
    const available = from === 'in' ? mainBalance : vendorBalance;
    form.setValue('amount', minorOf(available) > 0n ? available : '', { shouldValidate: false });
    form.clearErrors('amount');
  }

  const busy = transfer.isPending;
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="space-y-4">
      <FormField
        id="wallet-transfer-amount"
        label={t('transfer.amount')}
        error={amountError ? amountProblem(amountError, {}, currency) : undefined}
        hint={t('transfer.hint', { vendor: vendorName })}
      >
        <Controller
          control={form.control}
          name="amount"
          render={({ field }) => (
            <AmountInput
              id="wallet-transfer-amount"
              ref={field.ref}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              symbol={currencySymbolOf(currency)}
              placeholder="0.00"
              invalid={Boolean(amountError)}
              aria-describedby={describedBy('wallet-transfer-amount', amountError, true)}
              data-testid="wallet-transfer-amount"
            />
          )}
        />
      </FormField>
      <div className="flex flex-wrap gap-2 text-xs">
        <button
          type="button"
          onClick={() => fillAll('in')}
          className="min-h-9 rounded-pill border border-border px-3 text-text-2 transition-colors duration-150 hover:border-accent hover:text-accent"
        >
          {t('transfer.allMain', { amount: formatMoneyWithSymbol(mainBalance, currency) })}
        </button>
        <button
          type="button"
          onClick={() => fillAll('out')}
          className="min-h-9 rounded-pill border border-border px-3 text-text-2 transition-colors duration-150 hover:border-accent hover:text-accent"
        >
          {t('transfer.allVendor', { vendor: vendorName, amount: formatMoneyWithSymbol(vendorBalance, currency) })}
        </button>
      </div>
      {formError ? (
        <p role="alert" className="rounded-control border border-danger/30 bg-danger/10 px-3.5 py-2.5 text-sm">
          {formError}
        </p>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        <Button
          busy={busy && direction === 'in'}
          disabled={busy}
          onClick={() => void submitDirection('in')()}
          data-testid="wallet-transfer-in"
        >
          <ArrowLeftRight className="size-4" aria-hidden="true" />
          {t('transfer.in', { vendor: vendorName })}
        </Button>
        <Button
          variant="secondary"
          busy={busy && direction === 'out'}
          disabled={busy}
          onClick={() => void submitDirection('out')()}
          data-testid="wallet-transfer-out"
        >
          <ArrowLeftRight className="size-4" aria-hidden="true" />
          {t('transfer.out', { vendor: vendorName })}
        </Button>
      </div>
      <div className="border-t border-border pt-4">
        <Button
          variant="outline"
          className="w-full"
          busy={busy && direction === 'recover'}
          disabled={busy}
          onClick={() => {
            setDirection('recover');
            void move({ recoverAll: true }, t('transfer.doneRecover'));
          }}
          data-testid="wallet-recover-all"
        >
          <Undo2 className="size-4" aria-hidden="true" />
          {t('transfer.recoverAll')}
        </Button>
        <p className="mt-2 text-center text-xs text-text-3">{t('transfer.recoverHint')}</p>
      </div>
    </form>
  );
}
