import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/pagination';
import { Panel } from '@/components/ui/panel';
import { ListStates } from './list-states';
import { ReportFilters } from './report-filters';
import type { DateRange, RenderDateRange } from './report-filters';

/** What the agent centre's route gives every report page. */
export type ReportPageProps = {
  currency: string;
  timeZone: string;
  initialRange: DateRange;
  renderDateRange: RenderDateRange;
};

/** A report's filter state: its days, the team member typed, the page; any new filter goes back to the first page. */
export function useReportFilters(initialRange: DateRange) {
  const [range, setRange] = useState(initialRange);
  const [username, setUsername] = useState<string | undefined>();
  const [pageNo, setPageNo] = useState(1);
  return {
    range,
    username,
    pageNo,
    setPageNo,
    /** A filter of the page's own (a type, …) that also goes back to the first page. */
    filtered:
      <Value,>(set: (value: Value) => void) =>
      (value: Value) => {
        set(value);
        setPageNo(1);
      },
    setRange: (next: DateRange) => {
      setRange(next);
      setPageNo(1);
    },
    setUsername: (next: string | undefined) => {
      setUsername(next);
      setPageNo(1);
    },
  };
}
export type ReportFilterState = ReturnType<typeof useReportFilters>;

/**
 * One report page of the agent centre: its filters (the days, a team member's username unless `byUsername` is off,
 * and `extraFilters`) above its panels.
 */
export function ReportLayout({
  testId,
  filters,
  renderDateRange,
  byUsername = true,
  extraFilters,
  children,
}: {
  testId: string;
  filters: ReportFilterState;
  renderDateRange: RenderDateRange;
  byUsername?: boolean;
  extraFilters?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-4" data-testid={testId}>
      <ReportFilters
        range={filters.range}
        renderDateRange={renderDateRange}
        onRangeChange={filters.setRange}
        {...(byUsername ? { onUsernameChange: filters.setUsername } : {})}
      >
        {extraFilters}
      </ReportFilters>
      {children}
    </div>
  );
}

type PagedQuery<Row> = {
  data: { content: Row[]; total: number; totalPages: number } | undefined;
  isPlaceholderData: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

/** A report's paged list: its title and count, dimmed while the next page loads, the rows, and the pages. */
export function PagedReportPanel<Row>({
  title,
  query,
  filters,
  children,
}: {
  title: string;
  query: PagedQuery<Row>;
  filters: ReportFilterState;
  children: (rows: Row[]) => ReactNode;
}) {
  const { t } = useTranslation('agent');
  return (
    <Panel
      title={title}
      description={query.data ? t('count', { total: query.data.total }) : undefined}
      className={query.isPlaceholderData ? 'opacity-70 transition-opacity' : ''}
    >
      <ListStates query={query} isEmpty={(page) => page.content.length === 0}>
        {(page) => (
          <>
            <ul className="divide-y divide-border/70">{children(page.content)}</ul>
            <div className="mt-4">
              <Pagination pageCount={page.totalPages} currentPage={filters.pageNo} onPageChange={filters.setPageNo} />
            </div>
          </>
        )}
      </ListStates>
    </Panel>
  );
}
