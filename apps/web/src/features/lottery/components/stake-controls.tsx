import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '@/components/ui/amount-input';
import { SelectBox } from '@/components/ui/select-box';
import { currencySymbolOf } from '@/lib/format-money';
import type { UnitMode } from '../stake';
import { rebatePercent, seriesChoices, unitModes } from '../stake';

const quickStakes = ['1', '5', '10', '20', '50', '100'];

/** Fixed odds: the stake per unit, typed or from the quick chips. */
export function UnitStakeControls({
  value,
  onChange,
  currency,
}: {
  value: string;
  onChange: (value: string) => void;
  currency: string;
}) {
  const { t } = useTranslation('lottery');
  const id = useId();
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-[13.5px] font-medium text-text-2">
        {t('slip.unitStake')}
      </label>
      <AmountInput
        id={id}
        value={value}
        onValueChange={onChange}
        symbol={currencySymbolOf(currency)}
        data-testid="lottery-stake-input"
      />
      <div className="flex flex-wrap gap-1.5">
        {quickStakes.map((stake) => (
          <button
            key={stake}
            type="button"
            aria-pressed={value === stake}
            onClick={() => onChange(stake)}
            className={`min-h-9 min-w-12 rounded-pill border px-3 text-[13px] font-semibold tabular-nums transition-colors duration-150 ${value === stake ? 'border-accent bg-accent/10 text-accent' : 'border-border text-text-2 hover:border-text-3 hover:text-text'}`}
          >
            {stake}
          </button>
        ))}
      </div>
    </div>
  );
}

export type PrizeGroupSeries = { min: number; member: number; step: number };

/** Prize groups: the multiple, the unit mode (元 角 分 厘) and the series with its self-rebate. */
export function PrizeGroupControls({
  multiple,
  onMultipleChange,
  mode,
  onModeChange,
  series,
  onSeriesChange,
  range,
}: {
  multiple: number;
  onMultipleChange: (multiple: number) => void;
  mode: UnitMode;
  onModeChange: (mode: UnitMode) => void;
  series: number;
  onSeriesChange: (series: number) => void;
  range: PrizeGroupSeries;
}) {
  const { t } = useTranslation('lottery');
  const id = useId();
  const choices = seriesChoices(range);
  const setMultiple = (value: number) => onMultipleChange(Math.min(100_000, Math.max(1, Math.floor(value) || 1)));
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="space-y-1.5">
        <label htmlFor={`${id}-multiple`} className="block text-[13.5px] font-medium text-text-2">
          {t('slip.multiple')}
        </label>
        <div className="flex min-h-12 items-stretch overflow-hidden rounded-control border border-border bg-bg/60">
          <button
            type="button"
            aria-label={t('slip.less')}
            onClick={() => setMultiple(multiple - 1)}
            className="grid w-11 place-items-center text-text-2 hover:text-text"
          >
            <Minus className="size-4" aria-hidden="true" />
          </button>
          <input
            id={`${id}-multiple`}
            data-testid="lottery-multiple-input"
            inputMode="numeric"
            value={multiple}
            onChange={(event) => setMultiple(Number(event.target.value.replace(/\D/g, '')))}
            className="min-w-0 flex-1 bg-transparent text-center text-lg font-semibold tabular-nums outline-none"
          />
          <button
            type="button"
            aria-label={t('slip.more')}
            onClick={() => setMultiple(multiple + 1)}
            className="grid w-11 place-items-center text-text-2 hover:text-text"
          >
            <Plus className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-mode`} className="block text-[13.5px] font-medium text-text-2">
          {t('slip.mode')}
        </label>
        <SelectBox
          id={`${id}-mode`}
          data-testid="lottery-mode-select"
          value={mode}
          onChange={(event) => onModeChange(Number(event.target.value) as UnitMode)}
        >
          {unitModes.map((unit) => (
            <option key={unit} value={unit}>
              {t(`modes.${unit}`)}
            </option>
          ))}
        </SelectBox>
      </div>
      {choices.length > 1 ? (
        <div className="space-y-1.5 sm:col-span-2">
          <div className="flex items-baseline justify-between gap-3">
            <label htmlFor={`${id}-series`} className="text-[13.5px] font-medium text-text-2">
              {t('slip.series')}
            </label>
            <span data-testid="lottery-series-value" className="text-sm font-semibold text-text tabular-nums">
              {t('slip.seriesValue', { series, rebate: rebatePercent(range.member, series) })}
            </span>
          </div>
          <input
            id={`${id}-series`}
            data-testid="lottery-series-slider"
            type="range"
            min={range.min}
            max={range.member}
            step={range.step}
            value={series}
            onChange={(event) => onSeriesChange(Number(event.target.value))}
            className="w-full accent-[var(--color-accent)]"
          />
        </div>
      ) : null}
    </div>
  );
}
