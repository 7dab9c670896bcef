import { defaultLanguage, languageSchema } from '@croupier/contracts';
import type { Language } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';

/** The interface language; components re-render when it changes, so query keys that include it refetch. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const parsed = languageSchema.safeParse(i18n.resolvedLanguage ?? i18n.language);
  return parsed.success ? parsed.data : defaultLanguage;
}
