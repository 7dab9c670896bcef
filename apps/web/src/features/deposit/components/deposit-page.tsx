import type { Deposit, DepositChannel } from '@croupier/contracts';
import { formatMinor } from '@croupier/contracts';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { NoDataPanel } from '@/components/ui/no-data-panel';
import { Panel } from '@/components/ui/panel';
import { StatusBadge } from '@/components/ui/status-badge';
import { ApiError, validationFieldsOf } from '@/lib/api-error';
import { formatMoneyWithSymbol } from '@/lib/format-money';
import { leaveSiteFor } from '@/lib/leave-site';
import { prefersReducedMotion } from '@/lib/prefers-reduced-motion';
import type { PickedImage } from '@/lib/read-image-file';
import { useAmountProblem } from '@/lib/use-amount-problem';
import { useErrorMessage } from '@/lib/use-error-message';
import { useCreateDeposit } from '../api/create-deposit';
import { useDepositChannels } from '../api/list-deposit-channels';
import { useDeposits } from '../api/list-deposits';
import type { DepositPage } from '../api/list-deposits';
import { useQuotePromptPay } from '../api/quote-promptpay';
import type { PromptPayQuote } from '../api/quote-promptpay';
import { depositStatusTones } from '../deposit-status';
import { DepositForm } from './deposit-form';
import type { DepositFormValues } from './deposit-form';
import { DepositList } from './deposit-list';
import { DepositOutcome } from './deposit-outcome';
import { PromptPayPayment } from './promptpay-payment';

type DepositPageProps = { brandName: string; timeZone: string; currency: string };

type Step =
  | { kind: 'form' }
  | { kind: 'promptPay'; channel: DepositChannel; quote: PromptPayQuote }
  | { kind: 'submitted'; deposit: Deposit };

/** How often, and for how long, the page asks after a provider payment the player has just come back from. */
const returnPollMs = 2_000;
const returnPollLimitMs = 60_000;

/** AMOUNT_OUT_OF_RANGE of a deposit carries the channel's bounds in minor units. */
const minorRangeSchema = z.object({ min: z.string().regex(/^\d+$/), max: z.string().regex(/^\d+$/) });

/**
 * The deposit page (member centre depositv2): pick a channel and an amount; PromptPay shows its QR and takes the slip,
 * the sandbox provider opens its own page and sends the player back here to see the outcome.
 */
export function DepositPage({ brandName, timeZone, currency }: DepositPageProps) {
  const { t } = useTranslation('deposit');
  const errorMessage = useErrorMessage();
  const amountProblem = useAmountProblem();
  const [searchParams, setSearchParams] = useSearchParams();
  const returnedId = searchParams.get('deposit');
  const channels = useDepositChannels();
  const quote = useQuotePromptPay();
  const create = useCreateDeposit();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [values, setValues] = useState<DepositFormValues | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [listPage, setListPage] = useState(1);
  const stepRef = useRef<HTMLDivElement>(null);

  // A new step (the QR, the confirmation) replaces a taller or shorter one; bring its top into view.
  useEffect(() => {
    if (step.kind === 'form') return;
    stepRef.current?.scrollIntoView?.({ block: 'start', behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  }, [step]);
  // The returned deposit whose outcome stopped being polled for, after the time limit.
  const [expiredFor, setExpiredFor] = useState<string | null>(null);
  const pollExpired = returnedId !== null && expiredFor === returnedId;

  useEffect(() => {
    if (!returnedId) return;
    const timer = window.setTimeout(() => setExpiredFor(returnedId), returnPollLimitMs);
    return () => window.clearTimeout(timer);
  }, [returnedId]);

  const findReturned = (page: DepositPage | undefined) =>
    returnedId ? page?.content.find((deposit) => deposit.id === returnedId) : undefined;
  // Only the first page (where a new deposit is) is polled; the list below shows whichever page the player chose.
  const firstPage = useDeposits(1, {
    everyMs: returnPollMs,
    while: (page) => {
      const deposit = findReturned(page);
      return Boolean(returnedId) && !pollExpired && (!deposit || deposit.status === 'awaiting_payment');
    },
  });
  const returned = findReturned(firstPage.data);
  const list = useDeposits(listPage);

  function showError(error: unknown) {
    if (error instanceof ApiError && error.code === 'AMOUNT_OUT_OF_RANGE') {
      const range = minorRangeSchema.safeParse(error.value);
      setAmountError(
        range.success
          ? t('form.outOfRange', {
              min: formatMoneyWithSymbol(formatMinor(BigInt(range.data.min)), currency),
              max: formatMoneyWithSymbol(formatMinor(BigInt(range.data.max)), currency),
            })
          : errorMessage(error),
      );
      return;
    }
    const amountField = validationFieldsOf(error).find((field) => field.path === 'amount');
    if (amountField) {
      setAmountError(amountProblem(amountField.message, {}, currency));
      return;
    }
    if (error instanceof ApiError && error.code === 'PAYMENT_CHANNEL_UNAVAILABLE') void channels.refetch();
    setFormError(errorMessage(error));
  }

  async function start(chosen: DepositFormValues, channel: DepositChannel) {
    setValues(chosen);
    setAmountError(null);
    setFormError(null);
    const amount = chosen.amount.trim();
    try {
      if (channel.kind === 'promptpay') {
        const answer = await quote.mutateAsync({ channelCode: channel.code, amount });
        setStep({ kind: 'promptPay', channel, quote: answer });
        return;
      }
      const deposit = await create.mutateAsync({ channelCode: channel.code, amount });
      if (deposit.redirectUrl) leaveSiteFor(deposit.redirectUrl);
      else setStep({ kind: 'submitted', deposit });
    } catch (error) {
      showError(error);
    }
  }

  async function submitPromptPay(channel: DepositChannel, amount: string, slip: PickedImage | undefined) {
    setFormError(null);
    try {
      const deposit = await create.mutateAsync({
        channelCode: channel.code,
        amount,
        ...(slip ? { slip: slip.dataUrl } : {}),
      });
      setStep({ kind: 'submitted', deposit });
      setValues(null);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'AMOUNT_OUT_OF_RANGE') {
        setStep({ kind: 'form' });
        showError(error);
        return;
      }
      setFormError(errorMessage(error));
    }
  }

  function dismissReturn() {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('deposit');
        return next;
      },
      { replace: true },
    );
  }

  let body;
  if (channels.isError) {
    body = (
      <div className="flex flex-col items-center gap-3 py-6 text-center">
        <p className="text-text-2">{errorMessage(channels.error)}</p>
        <Button variant="secondary" onClick={() => void channels.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (!channels.data) {
    body = <div role="status" aria-label={t('loading')} className="h-72 animate-pulse rounded-control bg-raised/60" />;
  } else if (channels.data.length === 0) {
    body = <NoDataPanel message={t('form.noChannels')} />;
  } else if (step.kind === 'promptPay') {
    const { channel, quote: answer } = step;
    body = (
      <PromptPayPayment
        quote={answer}
        channel={channel}
        brandName={brandName}
        currency={currency}
        busy={create.isPending}
        formError={formError}
        onBack={() => {
          setFormError(null);
          setStep({ kind: 'form' });
        }}
        onSubmit={(slip) => void submitPromptPay(channel, answer.amount, slip)}
      />
    );
  } else if (step.kind === 'submitted') {
    body = <DepositSubmitted deposit={step.deposit} currency={currency} onAgain={() => setStep({ kind: 'form' })} />;
  } else {
    const firstChannel = channels.data[0]?.code ?? '';
    body = (
      <DepositForm
        channels={channels.data}
        currency={currency}
        defaultValues={values ?? { channelCode: firstChannel, amount: '' }}
        busy={quote.isPending || create.isPending}
        amountError={amountError}
        formError={formError}
        onSubmit={(chosen, channel) => void start(chosen, channel)}
      />
    );
  }

  return (
    <div data-testid="deposit-page" className="space-y-4">
      {returnedId ? (
        <DepositOutcome deposit={returned} currency={currency} gaveUp={pollExpired} onDismiss={dismissReturn} />
      ) : null}
      <div className="grid grid-cols-1 items-start gap-4 2xl:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
        <div ref={stepRef} className="min-w-0 scroll-mt-[calc(var(--header-height)+1rem)]">
          <Panel title={t('form.title')} description={t('description')}>
            {body}
          </Panel>
        </div>
        <Panel title={t('list.title')}>
          <DepositList
            page={list.data}
            channels={channels.data ?? []}
            currency={currency}
            timeZone={timeZone}
            currentPage={listPage}
            onPageChange={setListPage}
            highlightId={returnedId}
          />
        </Panel>
      </div>
    </div>
  );
}

function DepositSubmitted({ deposit, currency, onAgain }: { deposit: Deposit; currency: string; onAgain: () => void }) {
  const { t } = useTranslation('deposit');
  const amount = formatMoneyWithSymbol(deposit.amount, currency);
  return (
    <div data-testid="deposit-submitted" className="flex flex-col items-center py-4 text-center">
      <span className="mb-4 grid size-14 place-items-center rounded-full bg-win/12 text-win ring-1 ring-win/30">
        <CircleCheck className="size-7" aria-hidden="true" />
      </span>
      <h3 className="text-lg font-semibold">{t('submitted.title', { amount })}</h3>
      <div className="mt-2">
        <StatusBadge tone={depositStatusTones[deposit.status]}>{t(`status.${deposit.status}`)}</StatusBadge>
      </div>
      <p className="mt-3 max-w-sm text-sm text-text-2">
        {deposit.status === 'pending_review' ? t('submitted.review') : t('submitted.other')}
      </p>
      <Button variant="secondary" className="mt-6" onClick={onAgain} data-testid="deposit-again">
        {t('submitted.again')}
      </Button>
    </div>
  );
}
