import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { ChunkLoadError } from './load-chunk';

type RouteErrorPanelProps = { error: unknown; onRetry: () => void };

/** The translated retry message in place of a screen that failed. */
export function RouteErrorPanel({ error, onRetry }: RouteErrorPanelProps) {
  const { t } = useTranslation();
  const chunkError = error instanceof ChunkLoadError ? error : null;
  const title = chunkError ? t('chunkError.title') : t('pageError.title');
  const description =
    chunkError?.type === 'timeout'
      ? t('chunkError.timeout')
      : chunkError
        ? t('chunkError.description')
        : t('pageError.description');
  return (
    <section
      role="alert"
      data-testid={chunkError ? 'chunk-error' : 'page-error'}
      className="mx-auto flex max-w-lg flex-col items-center rounded-card border border-border bg-surface px-6 py-12 text-center"
    >
      <span className="mb-5 grid size-14 place-items-center rounded-full bg-danger/10 text-danger ring-1 ring-danger/30">
        <TriangleAlert className="size-6" aria-hidden="true" />
      </span>
      <h1 className="text-xl font-bold text-balance">{title}</h1>
      <p className="mt-2 text-text-2 text-pretty">{description}</p>
      <Button className="mt-8" onClick={onRetry} data-testid="chunk-retry">
        <RefreshCw className="size-5" aria-hidden="true" />
        {t('actions.retry')}
      </Button>
    </section>
  );
}
