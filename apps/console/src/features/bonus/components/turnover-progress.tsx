import { parseMinor } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/lib/format-amount';

/** Turnover done against required as a bar and the two amounts; a grant with no turnover to do shows full. */
export function TurnoverProgress({ done, required }: { done: string; required: string }) {
  const { t } = useTranslation('bonus');
  const requiredMinor = parseMinor(required);
  const doneMinor = parseMinor(done);
  // Whole per-mille from minor units, so a large amount never loses precision in a float.
  const perMille = requiredMinor === 0n ? 1000 : Number((doneMinor * 1000n) / requiredMinor);
  const percent = Math.min(100, perMille / 10);
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label={t('grants.columns.turnover')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.floor(percent)}
        className="h-2 w-full rounded bg-slate-100"
      >
        <div className="h-2 rounded bg-sky-600" style={{ width: `${percent}%` }} />
      </div>
      <span className="text-xs text-slate-600 tabular-nums">
        {formatAmount(done)} / {formatAmount(required)} ({percent.toFixed(1)}%)
      </span>
    </div>
  );
}
