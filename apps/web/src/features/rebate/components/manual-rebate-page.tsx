import { rebateDisplayCategories } from '@croupier/contracts';
import type { MemberRebate, RebateClaim } from '@croupier/contracts';
import { HandCoins } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { MessageDialog } from '@/components/ui/message-dialog';
import { Money } from '@/components/ui/money';
import { NoDataPanel } from '@/components/ui/no-data-panel';
import { Pagination } from '@/components/ui/pagination';
import { useToast } from '@/components/ui/toast-provider';
import { formatDateTime } from '@/lib/format-date-time';
import { formatMoneyWithSymbol } from '@/lib/format-money';
import { useErrorMessage } from '@/lib/use-error-message';
import { useClaimRebate } from '../api/claim-rebate';
import { useRebate } from '../api/get-rebate';
import { useRebateClaims } from '../api/list-rebate-claims';
import { canClaim, formatAccrued } from '../rebate-display';

const historyPageSize = 10;

/**
 * The manual rebate (spec manualRebate, reference §4): what has accrued per category since the last claim (4
 * decimals), the rates, and a Claim button that confirms the date and amount first; then the claims history. The
 * amount shown in the confirm is the one the server must still agree with (else REBATE_CHANGED). `onClaimed` lets the
 * screen refresh what else shows the balance.
 */
export function ManualRebatePage({
  currency,
  timeZone,
  onClaimed,
}: {
  currency: string;
  timeZone: string;
  onClaimed?: () => void;
}) {
  const { t } = useTranslation('member');
  const errorMessage = useErrorMessage();
  const { showToast } = useToast();
  const rebate = useRebate();
  const claim = useClaimRebate();
  const [confirming, setConfirming] = useState<{ amount: string; key: string } | null>(null);

  if (rebate.isPending)
    return (
      <div role="status" aria-label={t('rebate.loading')} className="h-60 animate-pulse rounded-card bg-surface" />
    );
  if (rebate.isError)
    return (
      <div className="flex flex-col items-center gap-3 rounded-card border border-border bg-surface py-10 text-center">
        <p role="alert" className="text-text-2">
          {errorMessage(rebate.error)}
        </p>
        <Button variant="secondary" onClick={() => void rebate.refetch()}>
          {t('rebate.retry')}
        </Button>
      </div>
    );
  const summary = rebate.data;
  const claimable = canClaim(summary.claimable, summary.minimum);

  const confirmClaim = () => {
    if (!confirming) return;
    claim.mutate(
      { expectedAmount: confirming.amount, idempotencyKey: confirming.key },
      {
        onSuccess: (paid) => {
          showToast(t('rebate.claimed', { amount: formatMoneyWithSymbol(paid.amount, currency) }), 'success');
          setConfirming(null);
          onClaimed?.();
        },
      },
    );
  };

  return (
    <div className="space-y-5" data-testid="manual-rebate">
      <SummaryCard
        summary={summary}
        currency={currency}
        claimable={claimable}
        onClaim={() => {
          claim.reset();
          setConfirming({ amount: summary.claimable, key: crypto.randomUUID() });
        }}
      />
      <CategoryTable summary={summary} />
      <ClaimHistory currency={currency} timeZone={timeZone} />
      <MessageDialog
        open={confirming !== null}
        title={t('rebate.confirmTitle')}
        message={
          claim.isError ? (
            errorMessage(claim.error)
          ) : (
            <span data-testid="rebate-confirm-text">
              {t('rebate.confirmQuestion', {
                date: summary.balanceDate.replace(/-/g, '/'),
                amount: formatMoneyWithSymbol(confirming?.amount ?? summary.claimable, currency),
              })}
            </span>
          )
        }
        confirmLabel={t('rebate.confirm')}
        cancelLabel={t('rebate.cancel')}
        onConfirm={claim.isError ? () => setConfirming(null) : confirmClaim}
        onCancel={() => setConfirming(null)}
        tone="info"
        size="md"
        busy={claim.isPending}
        testId="rebate-confirm-dialog"
        confirmTestId="rebate-confirm"
      />
    </div>
  );
}

function SummaryCard({
  summary,
  currency,
  claimable,
  onClaim,
}: {
  summary: MemberRebate;
  currency: string;
  claimable: boolean;
  onClaim: () => void;
}) {
  const { t } = useTranslation('member');
  return (
    <div className="rounded-card border border-border bg-surface p-4 sm:p-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 text-xs text-text-3">
            <HandCoins className="size-3.5" aria-hidden="true" />
            {t('rebate.unclaimedTotal')}
          </p>
          <p className="mt-1 text-2xl font-bold tabular-nums text-text sm:text-3xl" data-testid="rebate-total">
            {formatAccrued(summary.unclaimedTotal)}
          </p>
          <p className="mt-1 text-[13px] text-text-2">
            {t('rebate.claimableNow')}{' '}
            <Money
              amount={summary.claimable}
              currency={currency}
              className="font-semibold text-text"
              testId="rebate-claimable"
            />
          </p>
        </div>
        <Button onClick={onClaim} disabled={!claimable} data-testid="rebate-claim" className="min-w-32">
          {t('rebate.claim')}
        </Button>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-border pt-3 text-[13px] sm:grid-cols-3">
        <div>
          <dt className="text-text-3">{t('rebate.minimum')}</dt>
          <dd className="font-medium text-text">
            <Money amount={summary.minimum} currency={currency} testId="rebate-minimum" />
          </dd>
        </div>
        {summary.dailyCap ? (
          <div>
            <dt className="text-text-3">{t('rebate.capLeftToday')}</dt>
            <dd className="font-medium text-text">
              <Money amount={summary.capLeftToday} currency={currency} testId="rebate-cap-left" />
              <span className="text-text-3"> / {formatMoneyWithSymbol(summary.dailyCap, currency)}</span>
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-text-3">{t('rebate.balanceDate')}</dt>
          <dd className="font-medium text-text">{summary.balanceDate.replace(/-/g, '/')}</dd>
        </div>
      </dl>
      {!claimable && summary.unclaimedTotal !== '0.0000' ? (
        <p className="mt-3 text-[13px] text-text-3" data-testid="rebate-below-minimum">
          {t('rebate.belowMinimum', { minimum: formatMoneyWithSymbol(summary.minimum, currency) })}
        </p>
      ) : null}
    </div>
  );
}

function CategoryTable({ summary }: { summary: MemberRebate }) {
  const { t } = useTranslation('member');
  return (
    <div className="overflow-hidden rounded-card border border-border bg-surface">
      <table className="w-full text-sm" data-testid="rebate-categories">
        <thead className="bg-raised text-xs text-text-3">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('rebate.category')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t('rebate.rate')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t('rebate.unclaimed')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rebateDisplayCategories.map((category) => {
            const line = summary.categories.find((entry) => entry.category === category);
            if (!line) return null;
            return (
              <tr key={category} className="border-t border-border" data-testid={`rebate-row-${category}`}>
                <th scope="row" className="px-3 py-2 text-start font-normal text-text">
                  {t(`rebate.categories.${category}`)}
                </th>
                <td className="px-3 py-2 text-end tabular-nums text-text-2">{line.rate}%</td>
                <td className="px-3 py-2 text-end font-medium tabular-nums text-text" data-testid="rebate-unclaimed">
                  {formatAccrued(line.unclaimed)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function ClaimHistory({ currency, timeZone }: { currency: string; timeZone: string }) {
  const { t } = useTranslation('member');
  const [pageNo, setPageNo] = useState(1);
  const claims = useRebateClaims({ pageNo, pageSize: historyPageSize });
  return (
    <section aria-labelledby="rebate-history-title" className="space-y-3">
      <h2 id="rebate-history-title" className="text-base font-semibold text-text">
        {t('rebate.history')}
      </h2>
      {claims.isPending ? (
        <div className="h-24 animate-pulse rounded-card bg-surface" />
      ) : claims.isError || claims.data.content.length === 0 ? (
        <NoDataPanel message={t('rebate.noClaims')} />
      ) : (
        <>
          <ul className="space-y-2" data-testid="rebate-history">
            {claims.data.content.map((row) => (
              <ClaimRow key={row.id} claim={row} currency={currency} timeZone={timeZone} />
            ))}
          </ul>
          {claims.data.totalPages > 1 ? (
            <Pagination pageCount={claims.data.totalPages} currentPage={pageNo} onPageChange={setPageNo} />
          ) : null}
        </>
      )}
    </section>
  );
}

function ClaimRow({ claim, currency, timeZone }: { claim: RebateClaim; currency: string; timeZone: string }) {
  const { t } = useTranslation('member');
  return (
    <li className="rounded-card border border-border bg-surface px-4 py-3" data-testid="rebate-claim-row">
      <div className="flex items-center justify-between gap-3">
        <span className="text-[13px] tabular-nums text-text-3">{formatDateTime(claim.claimedAt, timeZone)}</span>
        <Money amount={claim.amount} currency={currency} className="font-semibold text-win" signed />
      </div>
      <p className="mt-1 text-xs text-text-3">
        {claim.lines
          .map((line) => `${t(`rebate.categories.${line.category}`)} ${formatMoneyWithSymbol(line.amount, currency)}`)
          .join(' · ')}
      </p>
      {claim.capped !== '0.00' ? (
        <p className="mt-1 text-xs text-text-3">
          {t('rebate.cappedNote', { amount: formatMoneyWithSymbol(claim.capped, currency) })}
        </p>
      ) : null}
    </li>
  );
}
