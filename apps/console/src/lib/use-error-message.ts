import { useTranslation } from 'react-i18next';
import { ApiError } from './api-error';

/** A failure as the operator reads it: the translated text of its stable code. */
export function useErrorMessage() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    const code = error instanceof ApiError ? error.code : 'REQUEST_FAILED';
    return t(`errors.${code}`, { defaultValue: t('errors.REQUEST_FAILED') });
  };
}
