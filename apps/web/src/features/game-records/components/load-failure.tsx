import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useErrorMessage } from '@/lib/use-error-message';

/** What a failed load shows: the reason, and a way to ask again. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('records');
  const errorMessage = useErrorMessage();
  return (
    <div data-testid="records-error" className="flex flex-col items-center gap-3 py-8 text-center">
      <p className="text-text-2">{errorMessage(error)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
