import type { JackpotSettings, JackpotWin } from '@croupier/contracts';
import {
  maximumJackpotOneIn,
  maximumJackpotShareBasisPoints,
  minimumJackpotOneIn,
  parseMinor,
} from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/components/data-table/paged-table';
import { BrandPicker, useBrandParam } from '@/components/ui/brand-picker';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useBrandTimeZone } from '@/lib/console-session-context';
import { formatAmount, formatCount } from '@/lib/format-amount';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useJackpotSettings } from '../api/read-jackpot-settings';
import { useJackpotWins } from '../api/read-jackpot-wins';
import { useSaveJackpotSettings } from '../api/save-jackpot-settings';

/** An amount typed with at most two decimals, not negative. */
function isAmount(text: string): boolean {
  try {
    return parseMinor(text.trim()) >= 0n;
  } catch {
    return false;
  }
}

/** A whole number typed within bounds. */
function wholeIn(text: string, minimum: number, maximum: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= minimum && value <= maximum ? value : null;
}

/**
 * The brand's progressive jackpot (decision 0087): its share of the house slot stakes (basis points: 100 = 1%), the
 * seed it resets to, the trigger's odds (one paid spin in N) and its switch; the pool now and what it has taken,
 * been seeded and paid; the wins.
 */
export default function JackpotScreen() {
  const { t } = useTranslation(['jackpot', 'common']);
  const [merchant, setMerchant] = useBrandParam();
  const settings = useJackpotSettings(merchant);
  const errorMessage = useErrorMessage();
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{t('title')}</h1>
          <p className="text-sm text-slate-500">{t('description')}</p>
        </div>
        <BrandPicker id="jackpot-brand" value={merchant} onChange={setMerchant} />
      </header>
      {settings.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(settings.error)}
        </p>
      )}
      {settings.data && (
        <>
          <PoolSums settings={settings.data} />
          <SettingsForm
            key={`${merchant}-${settings.data.updatedAt ?? ''}`}
            merchant={merchant}
            saved={settings.data}
          />
          <WinsTable merchant={merchant} />
        </>
      )}
    </div>
  );
}

function PoolSums({ settings }: { settings: JackpotSettings }) {
  const { t } = useTranslation('jackpot');
  const sums = [
    ['amount', formatAmount(settings.amount)],
    ['stakeTotal', formatAmount(settings.stakeTotal)],
    ['contributedTotal', formatAmount(settings.contributedTotal)],
    ['seededTotal', formatAmount(settings.seededTotal)],
    ['paidTotal', formatAmount(settings.paidTotal)],
    ['wins', formatCount(settings.wins)],
  ] as const;
  return (
    <section aria-labelledby="jackpot-sums" className="rounded-md border border-slate-200 bg-white p-4">
      <h2 id="jackpot-sums" className="mb-3 text-sm font-semibold text-slate-800">
        {t('sums.title', { currency: settings.currency })}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="jackpot-sums">
        {sums.map(([key, value]) => (
          <div key={key}>
            <dt className="text-xs text-slate-500">{t(`sums.${key}`)}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums" data-testid={`jackpot-sum-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function SettingsForm({ merchant, saved }: { merchant: string; saved: JackpotSettings }) {
  const { t } = useTranslation(['jackpot', 'common']);
  const errorMessage = useErrorMessage();
  const save = useSaveJackpotSettings();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [share, setShare] = useState(String(saved.shareBasisPoints));
  const [seed, setSeed] = useState(saved.seed);
  const [oneIn, setOneIn] = useState(String(saved.oneIn));
  const [confirming, setConfirming] = useState(false);
  const shareValue = wholeIn(share, 0, maximumJackpotShareBasisPoints);
  const oneInValue = wholeIn(oneIn, minimumJackpotOneIn, maximumJackpotOneIn);
  const wrong = shareValue === null || oneInValue === null || !isAmount(seed);
  return (
    <section aria-labelledby="jackpot-settings" className="flex flex-col gap-3">
      <h2 id="jackpot-settings" className="text-sm font-semibold text-slate-800">
        {t('settings.title')}
      </h2>
      <form
        className="flex flex-wrap items-end gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (wrong) return;
          save.reset();
          setConfirming(true);
        }}
      >
        <label className="flex h-10 items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={enabled}
            onChange={(event) => setEnabled(event.target.checked)}
            data-testid="jackpot-enabled"
          />
          {t('settings.enabled')}
        </label>
        <FormField label={t('settings.share')} htmlFor="jackpot-share" className="w-44">
          <input
            id="jackpot-share"
            className={`${inputClass} text-right tabular-nums`}
            inputMode="numeric"
            aria-invalid={shareValue === null || undefined}
            value={share}
            onChange={(event) => setShare(event.target.value)}
          />
        </FormField>
        <FormField label={t('settings.seed')} htmlFor="jackpot-seed" className="w-44">
          <input
            id="jackpot-seed"
            className={`${inputClass} text-right tabular-nums`}
            inputMode="decimal"
            aria-invalid={!isAmount(seed) || undefined}
            value={seed}
            onChange={(event) => setSeed(event.target.value)}
          />
        </FormField>
        <FormField label={t('settings.oneIn')} htmlFor="jackpot-odds" className="w-44">
          <input
            id="jackpot-odds"
            className={`${inputClass} text-right tabular-nums`}
            inputMode="numeric"
            aria-invalid={oneInValue === null || undefined}
            value={oneIn}
            onChange={(event) => setOneIn(event.target.value)}
          />
        </FormField>
        <Button type="submit" disabled={wrong} data-testid="jackpot-save">
          {t('settings.save')}
        </Button>
      </form>
      <p className="text-xs text-slate-500">
        {t('settings.hint', { maximum: maximumJackpotShareBasisPoints, minimum: minimumJackpotOneIn })}
      </p>
      <ConfirmDialog
        open={confirming}
        title={t('settings.save')}
        message={t(enabled ? 'settings.confirmOn' : 'settings.confirmOff', {
          share: shareValue ?? 0,
          oneIn: oneInValue ?? 0,
          seed,
        })}
        confirmLabel={t('settings.save')}
        pending={save.isPending}
        error={save.error ? errorMessage(save.error) : null}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          save.mutate(
            {
              merchant,
              settings: { enabled, shareBasisPoints: shareValue ?? 0, seed: seed.trim(), oneIn: oneInValue ?? 0 },
            },
            { onSuccess: () => setConfirming(false) },
          )
        }
      />
    </section>
  );
}

function WinsTable({ merchant }: { merchant: string }) {
  const { t } = useTranslation('jackpot');
  const timeZoneOf = useBrandTimeZone();
  const [pageNo, setPageNo] = useState(1);
  const wins = useJackpotWins(merchant, pageNo);
  const columns: ColumnDef<JackpotWin, unknown>[] = [
    {
      id: 'wonAt',
      header: t('wins.wonAt'),
      cell: ({ row }) => formatDateTime(row.original.wonAt, timeZoneOf(merchant)),
    },
    { id: 'username', header: t('wins.username'), cell: ({ row }) => row.original.username },
    { id: 'game', header: t('wins.game'), cell: ({ row }) => row.original.gameName },
    {
      id: 'amount',
      header: t('wins.amount'),
      cell: ({ row }) => <span className="tabular-nums">{formatAmount(row.original.amount)}</span>,
    },
    {
      id: 'seed',
      header: t('wins.seed'),
      cell: ({ row }) => <span className="tabular-nums">{formatAmount(row.original.seed)}</span>,
    },
  ];
  return (
    <section aria-labelledby="jackpot-wins" className="flex flex-col gap-3">
      <h2 id="jackpot-wins" className="text-sm font-semibold text-slate-800">
        {t('wins.title')}
      </h2>
      <PagedTable
        list={wins}
        columns={columns}
        pageNo={pageNo}
        pageSize={20}
        rowKey={(win) => win.id}
        onPage={setPageNo}
        onPageSize={() => setPageNo(1)}
        emptyText={t('wins.empty')}
      />
    </section>
  );
}
