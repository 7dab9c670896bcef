import { languageSchema } from '@croupier/contracts';
import type { Language } from '@croupier/contracts';
import { readStorage, writeStorage } from './browser-storage';
import { storageKeys } from './storage-keys';

/** The language the visitor chose earlier, or undefined on a first visit (or when the stored value is not ours). */
export function readStoredLanguage(): Language | undefined {
  const parsed = languageSchema.safeParse(readStorage(storageKeys.language));
  return parsed.success ? parsed.data : undefined;
}

/** Keeps a chosen language under both keys the spec names. */
export function storeLanguage(language: Language): void {
  writeStorage(storageKeys.language, language);
  writeStorage(storageKeys.historyLanguage, language);
}

/** On a first visit stores the brand's default language under both keys; returns the language to use. */
export function ensureLanguageStored(defaultLanguage: Language): Language {
  const stored = readStoredLanguage();
  if (stored) return stored;
  storeLanguage(defaultLanguage);
  return defaultLanguage;
}
