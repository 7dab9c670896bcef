import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date-time';

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A detail value as an operator reads it: an instant as `YYYY/MM/DD HH:mm` in the log's zone, a technical id cut
 * to its first eight characters (the whole id stays in the export and in the cell's tooltip), anything else as sent.
 */
function shown(value: unknown, timeZone: string): { text: string; title?: string } {
  if (typeof value !== 'string') return { text: JSON.stringify(value) };
  if (isoInstant.test(value)) return { text: formatDateTime(value, timeZone), title: value };
  if (uuid.test(value)) return { text: `${value.slice(0, 8)}…`, title: value };
  return { text: value };
}

/** An audit row's detail (already masked by the server) as `key: value` lines. */
export function DetailCell({ detail, timeZone }: { detail: Record<string, unknown>; timeZone: string }) {
  const { t } = useTranslation('audit-log');
  const entries = Object.entries(detail);
  if (entries.length === 0) return <span className="text-slate-400">{t('noDetail')}</span>;
  return (
    <dl className="grid max-w-md grid-cols-[auto_1fr] gap-x-2 text-xs">
      {entries.map(([key, value]) => {
        const { text, title } = shown(value, timeZone);
        return (
          <div key={key} className="contents">
            <dt className="text-slate-500">{key}</dt>
            <dd className="font-mono break-all text-slate-800" title={title}>
              {text}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
