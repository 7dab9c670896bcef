import { formatMinor, parseMinor } from '@croupier/contracts';
import type { BankAccount, WithdrawalSettings } from '@croupier/contracts';
import { CircleAlert, CircleCheck, Circle } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AmountInput } from '@/components/ui/amount-input';
import { Button } from '@/components/ui/button';
import { describedBy, FormField } from '@/components/ui/form-field';
import { Money } from '@/components/ui/money';
import { SelectBox } from '@/components/ui/select-box';
import { useToast } from '@/components/ui/toast-provider';
import { readAmount } from '@/lib/amount';
import type { AmountLimits } from '@/lib/amount';
import { ApiError, validationFieldsOf } from '@/lib/api-error';
import { currencySymbolOf, formatMoneyWithSymbol } from '@/lib/format-money';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { problemsResolver } from '@/lib/problems-resolver';
import type { Problems } from '@/lib/problems-resolver';
import { useAmountProblem } from '@/lib/use-amount-problem';
import { useErrorMessage } from '@/lib/use-error-message';
import { useSecondFactorState } from '../api/get-second-factor-state';
import { useRequestWithdrawal } from '../api/request-withdrawal';
import type { BonusHold } from '../bonus-hold';
import { useWithdrawalProblem } from '../withdrawal-problems';
import { BonusForfeitDialog } from './bonus-forfeit-dialog';
import { BonusHoldNotice } from './bonus-hold-notice';
import { PaymentPasswordLockNotice, usePaymentPasswordError } from './payment-password-errors';
import { PinField } from './pin-field';
import { secondFactorCodeProblem, TwoFactorCodeField, TwoFactorEnrolFirst } from './two-factor-code-field';

type RequestValues = { amount: string; bankAccountId: string; paymentPassword: string; twoFactorCode: string };

type WithdrawalRequestFormProps = {
  settings: WithdrawalSettings;
  accounts: BankAccount[];
  /** The main wallet's balance, when known: the most a withdrawal can take. */
  balance: string | undefined;
  timeZone: string;
  /** Takes the player to the part of the page that finishes the setup. */
  onSetUp: (part: 'paymentPassword' | 'bankAccount') => void;
  /** The member's live bonuses, when there are any: shown as money that is not withdrawable yet. */
  bonusHold?: BonusHold;
  /** A withdrawal went through with the member's bonuses forfeited. */
  onBonusForfeited?: () => void;
};

const outOfRangeSchema = z.object({ minAmount: z.string(), maxAmount: z.string() });
const insufficientSchema = z.object({ balance: z.string() });
const forfeitSchema = z.object({ bonus: z.string(), turnoverRemaining: z.string() });

function validate(limits: AmountLimits, codeNeeded: boolean) {
  return (values: RequestValues): Problems<RequestValues> => {
    const problems: Problems<RequestValues> = {};
    const amount = readAmount(values.amount, limits);
    if (!amount.ok) problems.amount = amount.problem;
    if (!values.bankAccountId) problems.bankAccountId = 'REQUIRED';
    if (values.paymentPassword === '') problems.paymentPassword = 'REQUIRED';
    else if (!/^\d{6}$/.test(values.paymentPassword)) problems.paymentPassword = 'PAYMENT_PASSWORD_FORMAT';
    const codeProblem = codeNeeded ? secondFactorCodeProblem(values.twoFactorCode) : null;
    if (codeProblem) problems.twoFactorCode = codeProblem;
    return problems;
  };
}

/**
 * The withdrawal request: amount within the brand's limits, the bank account to pay, the payment password, and the
 * two-factor code when the member's second factor is on. Until a
 * payment password is set and a bank account bound, it shows the steps that are missing instead.
 */
export function WithdrawalRequestForm({
  settings,
  accounts,
  balance,
  timeZone,
  onSetUp,
  bonusHold,
  onBonusForfeited,
}: WithdrawalRequestFormProps) {
  const { t } = useTranslation('withdrawal');
  const ready = settings.paymentPasswordSet && accounts.length > 0;
  if (!ready) {
    return (
      <div data-testid="withdraw-setup" className="space-y-3">
        {owes(settings.debtOutstanding) ? (
          <DebtNotice amount={settings.debtOutstanding} currency={settings.currency} />
        ) : null}
        <p className="text-sm text-text-2">{t('request.setUpIntro')}</p>
        <SetUpStep
          done={settings.paymentPasswordSet}
          label={t('request.stepPassword')}
          action={t('request.setUpPassword')}
          onClick={() => onSetUp('paymentPassword')}
        />
        <SetUpStep
          done={accounts.length > 0}
          label={t('request.stepBankAccount')}
          action={t('request.setUpBankAccount')}
          onClick={() => onSetUp('bankAccount')}
        />
      </div>
    );
  }
  return (
    <RequestForm
      settings={settings}
      accounts={accounts}
      balance={balance}
      timeZone={timeZone}
      bonusHold={bonusHold}
      onBonusForfeited={onBonusForfeited}
    />
  );
}

/** Withdrawals wait while a corrected bet left the player owing (decision 0056): said before anything is typed. */
function DebtNotice({ amount, currency }: { amount: string; currency: string }) {
  const { t } = useTranslation('withdrawal');
  return (
    <p
      role="status"
      data-testid="withdraw-debt-notice"
      className="mb-4 flex items-start gap-2.5 rounded-control border border-accent/30 bg-accent/10 px-3.5 py-2.5 text-sm"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
      <span>{t('request.debtOutstanding', { amount, currency })}</span>
    </p>
  );
}

function SetUpStep({
  done,
  label,
  action,
  onClick,
}: {
  done: boolean;
  label: string;
  action: string;
  onClick: () => void;
}) {
  const Icon = done ? CircleCheck : Circle;
  return (
    <div className="flex min-h-14 items-center gap-3 rounded-control border border-border bg-bg/40 px-3.5">
      <Icon className={`size-5 shrink-0 ${done ? 'text-win' : 'text-text-3'}`} aria-hidden="true" />
      <span className={`flex-1 text-sm ${done ? 'text-text-3 line-through' : 'text-text'}`}>{label}</span>
      {done ? null : (
        <Button size="sm" variant="outline" onClick={onClick}>
          {action}
        </Button>
      )}
    </div>
  );
}

function RequestForm({
  settings,
  accounts,
  balance,
  timeZone,
  bonusHold,
  onBonusForfeited,
}: Omit<WithdrawalRequestFormProps, 'onSetUp'>) {
  const { t } = useTranslation('withdrawal');
  const id = useId();
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const amountProblem = useAmountProblem();
  const problem = useWithdrawalProblem();
  const passwordError = usePaymentPasswordError(timeZone);
  const request = useRequestWithdrawal();
  const idempotency = useIdempotencyKey();
  const [formError, setFormError] = useState<string | null>(null);
  // The request the server held back because it would forfeit a live bonus, with what would be lost.
  const [forfeitPrompt, setForfeitPrompt] = useState<{
    values: RequestValues;
    bonus: string;
    turnoverRemaining: string;
  } | null>(null);
  const secondFactor = useSecondFactorState();
  const codeNeeded = secondFactor.data?.enabled ?? false;
  const limits: AmountLimits = { min: settings.minAmount, max: settings.maxAmount };
  const form = useForm<RequestValues>({
    defaultValues: { amount: '', bankAccountId: accounts[0]?.id ?? '', paymentPassword: '', twoFactorCode: '' },
    resolver: problemsResolver(validate(limits, codeNeeded)),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const currency = settings.currency;
  const limitReached = settings.requestsToday >= settings.dailyRequestLimit;
  const locked = settings.lockedUntil !== null;
  const owing = owes(settings.debtOutstanding);
  const amountError = errors.amount?.message ? amountProblem(errors.amount.message, limits, currency) : undefined;

  // The most one request may take: the balance, within the brand's maximum.
  const largest = (() => {
    if (balance === undefined) return null;
    try {
      const available = parseMinor(balance);
      const maximum = parseMinor(settings.maxAmount);
      return available < maximum ? available : maximum;
    } catch {
      return null;
    }
  })();

  async function submit(values: RequestValues, forfeitBonus = false) {
    setFormError(null);
    const body = {
      amount: values.amount.trim(),
      bankAccountId: values.bankAccountId,
      paymentPassword: values.paymentPassword,
      ...(codeNeeded ? { twoFactorCode: values.twoFactorCode.trim() } : {}),
      ...(forfeitBonus ? { forfeitBonus: true } : {}),
    };
    const idempotencyKey = idempotency.keyFor(
      JSON.stringify({ ...body, paymentPassword: undefined, twoFactorCode: undefined }),
    );
    try {
      const withdrawal = await request.mutateAsync({ body, idempotencyKey });
      idempotency.settle();
      setForfeitPrompt(null);
      showToast(t('request.done', { amount: formatMoneyWithSymbol(withdrawal.amount, currency) }), 'success');
      form.reset({ amount: '', bankAccountId: values.bankAccountId, paymentPassword: '', twoFactorCode: '' });
      if (forfeitBonus) onBonusForfeited?.();
    } catch (error) {
      idempotency.settle(error);
      setForfeitPrompt(null);
      // A live bonus: nothing moved (a clear refusal); the player decides with what would be lost in front of them.
      const forfeit =
        error instanceof ApiError && error.code === 'BONUS_FORFEIT_REQUIRED'
          ? forfeitSchema.safeParse(error.value)
          : null;
      if (forfeit?.success && !forfeitBonus) {
        setForfeitPrompt({ values, ...forfeit.data });
        return;
      }
      showRequestError(error);
    }
  }

  function showRequestError(error: unknown) {
    const fields = validationFieldsOf(error);
    for (const field of fields) {
      if (
        field.path === 'amount' ||
        field.path === 'bankAccountId' ||
        field.path === 'paymentPassword' ||
        field.path === 'twoFactorCode'
      ) {
        form.setError(field.path, { type: 'server', message: field.message });
      }
    }
    if (fields.length > 0) return;
    if (!(error instanceof ApiError)) {
      setFormError(errorMessage(error));
      return;
    }
    if (error.code === 'PAYMENT_PASSWORD_WRONG') {
      form.setValue('paymentPassword', '');
      form.setError('paymentPassword', { type: 'server', message: passwordError(error) }, { shouldFocus: true });
    } else if (error.code === 'ACCOUNT_LOCKED') {
      setFormError(passwordError(error));
    } else if (error.code === 'TWO_FACTOR_CODE_INVALID' || error.code === 'TWO_FACTOR_REQUIRED') {
      form.setValue('twoFactorCode', '');
      form.setError('twoFactorCode', { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
      void secondFactor.refetch();
    } else if (error.code === 'AMOUNT_OUT_OF_RANGE') {
      const range = outOfRangeSchema.safeParse(error.value);
      const message = range.success
        ? t('request.outOfRange', {
            min: formatMoneyWithSymbol(range.data.minAmount, currency),
            max: formatMoneyWithSymbol(range.data.maxAmount, currency),
          })
        : errorMessage(error);
      form.setError('amount', { type: 'server', message }, { shouldFocus: true });
    } else if (error.code === 'INSUFFICIENT_FUNDS') {
      const funds = insufficientSchema.safeParse(error.value);
      const message = funds.success
        ? t('request.insufficient', { amount: formatMoneyWithSymbol(funds.data.balance, currency) })
        : errorMessage(error);
      form.setError('amount', { type: 'server', message }, { shouldFocus: true });
    } else {
      setFormError(errorMessage(error));
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => submit(values))(event)}
      className="space-y-4"
    >
      {balance !== undefined ? (
        <div className="flex items-baseline justify-between gap-3 rounded-control bg-bg/50 px-3.5 py-3">
          <span className="text-sm text-text-2">{t('request.available')}</span>
          <Money amount={balance} currency={currency} className="text-lg font-bold" testId="withdraw-available" />
        </div>
      ) : null}
      {bonusHold ? <BonusHoldNotice hold={bonusHold} /> : null}
      <FormField
        id={`${id}-amount`}
        label={t('request.amount')}
        aside={
          largest !== null && largest > 0n ? (
            <button
              type="button"
              onClick={() =>
                form.setValue('amount', formatMinor(largest), { shouldValidate: form.formState.isSubmitted })
              }
              className="min-h-8 rounded-pill px-2 font-semibold text-accent hover:underline"
            >
              {t('request.max')}
            </button>
          ) : undefined
        }
        error={amountError}
        hint={t('request.limits', {
          min: formatMoneyWithSymbol(settings.minAmount, currency),
          max: formatMoneyWithSymbol(settings.maxAmount, currency),
        })}
      >
        <Controller
          control={form.control}
          name="amount"
          render={({ field }) => (
            <AmountInput
              id={`${id}-amount`}
              ref={field.ref}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              symbol={currencySymbolOf(currency)}
              placeholder="0.00"
              invalid={Boolean(amountError)}
              aria-describedby={describedBy(`${id}-amount`, amountError, true)}
              data-testid="withdraw-amount"
            />
          )}
        />
      </FormField>
      <FormField
        id={`${id}-account`}
        label={t('request.bankAccount')}
        error={errors.bankAccountId?.message ? problem(errors.bankAccountId.message) : undefined}
      >
        <SelectBox
          id={`${id}-account`}
          invalid={Boolean(errors.bankAccountId)}
          data-testid="withdraw-bank-account"
          {...form.register('bankAccountId')}
        >
          {accounts.map((account) => (
            <option key={account.id} value={account.id}>
              {`${t(`banks.${account.bankCode}`)} ${account.maskedAccountNumber} · ${account.accountName}`}
            </option>
          ))}
        </SelectBox>
      </FormField>
      <PinField
        id={`${id}-password`}
        label={t('request.paymentPassword')}
        error={errors.paymentPassword?.message ? problem(errors.paymentPassword.message) : undefined}
        registration={form.register('paymentPassword')}
        testId="withdraw-payment-password"
      />
      {codeNeeded ? (
        <TwoFactorCodeField
          id={`${id}-two-factor`}
          error={errors.twoFactorCode?.message ? problem(errors.twoFactorCode.message) : undefined}
          registration={form.register('twoFactorCode')}
          testId="withdraw-two-factor-code"
        />
      ) : null}
      {owing ? <DebtNotice amount={settings.debtOutstanding} currency={currency} /> : null}
      <PaymentPasswordLockNotice lockedUntil={settings.lockedUntil} timeZone={timeZone} />
      <TwoFactorEnrolFirst state={secondFactor.data} />
      {formError ? (
        <p role="alert" className="rounded-control border border-danger/30 bg-danger/10 px-3.5 py-2.5 text-sm">
          {formError}
        </p>
      ) : null}
      <Button
        type="submit"
        className="w-full"
        busy={request.isPending}
        disabled={limitReached || locked || owing}
        data-testid="withdraw-submit"
      >
        {t('request.submit')}
      </Button>
      <p className="text-center text-xs text-text-3" data-testid="withdraw-requests-today">
        {limitReached
          ? t('request.limitReached', { limit: settings.dailyRequestLimit })
          : t('request.today', { used: settings.requestsToday, limit: settings.dailyRequestLimit })}
      </p>
      <BonusForfeitDialog
        forfeit={forfeitPrompt}
        currency={currency}
        busy={request.isPending}
        onKeepPlaying={() => setForfeitPrompt(null)}
        onForfeit={() => {
          if (forfeitPrompt) void submit(forfeitPrompt.values, true);
        }}
      />
    </form>
  );
}

/** Whether the player owes money a corrected bet took back (decision 0056): withdrawals wait until it is repaid. */
function owes(debtOutstanding: string): boolean {
  try {
    return parseMinor(debtOutstanding) > 0n;
  } catch {
    return false;
  }
}
