import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-error';

/** The text to show for a failed call: the server's own translated message, else the text of its error code. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError)
        return error.message && error.message !== error.code ? error.message : t(`errors.${error.code}`);
      return t('errors.REQUEST_FAILED');
    },
    [t],
  );
}
