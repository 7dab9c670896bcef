import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { chasePeriodRange } from '../stake';

export type ChaseChoice = { enabled: boolean; periods: number; stopOnWin: boolean };

/** Chase (追号): the same bets over this numero and the next ones, optionally stopping after a win. */
export function ChaseControls({
  value,
  onChange,
  maximumPeriods,
}: {
  value: ChaseChoice;
  onChange: (value: ChaseChoice) => void;
  maximumPeriods: number;
}) {
  const { t } = useTranslation('lottery');
  const id = useId();
  const maximum = Math.max(chasePeriodRange.min, Math.min(chasePeriodRange.max, maximumPeriods));
  if (maximumPeriods < chasePeriodRange.min) return null;
  return (
    <div className="rounded-control border border-border/70 bg-bg/40 px-3 py-2">
      <Checkbox
        checked={value.enabled}
        onChange={(event) => onChange({ ...value, enabled: event.target.checked })}
        data-testid="lottery-chase-toggle"
      >
        {t('chase.enable')}
      </Checkbox>
      {value.enabled ? (
        <div className="mt-1 grid gap-2 pb-1 sm:grid-cols-2 sm:items-center">
          <label htmlFor={id} className="flex items-center gap-2 text-sm text-text-2">
            {t('chase.periods')}
            <input
              id={id}
              data-testid="lottery-chase-periods"
              type="number"
              min={chasePeriodRange.min}
              max={maximum}
              value={value.periods}
              onChange={(event) =>
                onChange({
                  ...value,
                  periods: Math.min(
                    maximum,
                    Math.max(chasePeriodRange.min, Math.floor(Number(event.target.value)) || 2),
                  ),
                })
              }
              className="min-h-10 w-20 rounded-control border border-border bg-bg/60 px-2 text-center font-semibold text-text tabular-nums outline-none focus-visible:border-accent"
            />
          </label>
          <Checkbox
            checked={value.stopOnWin}
            onChange={(event) => onChange({ ...value, stopOnWin: event.target.checked })}
          >
            {t('chase.stopOnWin')}
          </Checkbox>
        </div>
      ) : null}
    </div>
  );
}
