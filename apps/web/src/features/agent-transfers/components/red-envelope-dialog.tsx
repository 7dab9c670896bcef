import { formatMinor, parseMinor } from '@croupier/contracts';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '@/components/ui/amount-input';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Money } from '@/components/ui/money';
import { PasswordInput } from '@/components/ui/password-input';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { useToast } from '@/components/ui/toast-provider';
import { readAmount } from '@/lib/amount';
import { currencySymbolOf, formatMoneyWithSymbol } from '@/lib/format-money';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { useAmountProblem } from '@/lib/use-amount-problem';
import { useErrorMessage } from '@/lib/use-error-message';
import { useRedEnvelopeRecipients } from '../api/list-red-envelope-recipients';
import { useSendRedEnvelope } from '../api/send-red-envelope';
import type { RedEnvelopeBody } from '../api/send-red-envelope';

type Split = 'same' | 'each';

export type RedEnvelopeDialogProps = {
  open: boolean;
  onClose: () => void;
  currency: string;
  /** Downlines ticked when the dialog opens (e.g. the one a downline row's action was pressed on). */
  preselected?: readonly string[];
};

/**
 * An agent's red envelope (`AGENTRANSMULTDOWN3`): money to several direct downlines at once, the same amount to each
 * or an amount per downline, all or nothing, with the payment password. Mounted by the agent centre.
 */
export function RedEnvelopeDialog({ open, onClose, currency, preselected = [] }: RedEnvelopeDialogProps) {
  const { t } = useTranslation('agent');
  return (
    <Modal open={open} onClose={onClose} title={t('redEnvelope.title')} size="md" testId="red-envelope-dialog">
      {open && <RedEnvelopeForm currency={currency} preselected={preselected} onDone={onClose} />}
    </Modal>
  );
}

/**
 * The envelope's form, shared by the dialog and the agent centre's own page (`agentRedRain`): `onDone` runs once an
 * envelope was sent (the dialog closes; the page starts a fresh form).
 */
export function RedEnvelopeForm({
  currency,
  preselected = [],
  onDone,
}: {
  currency: string;
  preselected?: readonly string[];
  onDone: () => void;
}) {
  const { t } = useTranslation('agent');
  const id = useId();
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const amountProblem = useAmountProblem();
  const recipients = useRedEnvelopeRecipients();
  const send = useSendRedEnvelope();
  const idempotency = useIdempotencyKey();
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(preselected));
  const [split, setSplit] = useState<Split>('same');
  const [amountEach, setAmountEach] = useState('');
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  if (recipients.isPending) return <p className="text-sm text-text-3">{t('redEnvelope.loading')}</p>;
  if (recipients.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {errorMessage(recipients.error)}
      </p>
    );
  const { downlines, balance, minAmount, maxAmount, maxRecipients } = recipients.data;
  const limits = { min: minAmount, max: maxAmount };
  const selected = downlines.filter((downline) => chosen.has(downline.username));
  const amountOf = (username: string) => (split === 'same' ? amountEach : (amounts[username] ?? ''));
  const total = selected.reduce((sum, downline) => {
    const reading = readAmount(amountOf(downline.username), limits);
    return reading.ok ? sum + reading.minor : sum;
  }, 0n);

  function toggle(username: string) {
    const next = new Set(chosen);
    if (next.has(username)) next.delete(username);
    else next.add(username);
    setChosen(next);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    if (selected.length === 0) return setFormError(t('redEnvelope.chooseSomeone'));
    if (selected.length > maxRecipients) return setFormError(t('redEnvelope.tooMany', { count: maxRecipients }));
    for (const downline of selected) {
      const reading = readAmount(amountOf(downline.username), limits);
      if (!reading.ok) return setFormError(amountProblem(reading.problem, limits, currency));
    }
    if (total > parseMinor(balance)) return setFormError(t('redEnvelope.overBalance'));
    if (!/^\d{6}$/.test(password)) return setFormError(t('redEnvelope.passwordFormat'));
    const body: RedEnvelopeBody =
      split === 'same'
        ? {
            usernames: selected.map((downline) => downline.username),
            amountEach: amountEach.trim(),
            paymentPassword: password,
          }
        : {
            recipients: selected.map((downline) => ({
              username: downline.username,
              amount: amountOf(downline.username).trim(),
            })),
            paymentPassword: password,
          };
    const idempotencyKey = idempotency.keyFor(JSON.stringify({ ...body, paymentPassword: undefined }));
    try {
      const sent = await send.mutateAsync({ body, idempotencyKey });
      idempotency.settle();
      showToast(
        t('redEnvelope.done', { total: formatMoneyWithSymbol(sent.total, currency), count: sent.recipients.length }),
        'success',
      );
      onDone();
    } catch (error) {
      idempotency.settle(error);
      setPassword('');
      setFormError(errorMessage(error));
    }
  }

  if (downlines.length === 0) return <p className="text-sm text-text-3">{t('redEnvelope.noDownlines')}</p>;
  return (
    <form className="space-y-4" onSubmit={(event) => void submit(event)} noValidate>
      <p className="text-sm text-text-2">
        {t('redEnvelope.balance')} <Money amount={balance} currency={currency} />
      </p>
      <SegmentedTabs
        label={t('redEnvelope.split')}
        value={split}
        onChange={setSplit}
        tabs={[
          { value: 'same', label: t('redEnvelope.splitSame'), testId: 'red-envelope-split-same' },
          { value: 'each', label: t('redEnvelope.splitEach'), testId: 'red-envelope-split-each' },
        ]}
      />
      {split === 'same' && (
        <FormField
          id={`${id}-each`}
          label={t('redEnvelope.amountEach')}
          hint={t('redEnvelope.limits', {
            min: formatMoneyWithSymbol(minAmount, currency),
            max: formatMoneyWithSymbol(maxAmount, currency),
          })}
        >
          <AmountInput
            id={`${id}-each`}
            symbol={currencySymbolOf(currency)}
            value={amountEach}
            onValueChange={setAmountEach}
            data-testid="red-envelope-amount-each"
          />
        </FormField>
      )}
      <fieldset className="space-y-2">
        <legend className="mb-1 flex w-full items-center justify-between text-[13.5px] font-medium text-text-2">
          <span>{t('redEnvelope.downlines', { count: selected.length })}</span>
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              setChosen(
                selected.length === downlines.length
                  ? new Set()
                  : new Set(downlines.map((downline) => downline.username)),
              )
            }
          >
            {selected.length === downlines.length ? t('redEnvelope.clearAll') : t('redEnvelope.chooseAll')}
          </Button>
        </legend>
        <ul className="max-h-64 space-y-1 overflow-y-auto">
          {downlines.map((downline) => (
            <li key={downline.username} className="flex items-center gap-3">
              <Checkbox
                checked={chosen.has(downline.username)}
                onChange={() => toggle(downline.username)}
                data-testid={`red-envelope-pick-${downline.username}`}
              >
                {downline.username}
                {downline.isAgent ? ` · ${t('redEnvelope.agent')}` : ''}
              </Checkbox>
              {split === 'each' && chosen.has(downline.username) && (
                <AmountInput
                  aria-label={t('redEnvelope.amountFor', { username: downline.username })}
                  className="ml-auto max-w-40"
                  symbol={currencySymbolOf(currency)}
                  value={amounts[downline.username] ?? ''}
                  onValueChange={(value) => setAmounts({ ...amounts, [downline.username]: value })}
                />
              )}
            </li>
          ))}
        </ul>
      </fieldset>
      <FormField id={`${id}-password`} label={t('redEnvelope.paymentPassword')}>
        <PasswordInput
          id={`${id}-password`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          placeholder="••••••"
          value={password}
          onChange={(event) => setPassword(event.target.value.replace(/\D/g, '').slice(0, 6))}
          data-testid="red-envelope-password"
        />
      </FormField>
      <p className="text-sm">
        {t('redEnvelope.total')} <Money amount={formatMinor(total)} currency={currency} />
      </p>
      {formError && (
        <p role="alert" className="text-sm text-danger" data-testid="red-envelope-error">
          {formError}
        </p>
      )}
      <Button type="submit" busy={send.isPending} className="w-full" data-testid="red-envelope-submit">
        {t('redEnvelope.send')}
      </Button>
    </form>
  );
}
