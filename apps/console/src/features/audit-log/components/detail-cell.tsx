import { useTranslation } from 'react-i18next';

function shown(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** An audit row's detail (already masked by the server) as `key: value` lines. */
export function DetailCell({ detail }: { detail: Record<string, unknown> }) {
  const { t } = useTranslation('audit-log');
  const entries = Object.entries(detail);
  if (entries.length === 0) return <span className="text-slate-400">{t('noDetail')}</span>;
  return (
    <dl className="grid max-w-md grid-cols-[auto_1fr] gap-x-2 text-xs">
      {entries.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-slate-500">{key}</dt>
          <dd className="font-mono break-all text-slate-800">{shown(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
