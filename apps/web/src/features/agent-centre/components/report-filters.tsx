import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputBox } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';

export type DateRange = { startDate: string; endDate: string };

/**
 * The route gives the date range control (the member centre's records filter, from another feature) with this: the
 * current range and what to call when it changes.
 */
export type RenderDateRange = (range: DateRange, onChange: (range: DateRange) => void) => ReactNode;

/** A report's filters: a team member's username (optional) and the days, plus any extra control. */
export function ReportFilters({
  range,
  onRangeChange,
  renderDateRange,
  onUsernameChange,
  children,
}: {
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
  renderDateRange: RenderDateRange;
  onUsernameChange?: (username: string | undefined) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('agent');
  const id = useId();
  const [typed, setTyped] = useState('');
  const apply = () => onUsernameChange?.(typed.trim() || undefined);
  return (
    <Panel>
      <div className="space-y-4">
        {onUsernameChange || children ? (
          <div className="grid gap-3 sm:grid-cols-2">
            {onUsernameChange ? (
              <form
                role="search"
                onSubmit={(event) => {
                  event.preventDefault();
                  apply();
                }}
              >
                <label htmlFor={`${id}-username`} className="mb-1.5 block text-[13.5px] font-medium text-text-2">
                  {t('filters.username')}
                </label>
                <InputBox
                  id={`${id}-username`}
                  value={typed}
                  placeholder={t('filters.usernamePlaceholder')}
                  onChange={(event) => setTyped(event.target.value)}
                  onBlur={apply}
                  data-testid="agent-report-username"
                  trailing={
                    <button
                      type="submit"
                      aria-label={t('downlines.searchButton')}
                      className="grid min-w-11 place-items-center text-text-2 hover:text-text"
                    >
                      <Search className="size-4" aria-hidden="true" />
                    </button>
                  }
                />
              </form>
            ) : null}
            {children}
          </div>
        ) : null}
        {renderDateRange(range, onRangeChange)}
      </div>
    </Panel>
  );
}
