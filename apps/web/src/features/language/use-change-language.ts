import { languages } from '@croupier/contracts';
import type { Language } from '@croupier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { storeLanguage } from '@/lib/language-storage';

/** Language-dependent queries carry the language in their key; that is how a language change finds them. */
function dependsOnLanguage(queryKey: QueryKey): boolean {
  return queryKey.some((part) => typeof part === 'string' && (languages as readonly string[]).includes(part));
}

/**
 * Switches the interface language: i18next (which also sets `<html lang>`), both stored keys, and a refetch of every
 * query whose answer is in the old language.
 */
export function useChangeLanguage(): (language: Language) => Promise<void> {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  return useCallback(
    async (language: Language) => {
      storeLanguage(language);
      await i18n.changeLanguage(language);
      await queryClient.invalidateQueries({ predicate: (query) => dependsOnLanguage(query.queryKey) });
    },
    [i18n, queryClient],
  );
}
