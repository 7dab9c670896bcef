import { useTranslation } from 'react-i18next';
import { clientErrorCodeOf } from '../api/player-api-error';
import { errorMessageOf } from '../lib/error-message';

export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="error-notice">
      <span>{errorMessageOf(t, clientErrorCodeOf(error))}</span>
      {onRetry && (
        <button type="button" className="button-secondary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
