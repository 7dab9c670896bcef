import type { VipGiftReport } from '@croupier/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/components/data-table/paged-table';
import { BrandPicker, useBrandParam } from '@/components/ui/brand-picker';
import { useBrandTimeZone } from '@/lib/console-session-context';
import { formatAmount, formatCount } from '@/lib/format-amount';
import { formatDateTime } from '@/lib/format-date-time';
import { useVipGifts } from '../api/list-vip-gifts';

type GiftRow = VipGiftReport['content'][number];

/** A brand's VIP gifts (level-up and monthly), newest first, with the count and amount per state. */
export default function VipGiftsScreen() {
  const { t } = useTranslation('vip');
  const [merchant, setMerchant] = useBrandParam();
  const timeZone = useBrandTimeZone()(merchant);
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const gifts = useVipGifts({ merchant, pageNo, pageSize });

  const columns: ColumnDef<GiftRow, unknown>[] = [
    {
      id: 'createdAt',
      header: t('gifts.columns.createdAt'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.original.createdAt, timeZone)}</span>
      ),
    },
    { id: 'member', header: t('gifts.columns.member'), cell: ({ row }) => row.original.username },
    {
      id: 'gift',
      header: t('gifts.columns.gift'),
      cell: ({ row }) =>
        `${t(`gifts.kind.${row.original.kind}`)} · ${t('ladder.level', { level: row.original.level })}${
          row.original.period ? ` · ${row.original.period}` : ''
        }`,
    },
    {
      id: 'amount',
      header: t('gifts.columns.amount'),
      cell: ({ row }) => <span className="tabular-nums">{formatAmount(row.original.amount)}</span>,
    },
    { id: 'state', header: t('gifts.columns.state'), cell: ({ row }) => t(`gifts.state.${row.original.state}`) },
    {
      id: 'claimedAt',
      header: t('gifts.columns.claimedAt'),
      cell: ({ row }) =>
        row.original.claimedAt ? (
          <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.original.claimedAt, timeZone)}</span>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{t('gifts.title')}</h1>
          <p className="text-sm text-slate-500">{t('gifts.description')}</p>
        </div>
        <BrandPicker id="vip-gifts-brand" value={merchant} onChange={setMerchant} />
      </header>
      {gifts.data && (
        <dl className="grid grid-cols-3 gap-3" data-testid="vip-gift-totals">
          {gifts.data.totals.map((line) => (
            <div key={line.state} className="rounded-md bg-white p-3">
              <dt className="text-xs text-slate-500">{t(`gifts.state.${line.state}`)}</dt>
              <dd className="text-lg font-semibold tabular-nums">
                {formatCount(line.count)} · {formatAmount(line.amount)}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <PagedTable
        list={gifts}
        columns={columns}
        pageNo={pageNo}
        pageSize={pageSize}
        rowKey={(gift) => gift.id}
        emptyText={t('gifts.empty')}
        onPage={setPageNo}
        onPageSize={(size) => {
          setPageSize(size);
          setPageNo(1);
        }}
      />
    </div>
  );
}
