import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/date-field';
import { formatTimeZoneOffset } from '@/lib/format-date-time';
import { quickRange, quickRangeOf, quickRanges, withEndDate, withStartDate } from '../date-range';
import type { DateRange } from '../date-range';

type DateRangeFilterProps = {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** The brand's today (`YYYY-MM-DD`): quick picks count back from it and no later day can be chosen. */
  today: string;
  timeZone: string;
};

/** Dates of the brand's calendar: a quick pick, or a first and last day the player types; both records pages use it. */
export function DateRangeFilter({ value, onChange, today, timeZone }: DateRangeFilterProps) {
  const { t } = useTranslation('records');
  const id = useId();
  const chosen = quickRangeOf(value, today);
  return (
    <fieldset className="@container min-w-0 space-y-3">
      <legend className="mb-1.5 text-[13.5px] font-medium text-text-2">{t('range.label')}</legend>
      <div className="grid grid-cols-2 gap-2 @md:flex @md:flex-wrap">
        {quickRanges.map((pick) => (
          <button
            key={pick}
            type="button"
            aria-pressed={chosen === pick}
            onClick={() => onChange(quickRange(pick, today))}
            data-testid={`range-quick-${pick}`}
            className={`min-h-10 rounded-pill border px-3 text-[13px] font-medium transition-colors duration-150 ${chosen === pick ? 'border-accent bg-accent/10 text-accent' : 'border-border text-text-2 hover:border-text-3 hover:text-text'}`}
          >
            {t(`range.quick.${pick}`)}
          </button>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="min-w-0 space-y-1.5">
          <label htmlFor={`${id}-start`} className="block text-xs font-medium text-text-3">
            {t('range.from')}
          </label>
          <DateField
            id={`${id}-start`}
            value={value.startDate}
            max={today}
            onChange={(day) => onChange(withStartDate(value, day))}
            data-testid="range-start-date"
          />
        </div>
        <div className="min-w-0 space-y-1.5">
          <label htmlFor={`${id}-end`} className="block text-xs font-medium text-text-3">
            {t('range.to')}
          </label>
          <DateField
            id={`${id}-end`}
            value={value.endDate}
            max={today}
            onChange={(day) => onChange(withEndDate(value, day))}
            data-testid="range-end-date"
          />
        </div>
      </div>
      <p className="text-xs text-text-3">
        {t('range.timeZone', { offset: formatTimeZoneOffset(new Date(), timeZone) })}
      </p>
    </fieldset>
  );
}
