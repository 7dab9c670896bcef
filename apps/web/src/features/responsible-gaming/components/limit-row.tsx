import { brandMomentText, limitMeasure, limitPeriod } from '@croupier/contracts';
import type { LimitKind, LimitState } from '@croupier/contracts';
import { Clock, Hourglass } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '@/components/ui/amount-input';
import { Button } from '@/components/ui/button';
import { FormField, InputBox, describedBy } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast-provider';
import { isAmountProblem } from '@/lib/amount';
import { currencySymbolOf, formatMoneyWithSymbol } from '@/lib/format-money';
import { useAmountProblem } from '@/lib/use-amount-problem';
import { useErrorMessage } from '@/lib/use-error-message';
import { useCancelPendingLimit } from '../api/cancel-pending-limit';
import { useConfirmLimit } from '../api/confirm-limit';
import { useSetLimit } from '../api/set-limit';
import { limitChangeOf, readLimitValue } from '../limit-form';
import type { LimitChange } from '../limit-form';
import { isMoneyLimit, usedShare } from '../limit-text';

type LimitRowProps = { limit: LimitState; currency: string; timeZone: string };

/** A limit's value as players read it: money with the brand's symbol, or minutes. */
function useLimitValueText(kind: LimitKind, currency: string): (value: string) => string {
  const { t } = useTranslation('responsible');
  return (value) =>
    isMoneyLimit(kind) ? formatMoneyWithSymbol(value, currency) : t('limits.minutesValue', { minutes: value });
}

/**
 * One limit: what is in force, what the period has used and when it starts again, a raise or removal waiting out its
 * cooling-off (confirm once it may be, or cancel), and the form that sets, changes or removes it.
 */
export function LimitRow({ limit, currency, timeZone }: LimitRowProps) {
  const { t } = useTranslation('responsible');
  const [editing, setEditing] = useState(false);
  const valueText = useLimitValueText(limit.kind, currency);
  const period = limitPeriod(limit.kind);
  const label = period ? t(`limits.periods.${period}`) : t('limits.perSession');
  const share = usedShare(limit.used, limit.value);

  return (
    <div data-testid={`limit-${limit.kind}`} className="py-4 first:pt-0 last:pb-0">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-[13px] text-text-3">{label}</p>
          <p
            className={`mt-0.5 text-lg font-semibold tabular-nums ${limit.value ? 'text-text' : 'text-text-3'}`}
            data-testid={`limit-${limit.kind}-value`}
          >
            {limit.value ? valueText(limit.value) : t('limits.noLimit')}
          </p>
        </div>
        {editing ? null : (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)} data-testid={`limit-${limit.kind}-edit`}>
            {limit.value ? t('limits.change') : t('limits.set')}
          </Button>
        )}
      </div>
      {limit.value && isMoneyLimit(limit.kind) && limit.used !== null ? (
        <div className="mt-3">
          <div
            className="h-1.5 overflow-hidden rounded-pill bg-raised"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(share * 100)}
            aria-label={t('limits.usedLabel')}
          >
            <div
              className={`h-full rounded-pill ${share >= 1 ? 'bg-danger' : share >= 0.8 ? 'bg-accent' : 'bg-win'}`}
              style={{ width: `${Math.max(share * 100, share > 0 ? 2 : 0)}%` }}
            />
          </div>
          <div className="mt-1.5 flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5 text-xs text-text-3">
            <span data-testid={`limit-${limit.kind}-used`}>
              {t('limits.used', { used: formatMoneyWithSymbol(limit.used, currency), limit: valueText(limit.value) })}
            </span>
            {limit.resetsAt ? (
              <span className="inline-flex items-center gap-1 tabular-nums" data-testid={`limit-${limit.kind}-resets`}>
                <Clock className="size-3.5" aria-hidden="true" />
                {t('limits.resetsAt', { time: brandMomentText(new Date(limit.resetsAt), timeZone) })}
              </span>
            ) : null}
          </div>
        </div>
      ) : null}
      {limit.pending ? (
        <PendingChange limit={limit} pending={limit.pending} valueText={valueText} timeZone={timeZone} />
      ) : null}
      {editing ? (
        <LimitForm limit={limit} currency={currency} timeZone={timeZone} onDone={() => setEditing(false)} />
      ) : null}
    </div>
  );
}

function PendingChange({
  limit,
  pending,
  valueText,
  timeZone,
}: {
  limit: LimitState;
  pending: NonNullable<LimitState['pending']>;
  valueText: (value: string) => string;
  timeZone: string;
}) {
  const { t } = useTranslation('responsible');
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const confirm = useConfirmLimit();
  const cancel = useCancelPendingLimit();
  const effectiveAt = brandMomentText(new Date(pending.effectiveAt), timeZone);

  async function run(action: 'confirm' | 'cancel') {
    try {
      if (action === 'confirm') await confirm.mutateAsync(limit.kind);
      else await cancel.mutateAsync(limit.kind);
      showToast(t(action === 'confirm' ? 'limits.pending.confirmed' : 'limits.pending.cancelled'), 'success');
    } catch (error) {
      showToast(errorMessage(error), 'error');
    }
  }

  return (
    <div
      data-testid={`limit-${limit.kind}-pending`}
      className="mt-3 rounded-control border border-info/30 bg-info/8 p-3 text-sm"
    >
      <p className="flex items-start gap-2 font-medium text-text">
        <Hourglass className="mt-0.5 size-4 shrink-0 text-info" aria-hidden="true" />
        <span>
          {pending.value === null
            ? t('limits.pending.remove')
            : t('limits.pending.raise', { value: valueText(pending.value) })}
        </span>
      </p>
      <p className="mt-1 ps-6 text-[13px] text-text-2" data-testid={`limit-${limit.kind}-pending-effective`}>
        {pending.confirmable ? t('limits.pending.ready') : t('limits.pending.waiting', { time: effectiveAt })}
      </p>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button
          variant="ghost"
          size="sm"
          busy={cancel.isPending}
          onClick={() => void run('cancel')}
          data-testid={`limit-${limit.kind}-pending-cancel`}
        >
          {t('limits.pending.cancel')}
        </Button>
        {pending.confirmable ? (
          <Button
            size="sm"
            busy={confirm.isPending}
            onClick={() => void run('confirm')}
            data-testid={`limit-${limit.kind}-pending-confirm`}
          >
            {t('limits.pending.confirm')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function LimitForm({
  limit,
  currency,
  timeZone,
  onDone,
}: {
  limit: LimitState;
  currency: string;
  timeZone: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('responsible');
  const id = useId();
  const inputId = `${id}-value`;
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const amountProblem = useAmountProblem();
  const save = useSetLimit();
  const [text, setText] = useState(limit.value ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const money = isMoneyLimit(limit.kind);
  const reading = readLimitValue(limit.kind, text, limit.value);
  const change: LimitChange | null = reading.ok ? reading.change : null;

  function problemText(code: string): string {
    if (isAmountProblem(code) && money) return amountProblem(code, {}, currency);
    if (code === 'REQUIRED') return t('limits.problems.required');
    if (code === 'MINUTES_RANGE') return t('limits.problems.minutesRange');
    return t('limits.problems.minutesFormat');
  }

  async function send(value: string | null) {
    setFormError(null);
    const applied = limitChangeOf(limit.kind, limit.value, value);
    try {
      await save.mutateAsync({ kind: limit.kind, value });
      const waits = applied === 'raise' || applied === 'remove';
      showToast(
        waits
          ? t('limits.savedPending', {
              time: brandMomentText(new Date(Date.now() + 24 * 3_600_000), timeZone),
            })
          : t('limits.savedNow'),
        'success',
      );
      onDone();
    } catch (error) {
      setFormError(errorMessage(error));
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reading.ok) {
      setProblem(reading.problem);
      return;
    }
    if (reading.change === 'same') {
      onDone();
      return;
    }
    void send(reading.value);
  }

  const error = problem ? problemText(problem) : undefined;
  const hint = change && change !== 'same' ? t(`limits.effect.${change}`) : t('limits.rule');
  const measure = limitMeasure(limit.kind);

  return (
    <form noValidate onSubmit={submit} className="mt-3 space-y-3" data-testid={`limit-${limit.kind}-form`}>
      <FormField
        id={inputId}
        label={
          money ? t('limits.amountLabel', { measure: t(`limits.measures.${measure}.short`) }) : t('limits.minutesLabel')
        }
        error={error}
        hint={hint}
      >
        {money ? (
          <AmountInput
            id={inputId}
            value={text}
            onValueChange={(value) => {
              setText(value);
              setProblem(null);
            }}
            symbol={currencySymbolOf(currency)}
            invalid={Boolean(error)}
            aria-describedby={describedBy(inputId, error, hint)}
            data-testid={`limit-${limit.kind}-input`}
            autoFocus
          />
        ) : (
          <InputBox
            id={inputId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={text}
            onChange={(event) => {
              setText(event.target.value.replace(/\D/g, '').slice(0, 4));
              setProblem(null);
            }}
            invalid={Boolean(error)}
            aria-describedby={describedBy(inputId, error, hint)}
            data-testid={`limit-${limit.kind}-input`}
            className="text-lg font-semibold tabular-nums"
            trailing={
              <span aria-hidden="true" className="grid place-items-center pe-3.5 text-sm text-text-3">
                {t('limits.minutesUnit')}
              </span>
            }
            autoFocus
          />
        )}
      </FormField>
      {formError ? (
        <p role="alert" className="text-[13px] text-danger" data-testid={`limit-${limit.kind}-error`}>
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        {limit.value ? (
          <Button
            variant="ghost"
            size="sm"
            className="-ms-2 text-danger hover:text-danger"
            disabled={save.isPending || limit.pending?.value === null}
            onClick={() => void send(null)}
            data-testid={`limit-${limit.kind}-remove`}
          >
            {t('limits.remove')}
          </Button>
        ) : (
          <span />
        )}
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={onDone} disabled={save.isPending}>
            {t('limits.cancel')}
          </Button>
          <Button type="submit" size="sm" busy={save.isPending} data-testid={`limit-${limit.kind}-save`}>
            {t('limits.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
