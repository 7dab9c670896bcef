import type { ConsoleResultEntry } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date-time';
import { WinNumbers } from './draw-status-badge';

/** A draw's result entries, newest first: who typed, who confirmed, at which version; waiting ones stay blind. */
export function EntryList({ entries, timeZone }: { entries: readonly ConsoleResultEntry[]; timeZone: string }) {
  const { t } = useTranslation('lottery');
  if (entries.length === 0) return <p className="text-sm text-slate-500">{t('entries.none')}</p>;
  return (
    <table className="w-full text-left text-sm" data-testid="entry-list">
      <thead className="text-xs text-slate-500">
        <tr>
          <th className="py-1 font-medium">{t('entries.enteredAt')}</th>
          <th className="py-1 font-medium">{t('entries.enteredBy')}</th>
          <th className="py-1 font-medium">{t('entries.numbers')}</th>
          <th className="py-1 font-medium">{t('entries.status')}</th>
          <th className="py-1 font-medium">{t('entries.confirmedBy')}</th>
          <th className="py-1 font-medium">{t('entries.version')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.entryId} className="border-t border-slate-100 align-top">
            <td className="py-1 whitespace-nowrap tabular-nums">{formatDateTime(entry.createdAt, timeZone)}</td>
            <td className="py-1">{entry.enteredBy}</td>
            <td className="max-w-sm py-1">
              {entry.winNo ? (
                <WinNumbers winNo={entry.winNo} />
              ) : (
                <span className="text-slate-500">{t('entries.hidden')}</span>
              )}
            </td>
            <td className="py-1">{t(`entries.statuses.${entry.status}`)}</td>
            <td className="py-1">{entry.confirmedBy ?? '—'}</td>
            <td className="py-1 tabular-nums">{entry.resultVersion ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
