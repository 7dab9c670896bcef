import { levelLabel } from '@croupier/contracts';
import type { ConfigDiff, ConfigVersion } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { FormField, inputClass } from '@/components/ui/form-field';
import { formatDateTime } from '@/lib/format-date-time';
import { useBetTypeName } from './bet-type-name';
import { oddsPathOf } from './odds-path';

/**
 * The versions of a table or a game's settings (who saved each, when) and what changed between two of them, one
 * value per line, before and after. The first version is the built-in one nobody saved.
 */
export function VersionHistory({
  versions,
  from,
  to,
  diff,
  timeZone,
  onPick,
}: {
  versions: readonly ConfigVersion[];
  from: number | undefined;
  to: number | undefined;
  diff: ConfigDiff | undefined;
  timeZone: string;
  onPick: (pick: { from: number; to: number }) => void;
}) {
  const { t } = useTranslation('lottery');
  const betTypeName = useBetTypeName();
  /** A setting reads as the editor names it, an odds table's line as its bet type and level; others keep the path. */
  const pathLabel = (path: string) => {
    const odds = oddsPathOf(path);
    if (!odds) return t(`settings.${path}`, { defaultValue: path });
    const part = 'cost' in odds ? t('odds.costUnits') : levelLabel(odds.level, (token) => t(`levelWords.${token}`));
    return `${betTypeName(odds.betType)} · ${part}`;
  };
  const label = (version: ConfigVersion) =>
    version.createdBy
      ? t('versions.label', {
          version: version.version,
          by: version.createdBy,
          time: formatDateTime(version.createdAt ?? '', timeZone),
        })
      : t('versions.builtIn', { version: version.version });
  const picker = (id: string, text: string, value: number | undefined, change: (version: number) => void) => (
    <FormField className="flex-1 basis-48" label={text} htmlFor={id}>
      <select
        id={id}
        className={inputClass}
        value={value ?? ''}
        onChange={(event) => change(Number(event.target.value))}
      >
        {versions.map((version) => (
          <option key={version.version} value={version.version}>
            {label(version)}
          </option>
        ))}
      </select>
    </FormField>
  );

  return (
    <section
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="version-history"
    >
      <h2 className="text-sm font-semibold text-slate-900">{t('versions.title')}</h2>
      <ol className="flex flex-col gap-1 text-sm">
        {versions.map((version) => (
          <li key={version.version} className="flex gap-3">
            <span className="w-10 text-right font-mono tabular-nums">v{version.version}</span>
            <span className="text-slate-700">
              {version.createdBy
                ? t('versions.savedBy', {
                    by: version.createdBy,
                    time: formatDateTime(version.createdAt ?? '', timeZone),
                  })
                : t('versions.builtInNote')}
            </span>
          </li>
        ))}
      </ol>
      {versions.length > 1 && (
        <>
          <div className="flex flex-wrap gap-3">
            {picker('diff-from', t('versions.from'), from, (version) => onPick({ from: version, to: to ?? version }))}
            {picker('diff-to', t('versions.to'), to, (version) => onPick({ from: from ?? version, to: version }))}
          </div>
          {diff && (
            <table className="w-full text-left text-sm" data-testid="version-diff">
              <thead className="text-xs text-slate-500">
                <tr>
                  <th className="py-1 font-medium">{t('versions.path')}</th>
                  <th className="py-1 font-medium">v{diff.from.version}</th>
                  <th className="py-1 font-medium">v{diff.to.version}</th>
                </tr>
              </thead>
              <tbody className="font-mono text-xs">
                {diff.changes.length === 0 && (
                  <tr>
                    <td colSpan={3} className="py-2 font-sans text-slate-500">
                      {t('versions.same')}
                    </td>
                  </tr>
                )}
                {diff.changes.map((change) => (
                  <tr key={change.path} className="border-t border-slate-100 align-top">
                    <td className="py-1 pr-3 font-sans break-all" title={change.path}>
                      {pathLabel(change.path)}
                    </td>
                    <td className="bg-red-50 py-1 pr-3 break-all text-red-900">{change.before ?? '—'}</td>
                    <td className="bg-emerald-50 py-1 break-all text-emerald-900">{change.after ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
