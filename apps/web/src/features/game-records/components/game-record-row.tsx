import type { GameRecord } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/format-date-time';
import { gameRoundStatusTones } from '../game-round-status';
import { NetAmount } from './net-amount';
import { useCategoryLabel } from './use-category-label';

/**
 * The wide layout's columns: time, game, stake, win, net. The list is one grid and every row a subgrid of it, so the
 * money columns take the width of their widest amount and still line up from row to row.
 */
export const recordTableClassName = '@xl:grid @xl:grid-cols-[auto_minmax(0,1fr)_auto_auto_auto] @xl:gap-x-5';
export const recordRowClassName = '@xl:col-span-5 @xl:grid @xl:grid-cols-subgrid';

type GameRecordRowProps = {
  record: GameRecord;
  timeZone: string;
  /** The vendor's display name (never its code). */
  vendorName: string;
};

/** One round: a card on a narrow page, a table row under the column heads on a wide one. */
export function GameRecordRow({ record, timeZone, vendorName }: GameRecordRowProps) {
  const { t } = useTranslation('records');
  const categoryLabel = useCategoryLabel();
  const time = formatDateTime(record.startedAt, timeZone);
  const [day, clock] = time.split(' ');
  // A lottery ticket is the platform's own: its draw says more than a provider's name would.
  const details =
    record.kind === 'lottery'
      ? `${categoryLabel(record.gameType)} · ${t('bets.draw', { draw: record.draw ?? '' })}`
      : `${vendorName} · ${categoryLabel(record.gameType)}`;
  // A reference a player can quote, never the vendor's raw id.
  const round =
    record.kind === 'lottery'
      ? t('bets.order', { reference: record.reference })
      : t('bets.round', { id: record.reference });
  const status = <StatusBadge tone={gameRoundStatusTones[record.status]}>{t(`status.${record.status}`)}</StatusBadge>;
  const net = <NetAmount amount={record.net} currency={record.currency} />;
  return (
    <li
      data-testid="record-row"
      data-round={record.roundId}
      data-status={record.status}
      className={`py-3 @xl:items-center @xl:px-3 ${recordRowClassName}`}
    >
      <div className="@xl:hidden">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="truncate font-medium text-text">{record.gameName}</p>
            <p className="truncate text-xs text-text-3">{details}</p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            {net}
            {status}
          </div>
        </div>
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-text-2">
          <div className="flex gap-1">
            <dt className="text-text-3">{t('bets.columns.stake')}</dt>
            <dd>
              <Money amount={record.stake} currency={record.currency} />
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-text-3">{t('bets.columns.win')}</dt>
            <dd>
              <Money amount={record.win} currency={record.currency} />
            </dd>
          </div>
        </dl>
        <div className="mt-1 flex items-baseline justify-between gap-3 text-xs text-text-3">
          <span className="shrink-0 tabular-nums">{time}</span>
          <span className="truncate">{round}</span>
        </div>
      </div>
      <div className="hidden @xl:contents">
        <span className="text-[13px] leading-5 text-text-2 tabular-nums">
          <span className="block">{day}</span>
          <span className="block text-text-3">{clock}</span>
        </span>
        <span className="min-w-0">
          <span className="block truncate font-medium text-text" title={record.gameName}>
            {record.gameName}
          </span>
          <span className="block truncate text-xs text-text-3">{details}</span>
          <span className="block truncate text-xs text-text-3" title={round}>
            {round}
          </span>
        </span>
        <span className="text-end text-text-2">
          <Money amount={record.stake} currency={record.currency} />
        </span>
        <span className="text-end text-text-2">
          <Money amount={record.win} currency={record.currency} />
        </span>
        <span className="flex flex-col items-end gap-1">
          {net}
          {status}
        </span>
      </div>
    </li>
  );
}
