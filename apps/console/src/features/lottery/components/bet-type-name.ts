import { useTranslation } from 'react-i18next';

/**
 * A bet type's name in the console's language (the same names the player site shows); a code this console has no
 * name for yet is shown as it is rather than hidden.
 */
export function useBetTypeName() {
  const { t } = useTranslation('lottery');
  return (code: string) => t(`betTypes.${code}` as 'betTypes.WINGO_NUMBER', { defaultValue: code });
}
