import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-error';

/** Names i18next reads as options of the call rather than as text to fill in; a refusal's value never sets them. */
const reservedOptionNames = new Set(['count', 'context', 'defaultValue', 'lng', 'lngs', 'ns', 'ordinal', 'replace']);

/**
 * The fields of a failure's value that can fill its message's `{{placeholders}}` (a gate refusal's `limitText`,
 * `resetsAtText`, `endsAtText`): strings and numbers only.
 */
export function interpolationValuesOf(value: unknown): Record<string, string | number> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const values: Record<string, string | number> = {};
  for (const [name, field] of Object.entries(value)) {
    if (reservedOptionNames.has(name)) continue;
    if (typeof field === 'string' || typeof field === 'number') values[name] = field;
  }
  return values;
}

/**
 * The text to show for a failed call: the server's own translated message (already filled from the refusal's value),
 * else the text of its error code filled from that value, so a limit refusal still names the limit and its reset.
 */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) {
        if (error.message && error.message !== error.code && !/\{\{\w+\}\}/.test(error.message)) return error.message;
        return t(`errors.${error.code}`, interpolationValuesOf(error.value));
      }
      return t('errors.REQUEST_FAILED');
    },
    [t],
  );
}
