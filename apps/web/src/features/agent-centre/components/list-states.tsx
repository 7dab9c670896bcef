import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { NoDataPanel } from '@/components/ui/no-data-panel';
import { useErrorMessage } from '@/lib/use-error-message';

type QueryState<Data> = {
  data: Data | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

/**
 * What a list of the agent centre shows while it loads, when it failed (with a retry), when it is empty, and
 * otherwise its rows.
 */
export function ListStates<Data>({
  query,
  isEmpty,
  emptyMessage,
  children,
}: {
  query: QueryState<Data>;
  isEmpty: (data: Data) => boolean;
  emptyMessage?: string;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation('agent');
  const errorMessage = useErrorMessage();
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
        <p className="text-text-2">{errorMessage(query.error)}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (query.data === undefined) {
    return (
      <div role="status" aria-label={t('loading')} className="space-y-2">
        {[0, 1, 2].map((row) => (
          <div key={row} className="h-16 animate-pulse rounded-control bg-raised/60" />
        ))}
      </div>
    );
  }
  if (isEmpty(query.data)) return <NoDataPanel message={emptyMessage ?? t('empty')} />;
  return <>{children(query.data)}</>;
}

/** A label and its value in a row's detail grid (phones) or a column (wide screens). */
export function Detail({
  label,
  children,
  className = '',
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-xs text-text-3">{label}</dt>
      <dd className="mt-0.5 truncate text-sm text-text tabular-nums">{children}</dd>
    </div>
  );
}
