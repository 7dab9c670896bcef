import type { MallItem, PointBalance, PointConfig, Redemption } from '@croupier/contracts';
import { Coins, Gift, Hourglass } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { NoDataPanel } from '@/components/ui/no-data-panel';
import { Pagination } from '@/components/ui/pagination';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { StatusBadge } from '@/components/ui/status-badge';
import type { StatusTone } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/format-date-time';
import { formatMoneyWithSymbol } from '@/lib/format-money';
import { useErrorMessage } from '@/lib/use-error-message';
import { usePointBalance } from '../api/get-point-balance';
import { usePointConfig } from '../api/get-point-config';
import { useMallItems } from '../api/list-mall-items';
import { useRedemptions } from '../api/list-redemptions';
import { formatPoints } from '../points-display';
import { ConvertDialog } from './convert-dialog';
import { RedeemDialog } from './redeem-dialog';

const historyPageSize = 10;
const catalogueTabs = ['all', 'cash', 'bonus', 'physical'] as const;
type CatalogueTab = (typeof catalogueTabs)[number];

const statusTones: Record<Redemption['status'], StatusTone> = {
  in_process: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/**
 * The points mall (spec `/pointMall`, reference §6): current points, what expires soon, the earning rules, the
 * catalogue with stock, the redeem dialog (payment password), the conversion to cash and the redeem history with the
 * spec's states. `onMoneyChanged` lets the screen refresh the header's balance after a cash or bonus credit.
 */
export function PointMallPage({
  currency,
  timeZone,
  onMoneyChanged,
}: {
  currency: string;
  timeZone: string;
  onMoneyChanged?: () => void;
}) {
  const { t } = useTranslation('points');
  const errorMessage = useErrorMessage();
  const balance = usePointBalance();
  const config = usePointConfig();
  const [redeeming, setRedeeming] = useState<MallItem | null>(null);
  const [converting, setConverting] = useState(false);

  if (balance.isPending || config.isPending)
    return <div role="status" aria-label={t('loading')} className="h-60 animate-pulse rounded-card bg-surface" />;
  if (balance.isError || config.isError)
    return (
      <div className="flex flex-col items-center gap-3 rounded-card border border-border bg-surface py-10 text-center">
        <p role="alert" className="text-text-2">
          {errorMessage(balance.error ?? config.error)}
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            void balance.refetch();
            void config.refetch();
          }}
        >
          {t('retry')}
        </Button>
      </div>
    );

  return (
    <div className="space-y-5" data-testid="point-mall">
      <BalanceCard
        balance={balance.data}
        config={config.data}
        currency={currency}
        onConvert={() => setConverting(true)}
      />
      <RulesCard config={config.data} currency={currency} />
      <Catalogue currency={currency} balance={balance.data.balance} onRedeem={setRedeeming} />
      <RedeemHistory currency={currency} timeZone={timeZone} />
      {redeeming ? (
        <RedeemDialog
          item={redeeming}
          balance={balance.data.balance}
          currency={currency}
          onClose={() => setRedeeming(null)}
          onRedeemed={(redemption) => {
            setRedeeming(null);
            if (redemption.status === 'approved' && redemption.type !== 'physical') onMoneyChanged?.();
          }}
        />
      ) : null}
      {converting ? (
        <ConvertDialog
          balance={balance.data.balance}
          conversion={config.data.conversion}
          currency={currency}
          onClose={() => setConverting(false)}
          onConverted={() => {
            setConverting(false);
            onMoneyChanged?.();
          }}
        />
      ) : null}
    </div>
  );
}

function BalanceCard({
  balance,
  config,
  currency,
  onConvert,
}: {
  balance: PointBalance;
  config: PointConfig;
  currency: string;
  onConvert: () => void;
}) {
  const { t } = useTranslation('points');
  const conversion = config.conversion;
  return (
    <div className="rounded-card border border-border bg-surface p-4 sm:p-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 text-xs text-text-3">
            <Coins className="size-3.5" aria-hidden="true" />
            {t('balance')}
          </p>
          <p className="mt-1 text-2xl font-bold tabular-nums text-text sm:text-3xl" data-testid="points-balance">
            {formatPoints(balance.balance)}
          </p>
          {balance.held !== '0' ? (
            <p className="mt-1 text-[13px] text-text-2">
              {t('held')} <span className="font-semibold tabular-nums text-text">{formatPoints(balance.held)}</span>
            </p>
          ) : null}
        </div>
        {conversion.enabled ? (
          <div className="flex flex-col items-end gap-1">
            <Button variant="secondary" onClick={onConvert} data-testid="points-convert-open">
              {t('convert.open')}
            </Button>
            <span className="text-xs text-text-3">
              {t('convert.ratio', {
                points: formatPoints(conversion.pointsPerUnit),
                amount: formatMoneyWithSymbol(conversion.unitAmount, currency),
              })}
            </span>
          </div>
        ) : null}
      </div>
      <div className="mt-4 border-t border-border pt-3" data-testid="points-expiring">
        <p className="flex items-center gap-1.5 text-[13px] font-medium text-text">
          <Hourglass className="size-3.5 text-accent" aria-hidden="true" />
          {t('expiringSoon')}
        </p>
        {balance.expiringSoon.length === 0 ? (
          <p className="mt-1 text-[13px] text-text-3">{t('noneExpiring')}</p>
        ) : (
          <ul className="mt-1 space-y-0.5 text-[13px] text-text-2">
            {balance.expiringSoon.map((line) => (
              <li key={line.date} className="tabular-nums">
                {t('expiringLine', { points: formatPoints(line.points), date: line.date })}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function RulesCard({ config, currency }: { config: PointConfig; currency: string }) {
  const { t } = useTranslation('points');
  return (
    <section aria-labelledby="points-rules-title" className="rounded-card border border-border bg-surface p-4 sm:p-5">
      <h2 id="points-rules-title" className="text-base font-semibold text-text">
        {t('rules.title')}
      </h2>
      {config.rules.length === 0 ? (
        <p className="mt-2 text-[13px] text-text-3">{t('rules.none')}</p>
      ) : (
        <ul className="mt-2 grid gap-1 text-[13px] text-text-2 sm:grid-cols-2" data-testid="points-rules">
          {config.rules.map((rule) => (
            <li key={rule.category}>
              {t('rules.line', {
                category: t(`categories.${rule.category}`),
                points: formatPoints(rule.points),
                amount: formatMoneyWithSymbol(rule.amount, currency),
              })}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-xs text-text-3">{t('rules.expiry', { days: config.expiryDays })}</p>
    </section>
  );
}

function Catalogue({
  currency,
  balance,
  onRedeem,
}: {
  currency: string;
  balance: string;
  onRedeem: (item: MallItem) => void;
}) {
  const { t } = useTranslation('points');
  const [tab, setTab] = useState<CatalogueTab>('all');
  const items = useMallItems({ type: tab === 'all' ? null : tab, pageNo: 1, pageSize: 100 });
  return (
    <section aria-labelledby="points-catalogue-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="points-catalogue-title" className="text-base font-semibold text-text">
          {t('catalogue')}
        </h2>
        <SegmentedTabs
          label={t('catalogue')}
          value={tab}
          tabs={catalogueTabs.map((value) => ({ value, label: t(`tabs.${value}`), testId: `points-tab-${value}` }))}
          onChange={setTab}
        />
      </div>
      {items.isPending ? (
        <div className="h-40 animate-pulse rounded-card bg-surface" />
      ) : items.isError || items.data.content.length === 0 ? (
        <NoDataPanel message={t('noItems')} />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="points-items">
          {items.data.content.map((item) => (
            <ItemCard
              key={item.id}
              item={item}
              currency={currency}
              affordable={BigInt(balance) >= BigInt(item.pointsCost)}
              onRedeem={() => onRedeem(item)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function ItemCard({
  item,
  currency,
  affordable,
  onRedeem,
}: {
  item: MallItem;
  currency: string;
  affordable: boolean;
  onRedeem: () => void;
}) {
  const { t } = useTranslation('points');
  const soldOut = item.stockLeft === 0;
  return (
    <li
      className="flex flex-col overflow-hidden rounded-card border border-border bg-surface"
      data-testid="points-item"
      data-item-type={item.type}
    >
      <div className="flex aspect-[4/3] items-center justify-center bg-raised">
        {item.imageUrl ? (
          <img src={item.imageUrl} alt="" className="size-full object-cover" loading="lazy" />
        ) : (
          <Gift className="size-10 text-text-3" aria-hidden="true" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <span className="text-[11px] uppercase tracking-wide text-text-3">{t(`types.${item.type}`)}</span>
        <h3 className="text-sm font-semibold leading-snug text-text" data-testid="points-item-name">
          {item.name}
        </h3>
        {item.creditAmount ? (
          <p className="text-xs text-text-2">
            {t('credit', { amount: formatMoneyWithSymbol(item.creditAmount, currency) })}
            {item.type === 'bonus' && item.turnoverMultiplier > 0
              ? ` · ${t('turnover', { multiplier: item.turnoverMultiplier })}`
              : ''}
          </p>
        ) : null}
        {item.description ? <p className="text-xs text-text-3">{item.description}</p> : null}
        <p className="mt-auto pt-1 text-sm font-bold tabular-nums text-accent">
          {t('cost', { points: formatPoints(item.pointsCost) })}
        </p>
        <p className="text-xs text-text-3">
          {soldOut ? t('outOfStock') : t('stock', { count: item.stockLeft })}
          {item.perMemberLimit !== null ? ` · ${t('limit', { count: item.perMemberLimit })}` : ''}
        </p>
        <Button
          size="sm"
          className="mt-2"
          disabled={soldOut || !affordable}
          onClick={onRedeem}
          data-testid="points-item-redeem"
        >
          {t('redeem')}
        </Button>
      </div>
    </li>
  );
}

function RedeemHistory({ currency, timeZone }: { currency: string; timeZone: string }) {
  const { t } = useTranslation('points');
  const [pageNo, setPageNo] = useState(1);
  const redemptions = useRedemptions({ pageNo, pageSize: historyPageSize });
  return (
    <section aria-labelledby="points-history-title" className="space-y-3">
      <h2 id="points-history-title" className="text-base font-semibold text-text">
        {t('history.title')}
      </h2>
      {redemptions.isPending ? (
        <div className="h-24 animate-pulse rounded-card bg-surface" />
      ) : redemptions.isError || redemptions.data.content.length === 0 ? (
        <NoDataPanel message={t('history.none')} />
      ) : (
        <>
          <ul className="space-y-2" data-testid="points-history">
            {redemptions.data.content.map((row) => (
              <li
                key={`${row.reference}-${row.appliedAt}`}
                className="rounded-card border border-border bg-surface px-4 py-3"
                data-testid="points-history-row"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-sm font-semibold text-text">
                    {row.name} × {row.quantity}
                  </span>
                  <StatusBadge tone={statusTones[row.status]} testId="points-history-status">
                    {t(`statuses.${row.status}`)}
                  </StatusBadge>
                </div>
                <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-text-3 sm:grid-cols-4">
                  <div>
                    <dt>{t('history.reference')}</dt>
                    <dd className="font-medium tabular-nums text-text-2">{row.reference}</dd>
                  </div>
                  <div>
                    <dt>{t('history.appliedAt')}</dt>
                    <dd className="tabular-nums text-text-2">{formatDateTime(row.appliedAt, timeZone)}</dd>
                  </div>
                  <div>
                    <dt>{t('history.points')}</dt>
                    <dd className="tabular-nums text-text-2">{formatPoints(row.points)}</dd>
                  </div>
                  <div>
                    <dt>{t('history.amount')}</dt>
                    <dd className="tabular-nums text-text-2">
                      {row.creditAmount ? formatMoneyWithSymbol(row.creditAmount, currency) : t(`types.${row.type}`)}
                    </dd>
                  </div>
                </dl>
                {row.status === 'rejected' && row.rejectReason ? (
                  <p className="mt-2 text-xs text-danger">{t('history.reason', { reason: row.rejectReason })}</p>
                ) : null}
              </li>
            ))}
          </ul>
          {redemptions.data.totalPages > 1 ? (
            <Pagination pageCount={redemptions.data.totalPages} currentPage={pageNo} onPageChange={setPageNo} />
          ) : null}
        </>
      )}
    </section>
  );
}
