import { languageSchema } from '@croupier/contracts';
import type { Language } from '@croupier/contracts';
import { readStorage, writeStorage } from './browser-storage';
import { storageKeys } from './storage-keys';

/** The language the visitor chose earlier, or undefined on a first visit (or when the stored value is not ours). */
export function readStoredLanguage(): Language | undefined {
  const parsed = languageSchema.safeParse(readStorage(storageKeys.language));
  return parsed.success ? parsed.data : undefined;
}

/**
 * Tells the server the language too (a `lang` cookie, the storage key's name): it draws the home's first banner into
 * index.html before any code runs (apps/server/src/http/home-hero.ts), in the language the site will then show.
 */
function tellServerLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${storageKeys.language}=${encodeURIComponent(language)}; path=/; max-age=31536000; samesite=lax`;
}

/** Keeps a chosen language under both keys the spec names. */
export function storeLanguage(language: Language): void {
  writeStorage(storageKeys.language, language);
  writeStorage(storageKeys.historyLanguage, language);
  tellServerLanguage(language);
}

/** On a first visit stores the brand's default language under both keys; returns the language to use. */
export function ensureLanguageStored(defaultLanguage: Language): Language {
  const stored = readStoredLanguage();
  if (stored) {
    tellServerLanguage(stored);
    return stored;
  }
  storeLanguage(defaultLanguage);
  return defaultLanguage;
}
