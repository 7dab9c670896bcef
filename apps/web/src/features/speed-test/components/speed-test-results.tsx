import { Check, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { NoDataPanel } from '@/components/ui/no-data-panel';
import { rankLines } from './rank-lines';
import type { LineResult, PingClass, RankedLine } from './rank-lines';

const classStyles: Record<PingClass, { dot: string; text: string }> = {
  fast: { dot: 'bg-win', text: 'text-win' },
  normal: { dot: 'bg-accent', text: 'text-accent' },
  slow: { dot: 'bg-danger', text: 'text-danger' },
  failed: { dot: 'bg-text-3', text: 'text-text-3' },
};

type SpeedTestResultsProps = {
  /** The brand's lines in the server's order; undefined while they load. */
  origins: readonly string[] | undefined;
  /** The latest measurement; undefined until the first one finishes. */
  results: readonly LineResult[] | undefined;
  testing: boolean;
  /** The message to show when the lines could not be listed. */
  error: string | undefined;
  onRetest: () => void;
};

function hostOf(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return origin;
  }
}

/** The content of the speed panel: each line with its round-trip time and class, fastest first. */
export function SpeedTestResults({ origins, results, testing, error, onRetest }: SpeedTestResultsProps) {
  const { t } = useTranslation('speed');
  const numbers = new Map(origins?.map((origin, index) => [origin, index + 1]));

  let body;
  if (error) {
    body = (
      <p role="alert" className="px-3 py-6 text-center text-sm text-danger">
        {error}
      </p>
    );
  } else if (origins?.length === 0) {
    body = <NoDataPanel message={t('empty')} />;
  } else if (results && !testing) {
    body = (
      <ol className="space-y-1">
        {rankLines(results).map((line) => (
          <LineRow key={line.origin} line={line} number={numbers.get(line.origin) ?? 0} />
        ))}
      </ol>
    );
  } else {
    body = (
      <ol className="space-y-1" aria-label={t('testing')}>
        {Array.from({ length: Math.max(origins?.length ?? 0, 3) }, (_, index) => (
          <li key={index} className="flex h-14 items-center gap-3 rounded-control px-3">
            <span className="size-2.5 animate-pulse rounded-full bg-border" />
            <span className="h-3 w-32 animate-pulse rounded bg-border" />
            <span className="ms-auto h-3 w-14 animate-pulse rounded bg-border" />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <div className="flex max-h-[calc(100dvh-var(--header-height)-24px)] flex-col">
      <div className="border-b border-border px-4 pt-4 pb-3">
        <h2 className="font-semibold">{t('title')}</h2>
        <p className="mt-0.5 text-sm text-text-2">{t('description')}</p>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-2 scrollbar-thin" aria-busy={testing}>
        {body}
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-border px-4 py-3">
        <p className="text-xs text-text-3" aria-live="polite">
          {testing ? t('testing') : t('legend')}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={testing || !origins?.length}
          onClick={onRetest}
          data-testid="speed-retest"
        >
          <RefreshCw className={`size-4 ${testing ? 'animate-spin' : ''}`} aria-hidden="true" />
          {t('retest')}
        </Button>
      </div>
    </div>
  );
}

function LineRow({ line, number }: { line: RankedLine; number: number }) {
  const { t } = useTranslation('speed');
  const styles = classStyles[line.pingClass];
  const current = line.origin === window.location.origin;
  const content = (
    <>
      <span className={`size-2.5 shrink-0 rounded-full ${styles.dot}`} aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2 text-sm font-medium">
          {t('line', { number })}
          {current ? (
            <span className="inline-flex items-center gap-1 rounded-pill bg-win/10 px-2 py-0.5 text-[11px] font-semibold text-win">
              <Check className="size-3" aria-hidden="true" />
              {t('current')}
            </span>
          ) : null}
        </span>
        <span className="block truncate text-xs text-text-3">{hostOf(line.origin)}</span>
      </span>
      <span className="text-end">
        <span className="block text-sm font-semibold tabular-nums">
          {line.pingMs === null ? '—' : t('milliseconds', { value: line.pingMs })}
        </span>
        <span className={`block text-xs font-medium ${styles.text}`}>{t(`classes.${line.pingClass}`)}</span>
      </span>
    </>
  );
  const rowClass = 'flex min-h-14 items-center gap-3 rounded-control px-3 py-2';
  return (
    <li data-testid="speed-line" data-ping-class={line.pingClass}>
      {current || line.pingClass === 'failed' ? (
        <div className={rowClass}>{content}</div>
      ) : (
        // Opening the same page on the chosen line is how a player switches lines.
        <a
          href={`${line.origin}${window.location.pathname}${window.location.search}`}
          title={t('switchTo', { number })}
          className={`${rowClass} transition-colors duration-150 hover:bg-white/5`}
        >
          {content}
        </a>
      )}
    </li>
  );
}
